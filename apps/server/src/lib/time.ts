/** Timestamps are stored as ISO-8601 UTC text; see db/schema.ts. */
export function nowIso(): string {
  return new Date().toISOString();
}

export function isoFromNow(ms: number): string {
  return new Date(Date.now() + ms).toISOString();
}

export const DAY_MS = 24 * 60 * 60 * 1000;
