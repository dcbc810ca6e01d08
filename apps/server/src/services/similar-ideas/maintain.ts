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
  listsHolding,
  profile,
  profiles,
  saveBlock,
  saveFloorChunks,
  type ListState,
  type NeighbourRow,
} from '../../data/similarity.js';
import {
  BLOCK_SLOTS,
  cardOfIdea,
  cardsOfIdeas,
  FLOOR_CHUNK_SLOTS,
  floorChunk,
  loadBlocks,
  rankAgainstAll,
  rareSharedWith,
  slotCount,
  type LoadedBlock,
  type Offer,
} from './corpus.js';
import { ListEdits, withRow, type List } from './list-edits.js';
import { floorOf, LIST_DEPTH, neighbourRow, stateFromRows } from './lists.js';
import { Postings } from './postings.js';

/**
 * Keeps the similar-ideas tables exact as ideas come, change and go (see
 * README.md for why every list stays a prefix of its idea's full ranking).
 * Each works out its changes first, reading outside any transaction (only the
 * one process holding the lease writes these tables, so what it read stays
 * true), then writes them in one short transaction per idea, which `finish`
 * joins (the job queue deletes that idea's jobs there).
 */
export type Finish = (trx: DB, ideaIds: readonly number[]) => Promise<void>;

/** What a job changes besides the lists: the card blocks it wrote to, and the floor chunks. */
class ChangedBlocks {
  readonly cards = new Set<LoadedBlock>();
  readonly floorChunks = new Set<number>();

  floor(slot: number): void {
    this.floorChunks.add(Math.floor(slot / FLOOR_CHUNK_SLOTS));
  }

  async save(trx: DB, blocks: readonly LoadedBlock[]): Promise<void> {
    for (const block of this.cards)
      await saveBlock(trx, { block: block.block, cards: block.cards });
    await saveFloorChunks(
      trx,
      [...this.floorChunks].map((chunk) => ({ chunk, floors: floorChunk(blocks, chunk) })),
    );
  }
}

/**
 * (Re)makes ideas' entries from their current text: the 'add' jobs, for new
 * or edited ideas, several at once when they queue up (a first fill): the
 * cards and postings are read once for all of them, each idea scored against
 * every stored idea and those before it in the batch. Each idea's changes
 * commit with its jobs' removal, on their own unless `commitNow` says to
 * wait for the next ideas' (jobs.ts): on SQLite a transaction holds the one
 * write lock, and a request that writes waits for it, so while requests
 * write the job holds it for one idea's rows at a time (a crash leaves the
 * rest queued).
 */
export async function addToSimilarIdeas(
  db: DB,
  ideaIds: readonly number[],
  finish: Finish,
  commitNow: (waiting: number) => boolean = () => true,
): Promise<void> {
  const ids = [...new Set(ideaIds)];
  // Edited ideas are in the tables already: out first, then in with their new text.
  for (const edited of await profiles(db, ids)) {
    await removeFromSimilarIdeas(db, edited.idea_id, async () => {});
  }
  const cards = await cardsOfIdeas(db, ids);
  const blocks = await loadBlocks(db);
  const postings = await Postings.load(db, cards, true);
  // Ideas gone since their jobs were queued: only the jobs go, with the first write.
  let done = ids.filter((id) => !cards.some((card) => card.id === id));
  if (cards.length === 0) await db.transaction().execute((trx) => finish(trx, done));

  // Ideas worked out since the last commit share its edits: a list read
  // again is as the ideas before it left it, in memory until written.
  let edits = new ListEdits();
  let changed = new ChangedBlocks();
  for (const [index, card] of cards.entries()) {
    const slot = slotCount(blocks);
    const shared = postings.countShared(card, slot);
    const { top, offers } = rankAgainstAll(card, blocks, shared, true);
    const rows = top.entries.map(neighbourRow);
    const state = stateFromRows(rows, rows.length < LIST_DEPTH);
    edits.add({ ideaId: card.id, slot, rows, state });
    changed.cards.add(appendCard(blocks, slot, card, state.floor_score));
    changed.floor(slot);
    await enterLists(db, edits, card, offers, blocks, changed);
    postings.append(card, slot);
    done = [...done, card.id];
    if (index < cards.length - 1 && !commitNow(done.length)) continue;
    await db.transaction().execute(async (trx) => {
      await edits.write(trx);
      await changed.save(trx, blocks);
      await postings.save(trx);
      await finish(trx, done);
    });
    done = [];
    edits = new ListEdits();
    changed = new ChangedBlocks();
  }
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
    await db.transaction().execute((trx) => finish(trx, [ideaId]));
    return;
  }
  const blocks = await loadBlocks(db);
  const home = blockOf(blocks, own.slot);
  clearCard(home.cards, own.slot - home.firstSlot);
  const changed = new ChangedBlocks();
  changed.cards.add(home);
  const edits = new ListEdits();
  edits.remove(ideaId);

  for (const list of await edits.lists(db, await listsHolding(db, ideaId))) {
    const rows = list.rows.filter((row) => row.neighbour_id !== ideaId);
    const complete = list.state.list_complete === 1;
    if (complete || rows.length >= LIMITS.similarIdeas) {
      setList(edits, blocks, changed, list, rows, stateFromRows(rows, complete));
    } else {
      await searchAgain(db, edits, blocks, changed, list, rows);
    }
  }

  await db.transaction().execute(async (trx) => {
    await edits.write(trx);
    await changed.save(trx, blocks);
    await finish(trx, [ideaId]);
  });
}

