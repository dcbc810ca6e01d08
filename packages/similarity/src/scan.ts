import { POPCOUNT16 } from './bits.js';
import { SECTION_COUNT, sectionStart, type Corpus } from './corpus.js';
import { SEVEN_DAYS_MS } from './idea.js';
import type { Neighbourhoods } from './neighbours.js';
import { combineTerms, jaccardFromCounts } from './score.js';

const WEEK = SEVEN_DAYS_MS;

/**
 * Scores one idea against every other idea in one pass, and keeps the lists
 * current. Shared rare words are counted for all ideas at once by walking the
 * posting lists of the idea's rare words; shared common words are an AND and
 * a popcount of the bitsets; fields a mask, dates a subtraction. Every pair is
 * scored exactly: upper bounds cheap enough to pay for themselves ruled out
 * too few pairs on realistic text, where fields, dates and common words give
 * every pair some score and the kept matches score little more.
 */
export class Scanner {
  private counts = new Int32Array(0);
  private readonly bestSlots: Int32Array;
  private readonly bestScores: Float64Array;

  constructor(
    private readonly corpus: Corpus,
    private readonly lists: Neighbourhoods,
  ) {
    this.bestSlots = new Int32Array(lists.depth);
    this.bestScores = new Float64Array(lists.depth);
  }

  /**
   * Ranks every other idea for the idea in slot `x` and stores its list. With
   * `offerToOthers`, `x` is new: it is also offered to every other idea's list,
   * and `onChange(owner)` is called for each list whose first `k` entries changed.
   *
   * `below`, for the partitioned bulk build only, compares `x` with slots
   * below it alone (posting lists must then be in slot order) and leaves its
   * list open to later offers while it has room.
   */
  rank(
    x: number,
    offerToOthers: boolean,
    k: number,
    onChange: (owner: number) => void,
    below = false,
  ): void {
    const corpus = this.corpus;
    const lists = this.lists;
    const depth = lists.depth;
    const highWater = below ? x : corpus.highWater;
    if (this.counts.length < highWater * SECTION_COUNT) {
      this.counts = new Int32Array(Math.max(highWater * 2, 64) * SECTION_COUNT);
    }
    const counts = this.counts;
    this.countSharedRareWords(x, highWater);

    const W = corpus.bitWords;
    const bits = corpus.bits;
    const alive = corpus.alive;
    const times = corpus.times;
    const masks = corpus.fieldMasks;
    const extras = corpus.fieldExtras;
    const sizes = corpus.sizes;
    const floors = lists.floors;
    const xq = x * SECTION_COUNT;
    const x0 = sizes[xq]!;
    const x1 = sizes[xq + 1]!;
    const x2 = sizes[xq + 2]!;
    const x3 = sizes[xq + 3]!;
    const xTime = times[x]!;
    const xMask = masks[x]!;
    const xHasExtras = extras[x] !== null;
    const xBits = x * SECTION_COUNT * W;

    const bestSlots = this.bestSlots;
    const bestScores = this.bestScores;
    let bestLength = 0;
    let bestFloor = -Infinity;

    for (let y = 0; y < highWater; y += 1) {
      if (alive[y] === 0 || y === x) continue;
      const yq = y * SECTION_COUNT;
      const sharedMask = xMask & masks[y]!;
      let fields = POPCOUNT16[sharedMask & 0xffff]! + POPCOUNT16[sharedMask >>> 16]!;
      if (xHasExtras && extras[y] !== null) fields = corpus.sharedFields(x, y);
      let s0 = counts[yq]!;
      let s1 = counts[yq + 1]!;
      let s2 = counts[yq + 2]!;
      let s3 = counts[yq + 3]!;
      if (W > 0) {
        const yBits = yq * W;
        for (let w = 0; w < W; w += 1) {
          const b0 = bits[xBits + w]! & bits[yBits + w]!;
          s0 += POPCOUNT16[b0 & 0xffff]! + POPCOUNT16[b0 >>> 16]!;
          const b1 = bits[xBits + W + w]! & bits[yBits + W + w]!;
          s1 += POPCOUNT16[b1 & 0xffff]! + POPCOUNT16[b1 >>> 16]!;
          const b2 = bits[xBits + 2 * W + w]! & bits[yBits + 2 * W + w]!;
          s2 += POPCOUNT16[b2 & 0xffff]! + POPCOUNT16[b2 >>> 16]!;
          const b3 = bits[xBits + 3 * W + w]! & bits[yBits + 3 * W + w]!;
          s3 += POPCOUNT16[b3 & 0xffff]! + POPCOUNT16[b3 >>> 16]!;
        }
      }
      // combineTerms and jaccardFromCounts, written out: the same operations in
      // the same order, so the doubles are identical to `score`'s.
      const delta = xTime - times[y]!;
      const total =
        3 * (s0 === 0 ? 0 : s0 / (x0 + sizes[yq]! - s0)) +
        2 * (s1 === 0 ? 0 : s1 / (x1 + sizes[yq + 1]! - s1)) +
        1.5 * (s2 === 0 ? 0 : s2 / (x2 + sizes[yq + 2]! - s2)) +
        1 * (s3 === 0 ? 0 : s3 / (x3 + sizes[yq + 3]! - s3)) +
        0.5 * fields +
        (delta <= WEEK && delta >= -WEEK ? 0.5 : 0);

      if (total >= bestFloor) {
        if (bestLength < depth) {
          bestLength = insertRanked(lists, bestSlots, bestScores, bestLength, y, total, true);
          if (bestLength === depth) bestFloor = bestScores[depth - 1]!;
        } else if (lists.ranksBefore(total, y, bestScores[depth - 1]!, bestSlots[depth - 1]!)) {
          insertRanked(lists, bestSlots, bestScores, bestLength, y, total, false);
          bestFloor = bestScores[depth - 1]!;
        }
      }
      if (offerToOthers && total >= floors[y]!) {
        const at = lists.offer(y, x, total);
        if (at >= 0 && at < k) onChange(y);
      }
    }

    counts.fill(0, 0, highWater * SECTION_COUNT);
    lists.set(x, bestSlots, bestScores, bestLength, below || bestLength === corpus.size - 1);
  }

