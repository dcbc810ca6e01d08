import { Arena } from './arena.js';
import { grown, popcount32, sortedIntersectionSize } from './bits.js';
import { SECTIONS, createdAtMs, normaliseFields, type SimilarityIdea } from './idea.js';
import { tokenize } from './tokenize.js';

export const SECTION_COUNT = SECTIONS.length;

/** Field ids below this live in a 32-bit mask; rarer extra fields in a sorted list. */
const FIELD_MASK_BITS = 32;

/** An idea tokenised, before it is given a slot. */
export interface PreparedIdea {
  readonly id: number;
  readonly time: number;
  readonly fields: readonly string[];
  /** Distinct words of each section, in SECTIONS order. */
  readonly words: readonly (readonly string[])[];
}

export function prepareIdea(idea: SimilarityIdea): PreparedIdea {
  return {
    id: idea.id,
    time: createdAtMs(idea),
    fields: normaliseFields(idea.fields),
    words: SECTIONS.map((section) => tokenize(idea[section])),
  };
}

/**
 * The ideas of an index in a layout made for scanning: one slot per idea in
 * flat typed arrays. A section's words are split in two by how common they
 * are. The most common words ("the", "and", "method"...) get a bit each, so
 * the shared common words of two ideas are an AND and a popcount. The other
 * words stay as sorted token ids with posting lists, so the shared rare words
 * of one idea with all others are counted by walking a few short lists. Any
 * split gives the same counts; it only moves work.
 */
export class Corpus {
  /** 32-bit words of each section's bitset of common words. */
  readonly bitWords: number;
  /** Ideas in the corpus. */
  size = 0;
  /** Slots in use or freed; scans stop here. */
  highWater = 0;

  ids = new Float64Array(0);
  alive = new Uint8Array(0);
  times = new Float64Array(0);
  fieldMasks = new Int32Array(0);
  /** Sorted field ids >= 32, for the rare corpus with more than 32 distinct field names. */
  fieldExtras: (Int32Array | null)[] = [];
  /** Distinct words per slot and section (index slot * 4 + section). */
  sizes = new Int32Array(0);
  /** Of those, the common words kept as bits. */
  commonSizes = new Int32Array(0);
  /** Bitsets of common words, `bitWords` per slot and section. */
  bits = new Int32Array(0);
  /**
   * Per slot: 4 section ends (relative to the list's start), then each
   * section's sorted rare token ids.
   */
  readonly rare = new Arena();
  /** Posting lists of rare words: slots, in list token * 4 + section. */
  readonly postings = new Arena();

  readonly slotOf = new Map<number, number>();
  private readonly vocabulary = new Map<string, number>();
  private bitOfToken = new Int32Array(0);
  private commonTokens = 0;
  private readonly fieldIds = new Map<string, number>();
  private readonly freeSlots: number[] = [];

  constructor(commonWordBits: number) {
    this.bitWords = Math.max(0, Math.ceil(commonWordBits / 32));
  }

  get commonWordCapacity(): number {
    return this.bitWords * 32;
  }

  get freeCommonBits(): number {
    return this.commonWordCapacity - this.commonTokens;
  }

  /** Gives the idea a slot and its arrays; it joins the posting lists only on {@link link}. */
  insert(idea: PreparedIdea): number {
    const slot = this.allocate();
    this.ids[slot] = idea.id;
    this.times[slot] = idea.time;
    this.alive[slot] = 1;
    this.slotOf.set(idea.id, slot);
    this.size += 1;

    let mask = 0;
    const extras: number[] = [];
    for (const field of idea.fields) {
      const id = this.fieldId(field);
      if (id < FIELD_MASK_BITS) mask |= 1 << id;
      else extras.push(id);
    }
    this.fieldMasks[slot] = mask;
    this.fieldExtras[slot] =
      extras.length > 0 ? Int32Array.from(extras.sort((a, b) => a - b)) : null;

    const W = this.bitWords;
    this.bits.fill(0, slot * SECTION_COUNT * W, (slot + 1) * SECTION_COUNT * W);
    const rareIds: number[][] = [];
    for (let s = 0; s < SECTION_COUNT; s += 1) {
      const words = idea.words[s] ?? [];
      const rare: number[] = [];
      let common = 0;
      for (const word of words) {
        const token = this.tokenId(word);
        const bit = this.bitOfToken[token]!;
        if (bit >= 0) {
          this.bits[(slot * SECTION_COUNT + s) * W + (bit >>> 5)]! |= 1 << (bit & 31);
          common += 1;
        } else rare.push(token);
      }
      this.sizes[slot * SECTION_COUNT + s] = words.length;
      this.commonSizes[slot * SECTION_COUNT + s] = common;
      rareIds.push(rare.sort((a, b) => a - b));
    }
    this.rare.set(slot, packSections(rareIds));
    return slot;
  }

  /** Adds the slot's rare words to the posting lists. */
  link(slot: number): void {
    this.forEachRare(slot, (key) => this.postings.push(key, slot));
  }

  /** Removes the idea in `slot` altogether; the slot may be reused. */
  delete(slot: number): void {
    this.forEachRare(slot, (key) => {
      this.postings.removeUnordered(key, slot);
      if (this.postings.lengths[key] === 0) this.postings.clear(key);
    });
    this.slotOf.delete(this.ids[slot]!);
    this.alive[slot] = 0;
    this.rare.clear(slot);
    this.fieldExtras[slot] = null;
    this.size -= 1;
    this.freeSlots.push(slot);
  }

