/** Seeded randomness for the generated data: the same seed gives the same database. */

export type Random = () => number;

/** mulberry32, the demo seed's own PRNG (the server's seed/random.ts). */
export { mulberry32 } from '../../apps/server/dist/seed/random.js';

/** An integer in [min, max]. */
export function between(random: Random, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: Random, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

/**
 * Draws ranks 0..n-1 with probability proportional to 1 / (rank + 1)^s: a
 * few items very often, a long tail rarely (word frequencies, how active a
 * user is, how popular an idea is).
 */
export function zipf(random: Random, n: number, s: number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let rank = 0; rank < n; rank += 1) {
    sum += 1 / Math.pow(rank + 1, s);
    cdf[rank] = sum;
  }
  return () => {
    const target = random() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (cdf[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/** A Poisson-distributed count with mean `mean` (Knuth's method; fine for small means). */
export function poisson(random: Random, mean: number): number {
  const limit = Math.exp(-mean);
  let count = 0;
  let product = random();
  while (product > limit) {
    count += 1;
    product *= random();
  }
  return count;
}

/** A shuffled copy (Fisher-Yates). */
export function shuffled<T>(random: Random, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy;
}
