import { LIMITS } from '@thisoneforfree/contracts';
import {
  CARD_BYTES,
  clearCard,
  ranksBefore,
  readCard,
  writeCard,
  type IdeaCard,
} from '@thisoneforfree/similarity';
import type { DB } from '../../db/database.js';
import {
  deleteNeighbours,
  deleteProfile,
  insertNeighbours,
  insertProfile,
  neighbourList,
  profile,
  profiles,
  saveBlock,
  takeOutOfLists,
  updateListState,
  type ListState,
} from '../../data/similarity.js';
import {
  BLOCK_SLOTS,
  cardOfIdea,
  cardsOfIdeas,
  loadBlocks,
  rankAgainstAll,
  slotCount,
  type LoadedBlock,
  type Offer,
} from './corpus.js';
import { floorOf, LIST_DEPTH, neighbourRow, stateFromRows } from './lists.js';
import { Postings } from './postings.js';

/**
 * Keeps the similar-ideas tables exact as ideas come, change and go (see
 * README.md for why every list stays a prefix of its idea's full ranking).
 * Each runs its searches outside a transaction (only the one process holding
 * the lease writes these tables, so what it read stays true) and writes in
 * one transaction, which `finish` joins (the job queue deletes the job there).
 */
export type Finish = (trx: DB) => Promise<void>;

/**
 * (Re)makes ideas' entries from their current text: the 'add' jobs, for new
 * or edited ideas, several at once when they queue up (a first fill): the
 * cards and postings are read once and written once for all of them, each
 * idea scored against every stored idea and those before it in the batch.
 */
export async function addToSimilarIdeas(
  db: DB,
  ideaIds: readonly number[],
  finish: Finish,
): Promise<void> {
  const ids = [...new Set(ideaIds)];
  // Edited ideas are in the tables already: out first, then in with their new text.
  for (const edited of await profiles(db, ids)) {
    await removeFromSimilarIdeas(db, edited.idea_id, async () => {});
  }
  const cards = await cardsOfIdeas(db, ids);
  const blocks = await loadBlocks(db);
  const postings = await Postings.load(db, cards, true);

  await db.transaction().execute(async (trx) => {
    const changed = new Set<LoadedBlock>();
    for (const card of cards) {
      const slot = slotCount(blocks);
      const shared = postings.countShared(card, slot);
      const { top, offers } = rankAgainstAll(card, blocks, shared, true);
      const list = top.entries.map(neighbourRow);
      const state = stateFromRows(list, list.length < LIST_DEPTH);
      await insertProfile(trx, { idea_id: card.id, slot, ...state });
      await insertNeighbours(trx, card.id, list);
      changed.add(appendCard(blocks, slot, card, state.floor_score));
      await enterLists(trx, card, offers, blocks, changed);
      postings.append(card, slot);
    }
    for (const block of changed) await saveBlock(trx, rowOf(block));
    await postings.save(trx);
    await finish(trx);
  });
}

/**
 * Takes an idea out (the 'remove' job, for a withdrawn idea; and before an
 * edited idea is added again): its card, profile and list go, and every list
 * that held it loses that entry, which keeps it a prefix of its ranking. A
 * list that falls below the 3 shown (and did not hold every idea) is searched
 * again. Its postings stay: they point at an emptied slot, which scans skip.
 */
export async function removeFromSimilarIdeas(
  db: DB,
  ideaId: number,
  finish: Finish,
): Promise<void> {
  const own = await profile(db, ideaId);
  if (!own) {
    await db.transaction().execute(finish);
    return;
  }
  const blocks = await loadBlocks(db);
  const home = blockOf(blocks, own.slot);
  clearCard(home.cards, own.slot - home.firstSlot);
  const changed = new Set<LoadedBlock>([home]);

  await db.transaction().execute(async (trx) => {
    await deleteNeighbours(trx, ideaId);
    await deleteProfile(trx, ideaId);
    for (const owner of await profiles(trx, await takeOutOfLists(trx, ideaId))) {
      const rows = await neighbourList(trx, owner.idea_id);
      const complete = owner.list_complete === 1;
      if (complete || rows.length >= LIMITS.similarIdeas) {
        await setState(
          trx,
          blocks,
          changed,
          owner.idea_id,
          owner.slot,
          stateFromRows(rows, complete),
        );
      } else {
        await searchAgain(trx, blocks, changed, owner.idea_id, owner.slot);
      }
    }
    for (const block of changed) await saveBlock(trx, rowOf(block));
    await finish(trx);
  });
}

