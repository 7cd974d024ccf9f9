/** The server clock, injected so that tests can fix the time. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };

export const fixedClock = (at: Date | string): Clock => {
  const time = new Date(at).getTime();
  return { now: () => new Date(time) };
};
