import { POPCOUNT16 } from './bits.js';
import {
  createdAtMs,
  normaliseFields,
  SECTIONS,
  SEVEN_DAYS_MS,
  type SimilarityIdea,
} from './idea.js';
import { tokenize } from './tokenize.js';

/**
 * A card is what SPEC §5's score needs of an idea, in 48 bytes, so that a
 * new idea can be scored against every stored idea by reading blocks of
 * cards instead of the ideas' text: its id, creation instant, academic
 * fields as a bitmask, its word count per section, and which of the
 * {@link COMMON_WORDS} each section has, as a 32-bit mask per section.
 * Words not in that list ("rare" words) are counted through posting lists
 * (term -> slots) that the caller keeps; {@link scanCards} adds the two.
 *
 * Layout (little-endian, as typed arrays on every platform Node runs on):
 * bytes 0-7 created ms (float64); then uint32 words 2: id (0 = empty slot),
 * 3: field mask, 4-7: word counts of title, challenge, approach, impact,
 * 8-11: common-word masks of the same sections.
 */
export const CARD_BYTES = 48;
const CARD_WORDS = CARD_BYTES / 4;

/**
 * English words of 3+ letters so frequent that nearly every idea has some:
 * as posting lists they would list almost every idea; as bits they cost an
 * AND and a popcount. Which words are here changes speed only, never a score.
 * The list is fixed (not learnt from the data) so that cards written at any
 * time agree on what each bit means.
 */
export const COMMON_WORDS: readonly string[] = [
  'the',
  'and',
  'for',
  'with',
  'this',
  'that',
  'from',
  'are',
  'can',
  'not',
  'but',
  'have',
  'has',
  'its',
  'our',
  'their',
  'these',
  'which',
  'how',
  'into',
  'more',
  'such',
  'new',
  'use',
  'using',
  'between',
  'than',
  'other',
  'may',
  'will',
  'each',
  'within',
];
const COMMON_BIT = new Map(COMMON_WORDS.map((word, bit) => [word, bit]));

export type SectionCounts = [number, number, number, number];

/** An idea as a card, plus its rare words per section (sorted), which go to posting lists. */
export interface IdeaCard {
  id: number;
  createdMs: number;
  fieldMask: number;
  sizes: SectionCounts;
  common: SectionCounts;
  rare: [string[], string[], string[], string[]];
}

/**
 * The card of an idea. `fieldOrder` numbers the academic fields (at most 32,
 * compared trimmed and case-insensitively as the score does); a field not in
 * it throws, since two unknown fields could not be told apart by the mask.
 */
export function ideaCard(idea: SimilarityIdea, fieldOrder: readonly string[]): IdeaCard {
  if (fieldOrder.length > 32) throw new RangeError('A card holds at most 32 academic fields');
  const sizes: SectionCounts = [0, 0, 0, 0];
  const common: SectionCounts = [0, 0, 0, 0];
  const rare: IdeaCard['rare'] = [[], [], [], []];
  SECTIONS.forEach((section, s) => {
    const words = tokenize(idea[section]);
    sizes[s] = words.length;
    for (const word of words) {
      const bit = COMMON_BIT.get(word);
      if (bit === undefined) rare[s]!.push(word);
      else common[s] = (common[s]! | (1 << bit)) >>> 0;
    }
    rare[s]!.sort();
  });
  const order = normaliseFields(fieldOrder);
  let fieldMask = 0;
  for (const field of normaliseFields(idea.fields)) {
    const bit = order.indexOf(field);
    if (bit < 0) throw new RangeError(`Idea ${idea.id} has an unknown academic field: ${field}`);
    fieldMask = (fieldMask | (1 << bit)) >>> 0;
  }
  return { id: idea.id, createdMs: createdAtMs(idea), fieldMask, sizes, common, rare };
}

/** Writes `card` at position `index` of a block (a byte array of whole cards). */
export function writeCard(block: Uint8Array, index: number, card: Omit<IdeaCard, 'rare'>): void {
  const view = new DataView(block.buffer, block.byteOffset + index * CARD_BYTES, CARD_BYTES);
  view.setFloat64(0, card.createdMs, true);
  view.setUint32(8, card.id, true);
  view.setUint32(12, card.fieldMask, true);
  for (let s = 0; s < 4; s += 1) {
    view.setUint32(16 + 4 * s, card.sizes[s]!, true);
    view.setUint32(32 + 4 * s, card.common[s]!, true);
  }
}

