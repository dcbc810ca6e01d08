import { type Kysely, sql, SqliteAdapter } from 'kysely';

// The lists' floor scores leave the card blocks for rows of their own, of
// FLOOR_CHUNK_SLOTS slots each (1 KB). A new idea changes the floors of the
// few lists it enters, scattered over every block: with the floors inside
// the blocks, the job rewrote each of those 56 KB rows in its transaction,
// which holds SQLite's one write lock while requests wait for it
// (services/similar-ideas/README.md). Cards change only when an idea comes
// or goes, so the blocks keep them alone.

/** Slots per floor chunk; the services' FLOOR_CHUNK_SLOTS (a migration runs no app code). */
const FLOOR_CHUNK_SLOTS = 128;
const BLOCK_SLOTS = 1024;

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const blob = isSqlite ? 'blob' : 'bytea';
  await db.schema
    .createTable('similarity_floors')
    .addColumn('chunk', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('floors', blob, (c) => c.notNull())
    .execute();
  const blocks = await db
    .selectFrom('similarity_blocks')
    .select(['block', 'floors'])
    .orderBy('block')
    .execute();
  for (const { block, floors } of blocks as { block: number; floors: Uint8Array }[]) {
    const bytes = Buffer.from(floors.buffer, floors.byteOffset, floors.byteLength);
    const chunks = [];
    for (let at = 0; at < bytes.byteLength; at += FLOOR_CHUNK_SLOTS * 8) {
      chunks.push({
        chunk: (block * BLOCK_SLOTS + at / 8) / FLOOR_CHUNK_SLOTS,
        floors: Buffer.from(bytes.subarray(at, at + FLOOR_CHUNK_SLOTS * 8)),
      });
    }
    if (chunks.length > 0) await db.insertInto('similarity_floors').values(chunks).execute();
  }
  await db.schema.alterTable('similarity_blocks').dropColumn('floors').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const blob = isSqlite ? 'blob' : 'bytea';
  await db.schema
    .alterTable('similarity_blocks')
    .addColumn('floors', blob, (c) => c.notNull().defaultTo(sql`''`))
    .execute();
  const chunks = await db
    .selectFrom('similarity_floors')
    .select(['chunk', 'floors'])
    .orderBy('chunk')
    .execute();
  const byBlock = new Map<number, Buffer[]>();
  for (const { chunk, floors } of chunks as { chunk: number; floors: Uint8Array }[]) {
    const block = Math.floor((chunk * FLOOR_CHUNK_SLOTS) / BLOCK_SLOTS);
    byBlock.set(block, [...(byBlock.get(block) ?? []), Buffer.from(floors)]);
  }
  for (const [block, parts] of byBlock) {
    await db
      .updateTable('similarity_blocks')
      .set({ floors: Buffer.concat(parts) })
      .where('block', '=', block)
      .execute();
  }
  await db.schema.dropTable('similarity_floors').execute();
}
