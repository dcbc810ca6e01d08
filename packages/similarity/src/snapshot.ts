import type { SimilarityIdea } from './idea.js';
import {
  Index,
  prepare,
  type PreparedWithFingerprint,
  type SerializedSimilarityIndex,
  type SimilarityIndex,
  type SimilarityIndexOptions,
} from './similarity-index.js';

/**
 * Rebuilds an index from a `serialize()` snapshot and the current ideas,
 * without the all-pairs scan of a bulk build: it reads every idea's words again
 * (linear in the text) and takes each idea's ranked matches from the snapshot.
 *
 * The ideas are the truth; the snapshot is only trusted where it still fits:
 * - an idea in the snapshot with the same fingerprint keeps its list, minus
 *   ideas that are gone or changed;
 * - an idea that is new or changed since the snapshot is added as by `add`;
 * - an idea in the snapshot but not in `ideas` is dropped;
 * - a list left shorter than k, or not in rank order, is rescanned.
 * So the result always equals a bulk build of `ideas`.
 *
 * `options` default to the snapshot's k and depth.
 */
export function restoreSimilarityIndex(
  snapshot: SerializedSimilarityIndex,
  ideas: Iterable<SimilarityIdea>,
  options: SimilarityIndexOptions = {},
): SimilarityIndex {
  if (snapshot.format !== 'thisoneforfree-similarity' || snapshot.version !== 1) {
    throw new TypeError('Not a similarity index snapshot of version 1');
  }
  const k = options.k ?? snapshot.k;
  const index = new Index({ ...options, k, depth: options.depth ?? Math.max(snapshot.depth, k) });
  const saved = new Map(snapshot.ideas.map((entry) => [entry.id, entry]));

  const latest = new Map<number, PreparedWithFingerprint>();
  for (const idea of ideas) latest.set(idea.id, prepare(idea));
  const all = [...latest.values()];
  index.promoteCommonWords(all);

  const unchanged = all.filter((idea) => saved.get(idea.id)?.fingerprint === idea.fingerprint);
  const slots = new Map<number, number>();
  for (const idea of unchanged) slots.set(idea.id, index.insertUnranked(idea));

  const { lists } = index;
  const others = unchanged.length - 1;
  const wanted = Math.min(index.k, others);
  const neighbourSlots = new Int32Array(index.depth);
  const neighbourScores = new Float64Array(index.depth);
  for (const idea of unchanged) {
    const owner = slots.get(idea.id)!;
    let length = 0;
    let inOrder = true;
    for (const id of saved.get(idea.id)!.neighbours) {
      const slot = slots.get(id);
      if (slot === undefined || slot === owner) continue;
      const score = index.scoreSlots(owner, slot);
      if (
        length > 0 &&
        !lists.ranksBefore(neighbourScores[length - 1]!, neighbourSlots[length - 1]!, score, slot)
      ) {
        inOrder = false;
        break;
      }
      neighbourSlots[length] = slot;
      neighbourScores[length] = score;
      length += 1;
      if (length === index.depth) break;
    }
    const complete = length === others;
    if (inOrder && (complete || length >= wanted)) {
      lists.set(owner, neighbourSlots, neighbourScores, length, complete);
    } else {
      index.rescan(owner);
    }
  }

  for (const idea of all) if (!slots.has(idea.id)) index.addPrepared(idea);
  index.corpus.trim();
  return index;
}