  /** counts[y * 4 + s] = rare words idea y shares with idea x in section s. */
  private countSharedRareWords(x: number, limit: number): void {
    const counts = this.counts;
    const rare = this.corpus.rare.data;
    const base = this.corpus.rare.offsets[x]!;
    const postings = this.corpus.postings;
    const known = postings.lengths.length;
    for (let s = 0; s < SECTION_COUNT; s += 1) {
      const end = base + rare[base + s]!;
      for (let i = base + sectionStart(rare, base, s); i < end; i += 1) {
        const key = rare[i]! * SECTION_COUNT + s;
        if (key >= known) continue;
        const data = postings.data;
        const start = postings.offsets[key]!;
        const stop = start + postings.lengths[key]!;
        for (let j = start; j < stop; j += 1) {
          const y = data[j]!;
          if (y >= limit) break;
          counts[y * SECTION_COUNT + s]! += 1;
        }
      }
    }
  }
}

/**
 * Inserts (slot, score) into a ranked candidate array of capacity
 * `slots.length`, dropping the last entry when full; returns the new length.
 */
function insertRanked(
  lists: Neighbourhoods,
  slots: Int32Array,
  scores: Float64Array,
  length: number,
  slot: number,
  score: number,
  hasRoom: boolean,
): number {
  let at = hasRoom ? length : length - 1;
  while (at > 0 && lists.ranksBefore(score, slot, scores[at - 1]!, slots[at - 1]!)) {
    slots[at] = slots[at - 1]!;
    scores[at] = scores[at - 1]!;
    at -= 1;
  }
  slots[at] = slot;
  scores[at] = score;
  return hasRoom ? length + 1 : length;
}

/** The score of two ideas in the corpus, with the arithmetic of `Scanner.rank`. */
export function scorePair(corpus: Corpus, a: number, b: number): number {
  const aq = a * SECTION_COUNT;
  const bq = b * SECTION_COUNT;
  const sizes = corpus.sizes;
  return combineTerms(
    jaccardFromCounts(corpus.sharedWords(a, b, 0), sizes[aq]!, sizes[bq]!),
    jaccardFromCounts(corpus.sharedWords(a, b, 1), sizes[aq + 1]!, sizes[bq + 1]!),
    jaccardFromCounts(corpus.sharedWords(a, b, 2), sizes[aq + 2]!, sizes[bq + 2]!),
    jaccardFromCounts(corpus.sharedWords(a, b, 3), sizes[aq + 3]!, sizes[bq + 3]!),
    corpus.sharedFields(a, b),
    Math.abs(corpus.times[a]! - corpus.times[b]!) <= SEVEN_DAYS_MS,
  );
}
