/** Where services read "now" from, so tests can fix it. */
export type Clock = { now(): Date };

export const systemClock: Clock = { now: () => new Date() };
