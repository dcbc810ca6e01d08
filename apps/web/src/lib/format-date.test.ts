import { expect, test } from 'vitest';
import { formatDate } from './format-date';

test('a card date reads "MMM d, yyyy"', () => {
  expect(formatDate('2026-01-05T12:00:00Z')).toBe('Jan 5, 2026');
  expect(formatDate(new Date(2025, 10, 23))).toBe('Nov 23, 2025');
});

test('an unreadable date gives an empty string', () => {
  expect(formatDate('not a date')).toBe('');
});
