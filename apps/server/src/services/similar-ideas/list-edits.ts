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
  /** The rows and state as stored (none for a new list): writing touches only what differs. */
  storedRows: readonly NeighbourRow[];
  storedState: ListState | null;
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
      this.entries.set(idea_id, {
        ...list,
        isNew: false,
        changed: false,
        storedRows: list.rows,
        storedState: state,
      });
    }
    return ideaIds.flatMap((id) => this.entries.get(id) ?? []);
  }

  /** A new idea's list. */
  add(list: List): void {
    this.entries.set(list.ideaId, {
      ...list,
      isNew: true,
      changed: true,
      storedRows: [],
      storedState: null,
    });
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

  /**
   * Writes the changes. A list a newcomer entered differs from its stored
   * rows by an entry in and perhaps one out: only those rows are written, so
   * the job's transaction (which holds SQLite's one write lock) stays short.
   */
  async write(trx: DB): Promise<void> {
    for (const ideaId of this.removed) {
      await deleteNeighbours(trx, ideaId);
      await deleteProfile(trx, ideaId);
    }
    for (const entry of this.entries.values()) {
      if (!entry.changed) continue;
      const { ideaId, slot, rows, state, storedRows, storedState } = entry;
      if (entry.isNew) {
        await insertProfile(trx, { idea_id: ideaId, slot, ...state });
        await insertNeighbours(trx, ideaId, rows);
        continue;
      }
      const kept = new Set(rows.map(rowKey));
      const stored = new Set(storedRows.map(rowKey));
      const gone = storedRows.filter((row) => !kept.has(rowKey(row)));
      await deleteNeighbours(
        trx,
        ideaId,
        gone.map((row) => row.neighbour_id),
      );
      await insertNeighbours(
        trx,
        ideaId,
        rows.filter((row) => !stored.has(rowKey(row))),
      );
      if (!storedState || !sameState(state, storedState)) {
        await updateListState(trx, ideaId, state);
      }
    }
  }
}

/** A row as a whole: an idea edited in between comes back with another score. */
function rowKey(row: NeighbourRow): string {
  return `${row.neighbour_id}:${row.score}:${row.neighbour_created_ms}`;
}

function sameState(a: ListState, b: ListState): boolean {
  return (
    a.list_length === b.list_length &&
    a.list_complete === b.list_complete &&
    Object.is(a.floor_score, b.floor_score) &&
    a.floor_created_ms === b.floor_created_ms &&
    a.floor_id === b.floor_id
  );
}

/** `rows` (in SPEC §5's order) with `row` put in its place. */
export function withRow(rows: readonly NeighbourRow[], row: NeighbourRow): NeighbourRow[] {
  const key = keyOf(row);
  const at = rows.findIndex((other) => ranksBefore(key, keyOf(other)));
  return at < 0 ? [...rows, row] : [...rows.slice(0, at), row, ...rows.slice(at)];
}
