import type { Kysely } from 'kysely';

// Rate-limit counters move from each process's memory into the database, so
// several server processes on one database share one allowance per client
// (a counter per process would let a client multiply it by the number of
// processes). One row per bucket and client: the hits counted in the window
// that ends at `window_ends_at` (ISO text, like every timestamp here). Rows
// whose window has ended are swept every hour; no index on the expiry, since
// every counted request rewrites its row and the table holds only the
// clients of the last hour.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('rate_limit_hits')
    .addColumn('key', 'text', (c) => c.primaryKey().notNull())
    .addColumn('hits', 'integer', (c) => c.notNull())
    .addColumn('window_ends_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('rate_limit_hits').execute();
}