/** Empties position `index` of a block: the slot no longer takes part in any scan. */
export function clearCard(block: Uint8Array, index: number): void {
  block.fill(0, index * CARD_BYTES, (index + 1) * CARD_BYTES);
}

/** The card at position `index` of a block, or null for an empty slot. */
export function readCard(block: Uint8Array, index: number): Omit<IdeaCard, 'rare'> | null {
  const view = new DataView(block.buffer, block.byteOffset + index * CARD_BYTES, CARD_BYTES);
  const id = view.getUint32(8, true);
  if (id === 0) return null;
  const sizes: SectionCounts = [0, 0, 0, 0];
  const common: SectionCounts = [0, 0, 0, 0];
  for (let s = 0; s < 4; s += 1) {
    sizes[s] = view.getUint32(16 + 4 * s, true);
    common[s] = view.getUint32(32 + 4 * s, true);
  }
  return {
    id,
    createdMs: view.getFloat64(0, true),
    fieldMask: view.getUint32(12, true),
    sizes,
    common,
  };
}

/** How many cards a block of `bytes` bytes holds. */
export function cardCount(block: Uint8Array): number {
  return Math.floor(block.byteLength / CARD_BYTES);
}

/** A block of cards, starting at slot `firstSlot`. Its bytes must start 8-byte aligned. */
export interface CardBlock {
  firstSlot: number;
  cards: Uint8Array;
}

/**
 * Scores `subject` against every card of `blocks` (empty slots and the
 * subject's own id skipped) and calls `visit(slot, id, createdMs, score)` for
 * each. `rareShared[slot * 4 + s]` must hold how many rare words the idea in
 * that slot shares with the subject in section s. The arithmetic is
 * `score`'s (see score.ts: combineTerms and jaccardFromCounts), written out in
 * the same order, so the doubles are identical to a brute-force scan's.
 */
export function scanCards(
  subject: Omit<IdeaCard, 'rare'>,
  blocks: Iterable<CardBlock>,
  rareShared: Int32Array,
  visit: (slot: number, id: number, createdMs: number, score: number) => void,
): void {
  const [x0, x1, x2, x3] = subject.sizes;
  const [c0, c1, c2, c3] = subject.common;
  const xTime = subject.createdMs;
  const xMask = subject.fieldMask;
  for (const { firstSlot, cards } of blocks) {
    const words = new Uint32Array(cards.buffer, cards.byteOffset, cardCount(cards) * CARD_WORDS);
    const times = new Float64Array(cards.buffer, cards.byteOffset, words.length / 2);
    for (let i = 0, w = 0; w < words.length; i += 1, w += CARD_WORDS) {
      const id = words[w + 2]!;
      if (id === 0 || id === subject.id) continue;
      const q = (firstSlot + i) * 4;
      const f = xMask & words[w + 3]!;
      const b0 = c0 & words[w + 8]!;
      const b1 = c1 & words[w + 9]!;
      const b2 = c2 & words[w + 10]!;
      const b3 = c3 & words[w + 11]!;
      const s0 = rareShared[q]! + POPCOUNT16[b0 & 0xffff]! + POPCOUNT16[b0 >>> 16]!;
      const s1 = rareShared[q + 1]! + POPCOUNT16[b1 & 0xffff]! + POPCOUNT16[b1 >>> 16]!;
      const s2 = rareShared[q + 2]! + POPCOUNT16[b2 & 0xffff]! + POPCOUNT16[b2 >>> 16]!;
      const s3 = rareShared[q + 3]! + POPCOUNT16[b3 & 0xffff]! + POPCOUNT16[b3 >>> 16]!;
      const createdMs = times[w / 2]!;
      const delta = xTime - createdMs;
      const score =
        3 * (s0 === 0 ? 0 : s0 / (x0 + words[w + 4]! - s0)) +
        2 * (s1 === 0 ? 0 : s1 / (x1 + words[w + 5]! - s1)) +
        1.5 * (s2 === 0 ? 0 : s2 / (x2 + words[w + 6]! - s2)) +
        1 * (s3 === 0 ? 0 : s3 / (x3 + words[w + 7]! - s3)) +
        0.5 * (POPCOUNT16[f & 0xffff]! + POPCOUNT16[f >>> 16]!) +
        (delta <= SEVEN_DAYS_MS && delta >= -SEVEN_DAYS_MS ? 0.5 : 0);
      visit(firstSlot + i, id, createdMs, score);
    }
  }
}
