/** The page number a listing URL asks for: `?page=` when it is a whole number from 1, else 1. */
export function pageNumberOf(search: URLSearchParams): number {
  const n = Number(search.get('page') ?? '1');
  return Number.isInteger(n) && n >= 1 ? n : 1;
}
