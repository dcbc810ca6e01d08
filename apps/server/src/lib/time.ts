/** Durations in milliseconds. The current time comes from the clock in `Services` (runtime/clock.ts). */
export const MINUTE_MS = 60 * 1000;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;
