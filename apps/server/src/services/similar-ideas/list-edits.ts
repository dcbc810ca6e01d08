import { ranksBefore } from '@thisoneforfree/similarity';
import type { DB } from '../../db/database.js';
import {
  deleteNeighbours,
  deleteProfile,
  insertNeighbours,
  insertProfile,
  neighbourLists,
  profiles,
  updateListState,
  type ListState,
  type NeighbourRow,
} from '../../data/similarity.js';
import { keyOf } from './lists.js';

/** A list as the job in hand sees it. */
export interface List {
  ideaId: number;
  slot: number;
  rows: NeighbourRow[];
  state: ListState;
}

interface Entry extends List {
  /** Not stored yet: its profile is inserted on writing. */
  isNew: boolean;
  changed: boolean;
}

/**
 * The lists a job changes, worked out in memory from reads made outside any
 * transaction (only the lease holder writes these tables, so what it read
 * stays true), then written in one short transaction. The scoring never
 * runs inside it: on SQLite a transaction holds the database's one write lock,
 * and every request that writes would wait for it.
 */
export class ListEdits {
  private readonly entries = new Map<number, Entry>();
  private readonly removed = new Set<number>();

  /** The lists of those of `ideaIds` that have one: as changed so far, else as stored. */
  async lists(db: DB, ideaIds: readonly number[]): Promise<List[]> {
    const missing = ideaIds.filter((id) => !this.entries.has(id) && !this.removed.has(id));
    const stored = await profiles(db, missing);
    const rows = await neighbourLists(
      db,
      stored.map((row) => row.idea_id),
    );
    for (const { idea_id, slot, ...state } of stored) {
      const list = { ideaId: idea_id, slot, rows: rows.get(idea_id)!, state };
      this.entries.set(idea_id, { ...list, isNew: false, changed: false });
    }
    return ideaIds.flatMap((id) => this.entries.get(id) ?? []);
  }

  /** A new idea's list. */
  add(list: List): void {
    this.entries.set(list.ideaId, { ...list, isNew: true, changed: true });
  }

  /** A list's new rows and state (`list` came from `lists` or `add`). */
  set(list: List, rows: NeighbourRow[], state: ListState): void {
    const entry = this.entries.get(list.ideaId)!;
    entry.rows = rows;
    entry.state = state;
    entry.changed = true;
  }

  /** An idea taken out: its own list and profile go. */
  remove(ideaId: number): void {
    this.entries.delete(ideaId);
    this.removed.add(ideaId);
  }

  async write(trx: DB): Promise<void> {
    for (const ideaId of this.removed) {
      await deleteNeighbours(trx, ideaId);
      await deleteProfile(trx, ideaId);
    }
    for (const entry of this.entries.values()) {
      if (!entry.changed) continue;
      const { ideaId, slot, rows, state } = entry;
      if (entry.isNew) {
        await insertProfile(trx, { idea_id: ideaId, slot, ...state });
      } else {
        await deleteNeighbours(trx, ideaId);
        await updateListState(trx, ideaId, state);
      }
      await insertNeighbours(trx, ideaId, rows);
    }
  }
}

/** `rows` (in SPEC §5's order) with `row` put in its place. */
export function withRow(rows: readonly NeighbourRow[], row: NeighbourRow): NeighbourRow[] {
  const key = keyOf(row);
  const at = rows.findIndex((other) => ranksBefore(key, keyOf(other)));
  return at < 0 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}