/** A list searched again from scratch against every stored idea. */
async function searchAgain(
  db: DB,
  blocks: LoadedBlock[],
  changed: Set<LoadedBlock>,
  ideaId: number,
  slot: number,
): Promise<void> {
  const home = blockOf(blocks, slot);
  const stored = readCard(home.cards, slot - home.firstSlot)!;
  // Its rare words from its text: the card stored is of the same text (an
  // edit queues an 'add' job, which takes the idea out and in again).
  const card = await cardOfIdea(db, ideaId);
  if (!card) {
    // Withdrawn, its own 'remove' job still queued: that job takes the list away.
    const rows = await neighbourList(db, ideaId);
    await setState(db, blocks, changed, ideaId, slot, stateFromRows(rows, false));
    return;
  }
  const subject: IdeaCard = { ...stored, rare: card.rare };
  const postings = await Postings.load(db, [subject], false);
  const shared = postings.countShared(subject, slotCount(blocks));
  const { top } = rankAgainstAll(subject, blocks, shared, false);
  const list = top.entries.map(neighbourRow);
  await deleteNeighbours(db, ideaId);
  await insertNeighbours(db, ideaId, list);
  await setState(db, blocks, changed, ideaId, slot, stateFromRows(list, list.length < LIST_DEPTH));
}

/**
 * The new idea enters every list it ranks before the last entry of, or that
 * is complete; a list over LIST_DEPTH drops its last entry.
 */
async function enterLists(
  db: DB,
  card: IdeaCard,
  offers: readonly Offer[],
  blocks: LoadedBlock[],
  changed: Set<LoadedBlock>,
): Promise<void> {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  for (const owner of await profiles(db, [...byId.keys()])) {
    const offer = byId.get(owner.idea_id)!;
    const entry = { score: offer.score, createdMs: card.createdMs, id: card.id };
    const floor = floorOf(owner);
    if (floor && !ranksBefore(entry, floor)) continue;
    await insertNeighbours(db, owner.idea_id, [neighbourRow(entry)]);
    const rows = await neighbourList(db, owner.idea_id);
    const dropped = rows.slice(LIST_DEPTH).map((row) => row.neighbour_id);
    await deleteNeighbours(db, owner.idea_id, dropped);
    const complete = owner.list_complete === 1 && dropped.length === 0;
    const state = stateFromRows(rows.slice(0, LIST_DEPTH), complete);
    await setState(db, blocks, changed, owner.idea_id, offer.slot, state);
  }
}

async function setState(
  db: DB,
  blocks: LoadedBlock[],
  changed: Set<LoadedBlock>,
  ideaId: number,
  slot: number,
  state: ListState,
): Promise<void> {
  await updateListState(db, ideaId, state);
  const block = blockOf(blocks, slot);
  block.floors[slot - block.firstSlot] = state.floor_score;
  changed.add(block);
}

/** Puts the card in the next slot (a new block when the last is full); returns its block. */
function appendCard(
  blocks: LoadedBlock[],
  slot: number,
  card: IdeaCard,
  floor: number,
): LoadedBlock {
  let last = blocks.at(-1);
  if (!last || slot - last.firstSlot === BLOCK_SLOTS) {
    const block = Math.floor(slot / BLOCK_SLOTS);
    last = {
      block,
      firstSlot: block * BLOCK_SLOTS,
      cards: new Uint8Array(0),
      floors: new Float64Array(0),
    };
    blocks.push(last);
  }
  const index = slot - last.firstSlot;
  const cards = new Uint8Array((index + 1) * CARD_BYTES);
  cards.set(last.cards);
  writeCard(cards, index, card);
  const floors = new Float64Array(index + 1);
  floors.set(last.floors);
  floors[index] = floor;
  last.cards = cards;
  last.floors = floors;
  return last;
}

function blockOf(blocks: readonly LoadedBlock[], slot: number): LoadedBlock {
  return blocks[Math.floor(slot / BLOCK_SLOTS)]!;
}

function rowOf(block: LoadedBlock) {
  const { floors } = block;
  return {
    block: block.block,
    cards: block.cards,
    floors: new Uint8Array(floors.buffer, floors.byteOffset, floors.byteLength),
  };
}
