import { DAY_MS } from '../../lib/time.js';

/**
 * The daily digest's schedule: every day at `hourUtc`:00 UTC (DIGEST_HOUR_UTC).
 * The digest "of" a scheduled time carries what happened before it; a
 * process that was down at that hour sends it when it is back.
 */

/** The latest scheduled time at or before `now`, as stored (ISO-8601 UTC). */
export function latestDigestTime(now: Date, hourUtc: number): string {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), hourUtc);
  return new Date(today <= now.getTime() ? today : today - DAY_MS).toISOString();
}
