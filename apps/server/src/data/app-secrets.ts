import type { DB } from '../db/database.js';

/**
 * Rows of `app_secrets`: keys the server makes for itself. The first process
 * to need one inserts it; one racing it keeps the row that won, so every
 * process on the database signs with the same key.
 */
export async function appSecret(db: DB, name: string, make: () => string): Promise<string> {
  const found = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirst();
  if (found) return found.value;
  await db
    .insertInto('app_secrets')
    .values({ name, value: make() })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('app_secrets')
    .select('value')
    .where('name', '=', name)
    .executeTakeFirstOrThrow();
  return row.value;
}
