import type { Kysely } from 'kysely';

// An index of each idea's neighbour list in the order a read shows it (score,
// then the newer neighbour, then its id: data/similarity.ts,
// shownNeighbourRows). The read takes the first 3 rows straight from it, the
// score and order columns included, and looks up only those 3 neighbours;
// through the primary key (idea_id, neighbour_id) it read all 8 stored rows
// and 8 ideas and sorted them. At 100,000 ideas the 8 ideas are 8 random
// pages, mostly outside PostgreSQL's buffers: the query alone took p50 0.54 /
// p95 1.0 ms there, 0.28-0.39 / 0.42-0.50 ms with this index (SQLite: 137 ->
// 47-67 us at p50). bench/README.md, 2026-11-29, "the neighbour list's order".

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createIndex('similar_ideas_list')
    .on('similar_ideas')
    .columns(['idea_id', 'score desc', 'neighbour_created_ms desc', 'neighbour_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('similar_ideas_list').execute();
}
