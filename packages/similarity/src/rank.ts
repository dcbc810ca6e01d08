import { createdAtMs, type SimilarityIdea } from './idea.js';
import { score } from './score.js';
import type { SimilarIdea } from './similarity-index.js';

/**
 * The k ideas of `ideas` most similar to `idea`, best first, by scoring every
 * one: the brute-force answer the index must equal. Fine for a few thousand
 * ideas or for checking; the index answers in O(k). Ranks like the index:
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
