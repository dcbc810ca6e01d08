import { ACADEMIC_FIELDS } from '@thisoneforfree/contracts';
import {
  cardCount,
  ideaCard,
  scanCards,
  TopList,
  type IdeaCard,
  type RankKey,
} from '@thisoneforfree/similarity';
import type { DB } from '../../db/database.js';
import { fieldsByIdea } from '../../data/idea-parts.js';
import { similarityRows } from '../../data/ideas.js';
import {
  allBlocks,
  postings,
  termIds,
  termKey,
  type PostingRow,
} from '../../data/similarity.js';
import { LIST_DEPTH } from './lists.js';

/**
 * The stored cards, read whole for one search: a few blobs (48 bytes an
 * idea), copied so their typed-array views are aligned. Nothing stays in
 * memory after the job that read them.
 */
export const BLOCK_SLOTS = 1024;

export interface LoadedBlock {
  block: number;
  firstSlot: number;
  cards: Uint8Array;
  floors: Float64Array;
}

export async function loadBlocks(db: DB): Promise<LoadedBlock[]> {
  return (await allBlocks(db)).map((row) => {
    const cards = new Uint8Array(row.cards);
    const floors = new Float64Array(new Uint8Array(row.floors).buffer);
    return { block: row.block, firstSlot: row.block * BLOCK_SLOTS, cards, floors };
  });
}

/** Slots in use or used (emptied ones included): the next new card's slot. */
export function slotCount(blocks: readonly LoadedBlock[]): number {
  const last = blocks.at(-1);
  return last ? last.firstSlot + cardCount(last.cards) : 0;
}

/** An idea's card, read from its current text; null when the idea is gone. */
export async function cardOfIdea(db: DB, ideaId: number): Promise<IdeaCard | null> {
  const [row] = await similarityRows(db, [ideaId]);
  if (!row) return null;
  const fields = (await fieldsByIdea(db, [ideaId])).get(ideaId) ?? [];
  return ideaCard({ ...row, fields, createdAt: row.created_at }, ACADEMIC_FIELDS);
}

export interface RareWords {
  /** Term id of each rare word, and its section. */
  terms: { id: number; section: number }[];
  /** Their posting chunks, in chunk order per term. */
  postings: PostingRow[];
}

/** The rare words of `card` with their postings; `create` stores words never seen before. */
export async function rareWordsOf(db: DB, card: IdeaCard, create: boolean): Promise<RareWords> {
  const refs = card.rare.flatMap((words, section) => words.map((word) => ({ section, word })));
  const ids = await termIds(db, refs, create);
  const terms = refs.flatMap(({ section, word }) => {
    const id = ids.get(termKey(section, word));
    return id === undefined ? [] : [{ id, section }];
  });
  return { terms, postings: await postings(db, terms.map((term) => term.id)) };
}

/** rareShared[slot * 4 + s]: rare words of section s the idea in `slot` shares with the subject. */
export function countRareShared(rare: RareWords, slots: number): Int32Array {
  const counts = new Int32Array(slots * 4);
  const sectionOf = new Map(rare.terms.map((term) => [term.id, term.section]));
  for (const row of rare.postings) {
    const section = sectionOf.get(row.term_id)!;
    const packed = new Uint32Array(new Uint8Array(row.slots).buffer);
    for (const slot of packed) counts[slot * 4 + section]! += 1;
  }
  return counts;
}

export interface Offer extends RankKey {
  slot: number;
}

/**
 * Scores the subject against every stored idea: its best LIST_DEPTH, and
 * (with `offers`) the ideas whose list it may enter, those where it scores at
 * least the list's floor score (the exact tie rule is applied on writing).
 */
export function rankAgainstAll(
  subject: IdeaCard,
  blocks: readonly LoadedBlock[],
  rareShared: Int32Array,
  withOffers: boolean,
): { top: TopList; offers: Offer[] } {
  const top = new TopList(LIST_DEPTH);
  const offers: Offer[] = [];
  for (const block of blocks) {
    scanCards(subject, [block], rareShared, (slot, id, createdMs, score) => {
      top.offer({ id, createdMs, score });
      if (withOffers && score >= block.floors[slot - block.firstSlot]!) {
        offers.push({ slot, id, createdMs, score });
      }
    });
  }
  return { top, offers };
}
