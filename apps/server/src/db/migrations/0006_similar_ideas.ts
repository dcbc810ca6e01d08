import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Similar ideas (SPEC §5) move from a per-process memory index into tables
// that every server process shares (services/similar-ideas/README.md):
// - similar_ideas: each idea's best neighbours (8), a ranked prefix of its
//   full ranking; a read is the first 3 rows;
// - similarity_profiles: per idea, its slot among the cards and the state of
//   its list (length, complete, last entry) that a newcomer must rank before;
// - similarity_blocks: the ideas' cards (48 bytes each: what the score reads
//   of an idea, package similarity's cards.ts), 1024 per row, and each
//   slot's list floor score, so a new idea is scored against every idea by
//   reading a few blobs;
// - similarity_terms / similarity_postings: the rare words (those not among
//   the cards' common words) and, per word, the slots that have it, in
//   chunks of packed slot numbers;
// - similarity_jobs: the durable queue of ideas to add, kept in the write's
//   transaction and drained right after it by one process at a time
//   (maintenance_leases). This migration queues every existing idea, so the
//   tables fill in the background after the first start, with progress in
//   the log (a migration runs no app code).

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serial = isSqlite ? 'integer' : 'serial';
  // Milliseconds and scores must come back as exact JS numbers: SQLite's
  // integer and real do; PostgreSQL's bigint would come back as a string.
  const ms = isSqlite ? 'integer' : 'double precision';
  const real = isSqlite ? 'real' : 'double precision';
  const blob = isSqlite ? 'blob' : 'bytea';

  await db.schema
    .createTable('similar_ideas')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('neighbour_id', 'integer', (c) =>
      c.notNull().references('ideas.id').onDelete('cascade'),
    )
    .addColumn('score', real, (c) => c.notNull())
    .addColumn('neighbour_created_ms', ms, (c) => c.notNull())
    .addPrimaryKeyConstraint('similar_ideas_pk', ['idea_id', 'neighbour_id'])
    .execute();
  await db.schema
    .createIndex('similar_ideas_neighbour')
    .on('similar_ideas')
    .column('neighbour_id')
    .execute();

  await db.schema
    .createTable('similarity_profiles')
    .addColumn('idea_id', 'integer', (c) =>
      c.primaryKey().notNull().references('ideas.id').onDelete('cascade'),
    )
    .addColumn('slot', 'integer', (c) => c.notNull().unique())
    .addColumn('list_length', 'integer', (c) => c.notNull())
    .addColumn('list_complete', 'integer', (c) => c.notNull())
    .addColumn('floor_score', real, (c) => c.notNull())
    .addColumn('floor_created_ms', ms, (c) => c.notNull())
    .addColumn('floor_id', 'integer', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('similarity_blocks')
    .addColumn('block', 'integer', (c) => c.primaryKey().notNull())
    .addColumn('cards', blob, (c) => c.notNull())
    .addColumn('floors', blob, (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('similarity_terms')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('section', 'integer', (c) => c.notNull())
    .addColumn('word', 'text', (c) => c.notNull())
    .addUniqueConstraint('similarity_terms_section_word', ['section', 'word'])
    .execute();

  await db.schema
    .createTable('similarity_postings')
    .addColumn('term_id', 'integer', (c) => c.notNull())
    .addColumn('chunk', 'integer', (c) => c.notNull())
    .addColumn('slots', blob, (c) => c.notNull())
    .addPrimaryKeyConstraint('similarity_postings_pk', ['term_id', 'chunk'])
    .$call((builder) => (isSqlite ? builder.modifyEnd(sql`without rowid`) : builder))
    .execute();

  await db.schema
    .createTable('similarity_jobs')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('idea_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('maintenance_leases')
    .addColumn('name', 'text', (c) => c.primaryKey().notNull())
    .addColumn('holder', 'text', (c) => c.notNull())
    .addColumn('expires_ms', ms, (c) => c.notNull())
    .execute();
  await db
    .insertInto('maintenance_leases')
    .values({ name: 'similar-ideas', holder: '', expires_ms: 0 })
    .execute();

  await sql`insert into similarity_jobs (idea_id, kind) select id, 'add' from ideas order by id`.execute(
    db,
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of [
    'maintenance_leases',
    'similarity_jobs',
    'similarity_postings',
    'similarity_terms',
    'similarity_blocks',
    'similarity_profiles',
    'similar_ideas',
  ])
    await db.schema.dropTable(table).execute();
}
