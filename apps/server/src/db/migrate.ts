import { type Migration, type MigrationProvider, Migrator } from 'kysely';
import type { DB } from './database.js';
import * as m0001 from './migrations/0001_initial.js';
import * as m0002 from './migrations/0002_postgres_double_averages.js';
import * as m0003 from './migrations/0003_substring_search.js';
import * as m0004 from './migrations/0004_expiry_indexes.js';
import * as m0005 from './migrations/0005_rate_limits.js';
import * as m0006 from './migrations/0006_similar_ideas.js';
import * as m0007 from './migrations/0007_personal_access_tokens.js';
import * as m0008 from './migrations/0008_comment_client_keys.js';
import * as m0009 from './migrations/0009_idea_claims.js';
import * as m0010 from './migrations/0010_comment_edit_times.js';
import * as m0011 from './migrations/0011_idea_versions.js';
import * as m0012 from './migrations/0012_account_recovery.js';
import * as m0013 from './migrations/0013_search_text_lines.js';
import * as m0014 from './migrations/0014_moderation.js';
import * as m0015 from './migrations/0015_follows_notifications.js';
import * as m0016 from './migrations/0016_idea_revisions.js';
import * as m0017 from './migrations/0017_search_revision.js';
import * as m0018 from './migrations/0018_similarity_floor_chunks.js';
import * as m0019 from './migrations/0019_search_index_merges.js';
import * as m0020 from './migrations/0020_search_text_uncompressed.js';
import * as m0021 from './migrations/0021_similar_list_order.js';
import * as m0022 from './migrations/0022_idea_field_list.js';

/** Migrations are listed here, not read from disk, so the built server needs no file globbing. */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_postgres_double_averages': m0002,
  '0003_substring_search': m0003,
  '0004_expiry_indexes': m0004,
  '0005_rate_limits': m0005,
  '0006_similar_ideas': m0006,
  '0007_personal_access_tokens': m0007,
  '0008_comment_client_keys': m0008,
  '0009_idea_claims': m0009,
  '0010_comment_edit_times': m0010,
  '0011_idea_versions': m0011,
  '0012_account_recovery': m0012,
  '0013_search_text_lines': m0013,
  '0014_moderation': m0014,
  '0015_follows_notifications': m0015,
  '0016_idea_revisions': m0016,
  '0017_search_revision': m0017,
  '0018_similarity_floor_chunks': m0018,
  '0019_search_index_merges': m0019,
  '0020_search_text_uncompressed': m0020,
  '0021_similar_list_order': m0021,
  '0022_idea_field_list': m0022,
};

const provider: MigrationProvider = {
  getMigrations: () => Promise.resolve(migrations),
};

export async function migrateToLatest(db: DB): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateToLatest());
}

/** Brings the schema to `name` (a key of the list above): tests of an upgrade start from an older schema. */
export async function migrateTo(db: DB, name: string): Promise<void> {
  await migrate(db, (migrator) => migrator.migrateTo(name));
}

async function migrate(
  db: DB,
  run: (migrator: Migrator) => ReturnType<Migrator['migrateToLatest']>,
): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await run(migrator);
  const failed = results?.find((result) => result.status === 'Error');
  if (error || failed) {
    const reason =
      error instanceof Error
        ? error.message
        : `${failed?.migrationName ?? 'unknown migration'} failed`;
    throw new Error(`Database migration failed: ${reason}`);
  }
}
