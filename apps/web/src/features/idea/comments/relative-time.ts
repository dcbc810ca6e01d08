import { formatDate } from '../../../lib/format-date';

const RELATIVE = new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' });
const FULL = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short' });

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A comment's date: relative while recent ("just now", "5 minutes ago",
 * "yesterday", "3 days ago"), then "MMM d, yyyy" after a week.
 */
export function commentDate(iso: string, now: number = Date.now()): string {
  const time = new Date(iso).getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now - time;
  if (elapsed < 0) return formatDate(iso);
  if (elapsed < MINUTE) return 'just now';
  if (elapsed < HOUR) return RELATIVE.format(-Math.floor(elapsed / MINUTE), 'minute');
  if (elapsed < DAY) return RELATIVE.format(-Math.floor(elapsed / HOUR), 'hour');
  if (elapsed < 7 * DAY) return RELATIVE.format(-Math.floor(elapsed / DAY), 'day');
  return formatDate(iso);
}

/** The exact moment, for a tooltip: "January 5, 2026 at 10:04 AM". */
export function fullDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : FULL.format(date);
}
