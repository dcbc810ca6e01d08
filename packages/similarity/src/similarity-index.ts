import { grown } from './bits.js';
import { Corpus, SECTION_COUNT, prepareIdea, type PreparedIdea } from './corpus.js';
import { fingerprintPrepared } from './fingerprint.js';
import { assertValidId, type SimilarityIdea } from './idea.js';
import { Neighbourhoods } from './neighbours.js';
import { Scanner, scorePair } from './scan.js';

export interface SimilarityIndexOptions {
  /** The largest k that `topK` answers, 3 by default (SPEC §9: 3 similar ideas). */
  readonly k?: number;
  /**
   * Matches kept per idea, at least `k`; `k + 5` by default. The extra ones
   * stand in when a match is removed, so a removal rarely needs a rescan.
   */
  readonly depth?: number;
  /** Common words kept as bitsets (a multiple of 32, 32 by default); tuning only, results do not depend on it. */
  readonly commonWords?: number;
}

/** One similar idea: its id and its score against the idea asked about. */
export interface SimilarIdea {
  readonly id: number;
  readonly score: number;
}

export interface SimilarityIndex {
  /** The largest k `topK` answers. */
  readonly k: number;
  /** Matches kept per idea. */
  readonly depth: number;
  /** The number of ideas in the index. */
  readonly size: number;
  has(id: number): boolean;
  /** The ids of the ideas in the index, in no particular order. */
  ids(): number[];
  /**
   * Adds an idea (or replaces the one with its id) and updates every list it
   * enters. Returns the ids whose `topK(id, k)` answer changed, the idea's own
   * included, so a caller can refresh what it stores of them.
   */
  add(idea: SimilarityIdea): number[];
  /**
   * Adds many ideas: the bulk build for start-up and migrations. Faster than
   * `add` in a loop because it sees all words first and picks the common ones.
   */
  addMany(ideas: Iterable<SimilarityIdea>): void;
  /** Removes an idea; returns the ids whose `topK(id, k)` answer changed. Unknown ids are ignored. */
  remove(id: number): number[];
  /**
   * The k (default and at most the index's k) ideas most similar to `id`, best
   * first, excluding `id` itself. Ties go to the newer idea, then the lower id.
   * An unknown id has none. Reads a stored list: O(k).
   */
  topK(id: number, k?: number): SimilarIdea[];
  /** A JSON-safe snapshot for `restoreSimilarityIndex`. */
  serialize(): SerializedSimilarityIndex;
}

/**
 * What `serialize` returns: each idea's ranked match ids and a fingerprint of
 * its content. The words are not stored; `restoreSimilarityIndex` reads them
 * again from the ideas, which the caller has anyway.
 */
export interface SerializedSimilarityIndex {
  readonly format: 'thisoneforfree-similarity';
  readonly version: 1;
  readonly k: number;
  readonly depth: number;
  readonly ideas: readonly SerializedIdea[];
}

export interface SerializedIdea {
  readonly id: number;
  /** `fingerprint(idea)` when the list was made; a different one means the idea changed. */
  readonly fingerprint: number;
  /** Match ids, best first: a prefix of the idea's ranking. */
  readonly neighbours: readonly number[];
}

const DEFAULT_K = 3;
const DEFAULT_EXTRA_DEPTH = 5;
const DEFAULT_COMMON_WORDS = 32;

/** An empty index. */
export function createSimilarityIndex(options: SimilarityIndexOptions = {}): SimilarityIndex {
  return new Index(options);
}

/** An index of `ideas`, built in bulk. */
export function buildSimilarityIndex(
  ideas: Iterable<SimilarityIdea>,
  options: SimilarityIndexOptions = {},
): SimilarityIndex {
  const index = new Index(options);
  index.addMany(ideas);
  return index;
}

export class Index implements SimilarityIndex {
  readonly k: number;
  readonly depth: number;
  readonly corpus: Corpus;
  readonly lists: Neighbourhoods;
  private readonly scanner: Scanner;
  private fingerprints = new Float64Array(0);

  constructor(options: SimilarityIndexOptions) {
    this.k = options.k ?? DEFAULT_K;
    this.depth = options.depth ?? this.k + DEFAULT_EXTRA_DEPTH;
    if (!Number.isSafeInteger(this.k) || this.k < 1)
      throw new RangeError('k must be a positive integer');
    if (!Number.isSafeInteger(this.depth) || this.depth < this.k) {
      throw new RangeError('depth must be an integer >= k');
    }
    this.corpus = new Corpus(options.commonWords ?? DEFAULT_COMMON_WORDS);
    this.lists = new Neighbourhoods(
      this.depth,
      () => this.corpus.times,
      () => this.corpus.ids,
    );
    this.scanner = new Scanner(this.corpus, this.lists);
  }

  get size(): number {
    return this.corpus.size;
  }

  has(id: number): boolean {
    return this.corpus.slotOf.has(id);
  }

  ids(): number[] {
    return [...this.corpus.slotOf.keys()];
  }

  add(idea: SimilarityIdea): number[] {
    return this.addPrepared(prepare(idea));
  }

