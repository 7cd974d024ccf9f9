/** A record's id in a route (/admin/sales/:id, /admin/collections/:id): a positive whole number, else null ("new", junk). */
export const routeIdOf = (param: string | undefined): number | null => {
  const id = Number(param);
  return Number.isInteger(id) && id > 0 ? id : null;
};
