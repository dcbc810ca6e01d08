const CARD_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});

/** SPEC §9 card date, "MMM d, yyyy": `formatDate('2026-01-05T10:00:00Z')` → "Jan 5, 2026". */
export function formatDate(value: string | number | Date): string {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return CARD_DATE.format(date);
}
