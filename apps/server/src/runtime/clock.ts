/**
 * What time it is, as the services see it. Every timestamp a service writes
 * or compares (creation dates, session and token expiry) comes from the
 * clock in `Services`, so a test can move time by passing its own.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** Timestamps are stored as ISO-8601 UTC text (see db/schema.ts). */
export function isoNow(clock: Clock): string {
  return clock.now().toISOString();
}

/** The ISO instant `ms` milliseconds from the clock's now. */
export function isoFromNow(clock: Clock, ms: number): string {
  return new Date(clock.now().getTime() + ms).toISOString();
}
