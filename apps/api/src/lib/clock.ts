/** The current time, injected so that expiry and lockout rules can be tested. */
export type Clock = { now: () => Date };

export const systemClock: Clock = { now: () => new Date() };

export const addMinutes = (date: Date, minutes: number) =>
  new Date(date.getTime() + minutes * 60_000);