/** A list searched again from scratch against every stored idea (`rows`: what is left of it). */
async function searchAgain(
  db: DB,
  edits: ListEdits,
  blocks: LoadedBlock[],
  changed: ChangedBlocks,
  list: List,
  rows: NeighbourRow[],
): Promise<void> {
  const home = blockOf(blocks, list.slot);
  const stored = readCard(home.cards, list.slot - home.firstSlot)!;
  // Its rare words from its text: the card stored is of the same text (an
  // edit queues an 'add' job, which takes the idea out and in again).
  const card = await cardOfIdea(db, list.ideaId);
  if (!card) {
    // Withdrawn, its own 'remove' job still queued: that job takes the list away.
    setList(edits, blocks, changed, list, rows, stateFromRows(rows, false));
    return;
  }
  const subject: IdeaCard = { ...stored, rare: card.rare };
  const shared = await rareSharedWith(db, subject, blocks);
  const { top } = rankAgainstAll(subject, blocks, shared, false);
  const found = top.entries.map(neighbourRow);
  setList(edits, blocks, changed, list, found, stateFromRows(found, found.length < LIST_DEPTH));
}

/**
 * The new idea enters every list it ranks before the last entry of, or that
 * is complete; a list over LIST_DEPTH drops its last entry.
 */
async function enterLists(
  db: DB,
  edits: ListEdits,
  card: IdeaCard,
  offers: readonly Offer[],
  blocks: LoadedBlock[],
  changed: ChangedBlocks,
): Promise<void> {
  const byId = new Map(offers.map((offer) => [offer.id, offer]));
  for (const list of await edits.lists(db, [...byId.keys()])) {
    const entry = { score: byId.get(list.ideaId)!.score, createdMs: card.createdMs, id: card.id };
    const floor = floorOf(list.state);
    if (floor && !ranksBefore(entry, floor)) continue;
    const rows = withRow(list.rows, neighbourRow(entry));
    const kept = rows.slice(0, LIST_DEPTH);
    const complete = list.state.list_complete === 1 && rows.length === kept.length;
    setList(edits, blocks, changed, list, kept, stateFromRows(kept, complete));
  }
}

/** A list's new rows and state, and its floor in its card block (what scans compare with). */
function setList(
  edits: ListEdits,
  blocks: LoadedBlock[],
  changed: ChangedBlocks,
  list: List,
  rows: List['rows'],
  state: ListState,
): void {
  edits.set(list, rows, state);
  const block = blockOf(blocks, list.slot);
  block.floors[list.slot - block.firstSlot] = state.floor_score;
  changed.floor(list.slot);
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
