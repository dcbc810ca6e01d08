import { LIMITS } from '@thisoneforfree/contracts';

/** The values a rating can take, 1..10 (SPEC §9). */
export const RATING_VALUES: readonly number[] = Array.from(
  { length: LIMITS.ratingMax - LIMITS.ratingMin + 1 },
  (_, index) => LIMITS.ratingMin + index,
);

/**
 * How many ratings gave each value 1..10 (index 0 is value 1). Values outside
 * 1..10, and anything that is not a whole number, are ignored (SPEC §5).
 */
export function ratingHistogram(values: readonly number[]): number[] {
  const counts = RATING_VALUES.map(() => 0);
  for (const value of values) {
    if (!Number.isInteger(value) || value < LIMITS.ratingMin || value > LIMITS.ratingMax) continue;
    counts[value - LIMITS.ratingMin]! += 1;
  }
  return counts;
}

/** An average as shown on the page: one decimal, "0.0" when there is none. */
export function formatAverage(value: number | null | undefined): string {
  return Number.isFinite(value) ? (value as number).toFixed(1) : '0.0';
}

/** "1 rating", "12 ratings". */
export function ratingCountLabel(count: number): string {
  return `${count} ${count === 1 ? 'rating' : 'ratings'}`;
}

export type RatingDimension = 'relevance' | 'difficulty';

/**
 * What `ratings.rate` is sent when the user picks `value` on one dimension:
 * the other keeps the user's earlier rating, or 5 when there is none (SPEC §5).
 */
export function nextRating(
  previous: { relevance: number; difficulty: number } | null | undefined,
  dimension: RatingDimension,
  value: number,
): { relevance: number; difficulty: number } {
  const base = previous ?? { relevance: LIMITS.ratingDefault, difficulty: LIMITS.ratingDefault };
  return { relevance: base.relevance, difficulty: base.difficulty, [dimension]: value };
}
