import { createdAtMs, type SimilarityIdea } from './idea.js';
import { score } from './score.js';

/** An idea in a ranking of similar ideas, with its score. */
export interface SimilarIdea {
  id: number;
  score: number;
}

/**
 * The k ideas of `ideas` most similar to `idea`, best first, by scoring every
 * one: the brute-force answer the stored lists must equal. Fine for a few thousand
 * ideas or for checking. Ranks as SPEC §5 (see ranking.ts):
 * higher score, then newer idea, then lower id; `idea` itself is left out.
 */
export function rankSimilar(
  idea: SimilarityIdea,
  ideas: Iterable<SimilarityIdea>,
  k: number,
): SimilarIdea[] {
  const ranked: { id: number; score: number; time: number }[] = [];
  for (const other of ideas) {
    if (other.id === idea.id) continue;
    ranked.push({ id: other.id, score: score(idea, other).total, time: createdAtMs(other) });
  }
  ranked.sort((a, b) => b.score - a.score || b.time - a.time || a.id - b.id);
  return ranked.slice(0, Math.max(0, k)).map(({ id, score }) => ({ id, score }));
}
