/*
 * The date rule of the browse filters without zod, for the web app's first
 * download (it reads dates from the browse page's URL). It accepts exactly
 * what `z.iso.date()` accepts (schemas/browse.ts; a test holds them equal):
 * `YYYY-MM-DD` of a day that exists.
 */

const SHAPE = /^\d{4}-\d{2}-\d{2}$/;

/** `YYYY-MM-DD` of a real day ("2024-02-29" is, "2025-02-29" and "2025-1-01" are not). */
export function isIsoDate(text: string): boolean {
  if (!SHAPE.test(text)) return false;
  const day = new Date(`${text}T00:00:00Z`);
  // A day past the month's end does not come back as itself.
  return !Number.isNaN(day.getTime()) && day.toISOString().slice(0, 10) === text;
}
