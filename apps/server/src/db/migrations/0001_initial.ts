import { type Kysely, sql, SqliteAdapter } from 'kysely';

// Migrations are frozen history: they use `Kysely<any>` and import no app code,
// so later changes to the schema types cannot alter what an old migration did.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  const serial = isSqlite ? 'integer' : 'serial';
  const nocase = (col: string) =>
    isSqlite ? sql.raw(`${col} collate nocase`) : sql.raw(`lower(${col})`);

  await db.schema
    .createTable('users')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('institution', 'text', (c) => c.notNull())
    .addColumn('orcid_id', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('is_admin', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('email_verified', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('citation_format', 'text', (c) => c.notNull().defaultTo('apa'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  // Usernames and emails are unique regardless of case: "Ada" and "ada" are one person.
  await sql`create unique index users_username_unique on users (${nocase('username')})`.execute(db);
  await sql`create unique index users_email_unique on users (${nocase('email')})`.execute(db);

  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('sessions_user_id').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('email_verifications')
    .addColumn('token_hash', 'text', (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('email_verifications_user_id')
    .on('email_verifications')
    .column('user_id')
    .execute();

  await db.schema
    .createTable('ideas')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('challenge', 'text', (c) => c.notNull())
    .addColumn('approach', 'text', (c) => c.notNull())
    .addColumn('impact', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('rating_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_relevance', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('avg_difficulty', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('favorite_count', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  // One index per sort order of the browse page; the id breaks ties for keyset pagination.
  await db.schema
    .createIndex('ideas_created_at')
    .on('ideas')
    .columns(['created_at', 'id'])
    .execute();
  await db.schema
    .createIndex('ideas_avg_relevance')
    .on('ideas')
    .columns(['avg_relevance', 'id'])
    .execute();
  await db.schema
    .createIndex('ideas_avg_difficulty')
    .on('ideas')
    .columns(['avg_difficulty', 'id'])
    .execute();
  await db.schema
    .createIndex('ideas_favorite_count')
    .on('ideas')
    .columns(['favorite_count', 'id'])
    .execute();
  await db.schema
    .createIndex('ideas_user_id')
    .on('ideas')
    .columns(['user_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('idea_fields')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('field', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('idea_fields_pk', ['idea_id', 'field'])
    .execute();
  await db.schema
    .createIndex('idea_fields_field')
    .on('idea_fields')
    .columns(['field', 'idea_id'])
    .execute();

  await db.schema
    .createTable('ratings')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('relevance', 'integer', (c) => c.notNull())
    .addColumn('difficulty', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('ratings_pk', ['idea_id', 'user_id'])
    .addCheckConstraint('ratings_relevance_range', sql`relevance between 1 and 10`)
    .addCheckConstraint('ratings_difficulty_range', sql`difficulty between 1 and 10`)
    .execute();
  await db.schema.createIndex('ratings_user_id').on('ratings').column('user_id').execute();

  await db.schema
    .createTable('favorites')
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('favorites_pk', ['user_id', 'idea_id'])
    .execute();
  await db.schema.createIndex('favorites_idea_id').on('favorites').column('idea_id').execute();

  await db.schema
    .createTable('citations')
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('internal_idea_id', 'integer', (c) => c.references('ideas.id').onDelete('set null'))
    .addColumn('authors', 'text')
    .addColumn('title', 'text')
    .addColumn('year', 'integer')
    .addColumn('doi', 'text')
    .addColumn('url', 'text')
    .addColumn('journal', 'text')
    .addColumn('publisher', 'text')
    .addPrimaryKeyConstraint('citations_pk', ['idea_id', 'position'])
    .execute();
  await db.schema
    .createIndex('citations_internal_idea_id')
    .on('citations')
    .column('internal_idea_id')
    .execute();

  await db.schema
    .createTable('comments')
    .addColumn('id', serial, (c) => c.primaryKey().notNull())
    .addColumn('idea_id', 'integer', (c) => c.notNull().references('ideas.id').onDelete('cascade'))
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('parent_id', 'integer', (c) => c.references('comments.id').onDelete('cascade'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .addColumn('flag_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addCheckConstraint(
      'comments_status_valid',
      sql`status in ('active', 'hidden', 'flagged', 'deleted')`,
    )
    .execute();
  await db.schema
    .createIndex('comments_idea_id')
    .on('comments')
    .columns(['idea_id', 'created_at'])
    .execute();

  if (isSqlite) {
    // Full-text index over the searchable text of an idea; rowid = ideas.id.
    // unicode61 with diacritics removed so "schrodinger" finds "Schrödinger".
    await sql`create virtual table ideas_fts using fts5(title, challenge, approach, impact, fields, tokenize = 'unicode61 remove_diacritics 2')`.execute(
      db,
    );
  } else {
    await sql`alter table ideas add column search tsvector`.execute(db);
    await sql`create index ideas_search on ideas using gin (search)`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  const isSqlite = db.getExecutor().adapter instanceof SqliteAdapter;
  if (isSqlite) await sql`drop table if exists ideas_fts`.execute(db);
  for (const table of [
    'comments',
    'citations',
    'favorites',
    'ratings',
    'idea_fields',
    'ideas',
    'email_verifications',
    'sessions',
    'users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
