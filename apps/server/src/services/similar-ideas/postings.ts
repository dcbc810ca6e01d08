import type { DB } from '../../db/database.js';
import {
  postings,
  savePostings,
  termIds,
  termKey,
  type PostingRow,
} from '../../data/similarity.js';
import type { IdeaCard } from '@thisoneforfree/similarity';

/**
 * Slots per posting chunk (2 KB of packed uint32). A new idea rewrites the
 * last chunk of each of its rare words inside the job's transaction, which
 * holds SQLite's one write lock: small chunks keep that write small (a
 * chunk written before this size, up to 4096 slots, is read as it is and
 * counts as full).
 */
const POSTING_CHUNK = 512;

export interface Term {
  id: number;
  section: number;
}

interface Chunk {
  chunk: number;
  slots: Uint32Array;
  length: number;
  dirty: boolean;
}

/**
 * The posting lists (rare word -> slots) of the words of the ideas one job
 * handles, read once, counted from and appended to in memory, and written
 * back once at the end of the job (only the chunks that changed).
 */
export class Postings {
  private constructor(
    private readonly ids: Map<string, number>,
    private readonly chunks: Map<number, Chunk[]>,
  ) {}

  /** The postings of the rare words of `cards`; with `create`, words never seen before are stored. */
  static async load(db: DB, cards: readonly IdeaCard[], create: boolean): Promise<Postings> {
    const refs = new Map<string, { section: number; word: string }>();
    for (const card of cards)
      card.rare.forEach((words, section) => {
        for (const word of words) refs.set(termKey(section, word), { section, word });
      });
    const ids = await termIds(db, [...refs.values()], create);
    const chunks = new Map<number, Chunk[]>();
    for (const row of await postings(db, [...ids.values()])) {
      const slots = new Uint32Array(new Uint8Array(row.slots).buffer);
      const list = chunks.get(row.term_id) ?? [];
      list.push({ chunk: row.chunk, slots, length: slots.length, dirty: false });
      chunks.set(row.term_id, list);
    }
    return new Postings(ids, chunks);
  }

  /** The stored terms of a card's rare words. */
  termsOf(card: IdeaCard): Term[] {
    return card.rare.flatMap((words, section) =>
      words.flatMap((word) => {
        const id = this.ids.get(termKey(section, word));
        return id === undefined ? [] : [{ id, section }];
      }),
    );
  }

  /** rareShared[slot * 4 + s]: rare words of section s the idea in `slot` shares with `card`. */
  countShared(card: IdeaCard, slots: number): Int32Array {
    const counts = new Int32Array(slots * 4);
    for (const { id, section } of this.termsOf(card)) {
      for (const chunk of this.chunks.get(id) ?? []) {
        const packed = chunk.slots;
        for (let i = 0; i < chunk.length; i += 1) counts[packed[i]! * 4 + section]! += 1;
      }
    }
    return counts;
  }

  /** How many posting entries counting `card` reads (for the benchmark). */
  entriesOf(card: IdeaCard): number {
    let entries = 0;
    for (const { id } of this.termsOf(card))
      for (const chunk of this.chunks.get(id) ?? []) entries += chunk.length;
    return entries;
  }

  /** Adds `slot` to the postings of the card's rare words. */
  append(card: IdeaCard, slot: number): void {
    for (const { id } of this.termsOf(card)) {
      const list = this.chunks.get(id) ?? [];
      this.chunks.set(id, list);
      let last = list.at(-1);
      if (!last || last.length >= POSTING_CHUNK) {
        last = {
          chunk: last ? last.chunk + 1 : 0,
          slots: new Uint32Array(16),
          length: 0,
          dirty: true,
        };
        list.push(last);
      }
      if (last.length === last.slots.length) {
        const grown = new Uint32Array(Math.min(POSTING_CHUNK, last.slots.length * 2));
        grown.set(last.slots);
        last.slots = grown;
      }
      last.slots[last.length] = slot;
      last.length += 1;
      last.dirty = true;
    }
  }

  /** Writes the chunks that changed. */
  async save(db: DB): Promise<void> {
    const rows: PostingRow[] = [];
    for (const [termId, list] of this.chunks) {
      for (const chunk of list) {
        if (!chunk.dirty) continue;
        const bytes = new Uint8Array(chunk.slots.buffer, 0, chunk.length * 4);
        rows.push({ term_id: termId, chunk: chunk.chunk, slots: bytes });
        chunk.dirty = false;
      }
    }
    await savePostings(db, rows);
  }
}
