import { describe, expect, test } from 'vitest';
import { formatAverage, nextRating, ratingCountLabel, ratingHistogram } from './rating-stats';

describe('ratingHistogram', () => {
  test('counts each value 1..10 in its own bar', () => {
    expect(ratingHistogram([1, 10, 10, 5])).toEqual([1, 0, 0, 0, 1, 0, 0, 0, 0, 2]);
  });

  test('ignores values outside 1..10 and non-integers', () => {
    expect(ratingHistogram([0, -3, 11, 100, 2.5, Number.NaN, 3])).toEqual([
      0, 0, 1, 0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  test('has 10 empty bars without ratings', () => {
    expect(ratingHistogram([])).toEqual(Array(10).fill(0));
  });
});

test('averages show one decimal', () => {
  expect(formatAverage(7.25)).toBe('7.3');
  expect(formatAverage(0)).toBe('0.0');
  expect(formatAverage(Number.NaN)).toBe('0.0');
});

test('rating counts read naturally', () => {
  expect(ratingCountLabel(1)).toBe('1 rating');
  expect(ratingCountLabel(0)).toBe('0 ratings');
});

describe('nextRating', () => {
  test('without an earlier rating the other dimension is 5', () => {
    expect(nextRating(null, 'relevance', 8)).toEqual({ relevance: 8, difficulty: 5 });
    expect(nextRating(undefined, 'difficulty', 2)).toEqual({ relevance: 5, difficulty: 2 });
  });

  test('with an earlier rating the other dimension is kept', () => {
    expect(nextRating({ relevance: 3, difficulty: 9 }, 'relevance', 7)).toEqual({
      relevance: 7,
      difficulty: 9,
    });
  });
});