  /** Gives back the spare room of the pooled lists, after a bulk build. */
  trim(): void {
    this.rare.trim();
    this.postings.trim();
  }

  /** Moves a word from the posting lists to the bitsets, if a bit is free. */
  promote(word: string): boolean {
    return this.promoteToken(this.tokenId(word));
  }

  private promoteToken(token: number): boolean {
    if (this.freeCommonBits === 0 || this.bitOfToken[token]! >= 0) return false;
    const bit = this.commonTokens;
    this.commonTokens += 1;
    this.bitOfToken[token] = bit;
    const W = this.bitWords;
    for (let s = 0; s < SECTION_COUNT; s += 1) {
      const key = token * SECTION_COUNT + s;
      for (const slot of this.postings.toArray(key)) {
        this.bits[(slot * SECTION_COUNT + s) * W + (bit >>> 5)]! |= 1 << (bit & 31);
        this.commonSizes[slot * SECTION_COUNT + s]! += 1;
        this.rare.set(slot, withoutToken(this.rare.toArray(slot), s, token));
      }
      this.postings.clear(key);
    }
    return true;
  }

  /** Promotes a word whose posting list has outgrown `threshold`, if any of the slot's words has. */
  promoteCommonWordsOf(slot: number, threshold: number): void {
    if (this.freeCommonBits === 0) return;
    const crowded = new Set<number>();
    this.forEachRare(slot, (key) => {
      if (this.postings.lengths[key]! >= threshold) crowded.add(Math.floor(key / SECTION_COUNT));
    });
    for (const token of crowded) this.promoteToken(token);
  }

  /** Shared words of two slots in one section. */
  sharedWords(a: number, b: number, section: number): number {
    const W = this.bitWords;
    const aBits = (a * SECTION_COUNT + section) * W;
    const bBits = (b * SECTION_COUNT + section) * W;
    let shared = 0;
    for (let w = 0; w < W; w += 1)
      shared += popcount32(this.bits[aBits + w]! & this.bits[bBits + w]!);
    const data = this.rare.data;
    const baseA = this.rare.offsets[a]!;
    const baseB = this.rare.offsets[b]!;
    return (
      shared +
      sortedIntersectionSize(
        data,
        baseA + sectionStart(data, baseA, section),
        baseA + data[baseA + section]!,
        data,
        baseB + sectionStart(data, baseB, section),
        baseB + data[baseB + section]!,
      )
    );
  }

  /** Academic fields two slots share. */
  sharedFields(a: number, b: number): number {
    let shared = popcount32(this.fieldMasks[a]! & this.fieldMasks[b]!);
    const extraA = this.fieldExtras[a];
    const extraB = this.fieldExtras[b];
    if (extraA && extraB) {
      shared += sortedIntersectionSize(extraA, 0, extraA.length, extraB, 0, extraB.length);
    }
    return shared;
  }

  private forEachRare(slot: number, visit: (key: number) => void): void {
    const rare = this.rare.toArray(slot);
    for (let s = 0; s < SECTION_COUNT; s += 1) {
      const end = rare[s]!;
      for (let i = s === 0 ? SECTION_COUNT : rare[s - 1]!; i < end; i += 1) {
        visit(rare[i]! * SECTION_COUNT + s);
      }
    }
  }

  private tokenId(word: string): number {
    let token = this.vocabulary.get(word);
    if (token === undefined) {
      token = this.vocabulary.size;
      this.vocabulary.set(word, token);
      if (token >= this.bitOfToken.length) {
        const next = new Int32Array(Math.max(1024, this.bitOfToken.length * 2)).fill(-1);
        next.set(this.bitOfToken);
        this.bitOfToken = next;
      }
    }
    return token;
  }

  private fieldId(field: string): number {
    let id = this.fieldIds.get(field);
    if (id === undefined) {
      id = this.fieldIds.size;
      this.fieldIds.set(field, id);
    }
    return id;
  }

  private allocate(): number {
    const reused = this.freeSlots.pop();
    if (reused !== undefined) return reused;
    const slot = this.highWater;
    this.highWater += 1;
    const capacity = this.highWater;
    this.ids = grown(this.ids, capacity);
    this.alive = grown(this.alive, capacity);
    this.times = grown(this.times, capacity);
    this.fieldMasks = grown(this.fieldMasks, capacity);
    this.sizes = grown(this.sizes, capacity * SECTION_COUNT);
    this.commonSizes = grown(this.commonSizes, capacity * SECTION_COUNT);
    this.bits = grown(this.bits, capacity * SECTION_COUNT * this.bitWords);
    return slot;
  }
}

/** Where section `section` of the packed rare-token list at `base` starts, relative to `base`. */
export function sectionStart(data: Int32Array, base: number, section: number): number {
  return section === 0 ? SECTION_COUNT : data[base + section - 1]!;
}

function packSections(sections: readonly (readonly number[])[]): Int32Array {
  let total = SECTION_COUNT;
  for (const tokens of sections) total += tokens.length;
  const packed = new Int32Array(total);
  let at = SECTION_COUNT;
  sections.forEach((tokens, s) => {
    packed.set(tokens, at);
    at += tokens.length;
    packed[s] = at;
  });
  return packed;
}

function withoutToken(packed: readonly number[], section: number, token: number): Int32Array {
  const sections: number[][] = [];
  for (let s = 0; s < SECTION_COUNT; s += 1) {
    const tokens = packed.slice(s === 0 ? SECTION_COUNT : packed[s - 1], packed[s]);
    sections.push(s === section ? tokens.filter((t) => t !== token) : tokens);
  }
  return packSections(sections);
}