  addMany(ideas: Iterable<SimilarityIdea>): void {
    const prepared = Array.from(ideas, prepare);
    this.promoteCommonWords(prepared);
    for (const idea of prepared) this.addPrepared(idea);
    this.corpus.trim();
  }

  remove(id: number): number[] {
    const removed = this.corpus.slotOf.get(id);
    if (removed === undefined) return [];
    const { corpus, lists } = this;
    lists.lengths[removed] = 0;
    corpus.delete(removed);

    const changed: number[] = [];
    const rescan: number[] = [];
    const wanted = Math.min(this.k, corpus.size - 1);
    for (let y = 0; y < corpus.highWater; y += 1) {
      if (corpus.alive[y] === 0) continue;
      const at = lists.withdraw(y, removed);
      // A list as long as there are other ideas holds them all: any new idea may enter.
      if (lists.lengths[y] === corpus.size - 1) lists.markComplete(y);
      if (at < 0) continue;
      if (at < this.k) changed.push(corpus.ids[y]!);
      if (lists.complete[y] === 0 && lists.lengths[y]! < wanted) rescan.push(y);
    }
    for (const y of rescan) this.scanner.rank(y, false, this.k, ignore);
    return changed;
  }

  topK(id: number, k: number = this.k): SimilarIdea[] {
    if (!Number.isSafeInteger(k) || k > this.k) {
      throw new RangeError(`k must be an integer <= ${this.k}, the index's k`);
    }
    const slot = this.corpus.slotOf.get(id);
    if (slot === undefined || k <= 0) return [];
    const base = slot * this.depth;
    const count = Math.min(k, this.lists.lengths[slot]!);
    const result: SimilarIdea[] = [];
    for (let i = 0; i < count; i += 1) {
      result.push({
        id: this.corpus.ids[this.lists.slots[base + i]!]!,
        score: this.lists.scores[base + i]!,
      });
    }
    return result;
  }

  serialize(): SerializedSimilarityIndex {
    const { corpus, lists } = this;
    const ideas: SerializedIdea[] = [];
    for (let slot = 0; slot < corpus.highWater; slot += 1) {
      if (corpus.alive[slot] === 0) continue;
      const base = slot * this.depth;
      const neighbours: number[] = [];
      for (let i = 0; i < lists.lengths[slot]!; i += 1)
        neighbours.push(corpus.ids[lists.slots[base + i]!]!);
      ideas.push({ id: corpus.ids[slot]!, fingerprint: this.fingerprints[slot]!, neighbours });
    }
    return { format: 'thisoneforfree-similarity', version: 1, k: this.k, depth: this.depth, ideas };
  }

  /** Puts an idea in the corpus without ranking anything; see `restoreSimilarityIndex`. */
  insertUnranked(idea: PreparedWithFingerprint): number {
    if (this.has(idea.id)) throw new Error(`Idea ${idea.id} is given twice`);
    const slot = this.corpus.insert(idea);
    this.corpus.link(slot);
    this.lists.ensureCapacity(this.corpus.highWater);
    this.fingerprints = grown(this.fingerprints, this.corpus.highWater);
    this.fingerprints[slot] = idea.fingerprint;
    return slot;
  }

  /** The exact score of two ideas in the index, as a scan computes it. */
  scoreSlots(a: number, b: number): number {
    return scorePair(this.corpus, a, b);
  }

  rescan(slot: number): void {
    this.scanner.rank(slot, false, this.k, ignore);
  }

  addPrepared(idea: PreparedWithFingerprint): number[] {
    const changed = this.has(idea.id) ? this.remove(idea.id) : [];
    const slot = this.corpus.insert(idea);
    this.lists.ensureCapacity(this.corpus.highWater);
    this.fingerprints = grown(this.fingerprints, this.corpus.highWater);
    this.fingerprints[slot] = idea.fingerprint;
    const ids = this.corpus.ids;
    this.scanner.rank(slot, true, this.k, (owner) => changed.push(ids[owner]!));
    changed.push(idea.id);
    this.corpus.link(slot);
    this.corpus.promoteCommonWordsOf(slot, Math.max(32, this.corpus.size >>> 6));
    return [...new Set(changed)];
  }

  /** Gives the free common-word bits to the words most ideas of a batch use. */
  promoteCommonWords(ideas: readonly PreparedIdea[]): void {
    const free = this.corpus.freeCommonBits;
    if (free === 0) return;
    const frequency = new Map<string, number>();
    for (const idea of ideas) {
      for (let s = 0; s < SECTION_COUNT; s += 1) {
        for (const word of idea.words[s] ?? []) frequency.set(word, (frequency.get(word) ?? 0) + 1);
      }
    }
    const minimum = Math.max(8, ideas.length >>> 10);
    const common = [...frequency].filter(([, count]) => count >= minimum);
    common.sort((a, b) => b[1] - a[1]);
    for (const [word] of common.slice(0, free)) this.corpus.promote(word);
  }
}

export interface PreparedWithFingerprint extends PreparedIdea {
  readonly fingerprint: number;
}

export function prepare(idea: SimilarityIdea): PreparedWithFingerprint {
  assertValidId(idea.id);
  const prepared = prepareIdea(idea);
  return { ...prepared, fingerprint: fingerprintPrepared(prepared) };
}

function ignore(): void {}
