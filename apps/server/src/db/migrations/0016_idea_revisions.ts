import type { Kysely } from 'kysely';

// ideas.revision counts the changes to what GET /api/ideas/{id} shows of an
// idea: its text, fields and citations (a saved version), its ratings, its
// withdrawal. Each such write adds one in its own transaction, so a process
// that kept an idea's answer can tell, with one indexed read, whether it is
// still the answer (services/ideas/read.ts), whichever process wrote since.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('ideas')
    .addColumn('revision', 'integer', (column) => column.notNull().defaultTo(0))
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('ideas').dropColumn('revision').execute();
}
