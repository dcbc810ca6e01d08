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
import { allBlocks, allFloorChunks } from '../../data/similarity.js';
import { LIST_DEPTH } from './lists.js';
import { Postings } from './postings.js';

/**
 * The stored cards, read whole for one search: a few blobs (48 bytes an
 * idea), copied only where a typed-array view would not be aligned, with each
 * slot's list floor score (8 bytes, stored in chunks of FLOOR_CHUNK_SLOTS: a
 * new idea changes a few floors anywhere, and rewrites only their chunks).
 * Nothing stays in memory after the job that read them.
 */
export const BLOCK_SLOTS = 1024;
export const FLOOR_CHUNK_SLOTS = 128;

export interface LoadedBlock {
  block: number;
  firstSlot: number;
  cards: Uint8Array;
  floors: Float64Array;
}

export async function loadBlocks(db: DB): Promise<LoadedBlock[]> {
  const [rows, floorChunks] = await Promise.all([allBlocks(db), allFloorChunks(db)]);
  const blocks = rows.map((row) => {
    const cards = aligned(row.cards);
    const floors = new Float64Array(cardCount(cards));
    return { block: row.block, firstSlot: row.block * BLOCK_SLOTS, cards, floors };
  });
  for (const { chunk, floors } of floorChunks) {
    const slot = chunk * FLOOR_CHUNK_SLOTS;
    const block = blocks[Math.floor(slot / BLOCK_SLOTS)]!;
    const values = new Float64Array(new Uint8Array(floors).buffer);
    block.floors.set(values, slot - block.firstSlot);
  }
  return blocks;
}

/** The floors of chunk `chunk` as stored: a view of its block's floors. */
export function floorChunk(blocks: readonly LoadedBlock[], chunk: number): Uint8Array {
  const slot = chunk * FLOOR_CHUNK_SLOTS;
  const block = blocks[Math.floor(slot / BLOCK_SLOTS)]!;
  const start = slot - block.firstSlot;
  const floors = block.floors.subarray(start, start + FLOOR_CHUNK_SLOTS);
  return new Uint8Array(floors.buffer, floors.byteOffset, floors.byteLength);
}

/** The bytes themselves when they start 8-byte aligned in a buffer of their own, else a copy. */
function aligned(bytes: Uint8Array): Uint8Array {
  return bytes.byteOffset % 8 === 0 ? bytes : new Uint8Array(bytes);
}

/** Slots in use or used (emptied ones included): the next new card's slot. */
export function slotCount(blocks: readonly LoadedBlock[]): number {
  const last = blocks.at(-1);
  return last ? last.firstSlot + cardCount(last.cards) : 0;
}

/** The cards of the ideas that exist among `ideaIds`, from their current text, in the order given. */
export async function cardsOfIdeas(db: DB, ideaIds: readonly number[]): Promise<IdeaCard[]> {
  const [rows, fields] = await Promise.all([
    similarityRows(db, ideaIds),
    fieldsByIdea(db, ideaIds),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ideaIds.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    const idea = { ...row, fields: fields.get(id) ?? [], createdAt: row.created_at };
    return [ideaCard(idea, ACADEMIC_FIELDS)];
  });
}

/** An idea's card, read from its current text; null when the idea is gone. */
export async function cardOfIdea(db: DB, ideaId: number): Promise<IdeaCard | null> {
  return (await cardsOfIdeas(db, [ideaId]))[0] ?? null;
}

/** How many rare words each stored slot shares with `subject`, per section (what scanCards adds to the bits). */
export async function rareSharedWith(
  db: DB,
  subject: IdeaCard,
  blocks: readonly LoadedBlock[],
): Promise<Int32Array> {
  const postings = await Postings.load(db, [subject], false);
  return postings.countShared(subject, slotCount(blocks));
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
  let floor = -Infinity;
  for (const block of blocks) {
    scanCards(subject, [block], rareShared, (slot, id, createdMs, score) => {
      // Most ideas rank below the list's last entry: no object for them.
      if (score >= floor) {
        top.offer({ id, createdMs, score });
        floor = top.floorScore;
      }
      if (withOffers && score >= block.floors[slot - block.firstSlot]!) {
        offers.push({ slot, id, createdMs, score });
      }
    });
  }
  return { top, offers };
}
