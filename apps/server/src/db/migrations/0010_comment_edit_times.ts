import { type Kysely, sql } from 'kysely';

// A comment's updated_at becomes the time its text last changed (issue 12:
// authors may edit their comments, and an edited one says "edited"). Until
// now flags and moderation stamped it, and no text was ever edited, so every
// existing comment's text dates from its creation: updated_at = created_at.
// From here on only an edit moves it.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`update comments set updated_at = created_at`.execute(db);
}

export async function down(): Promise<void> {
  // The moderation times it replaced were never kept anywhere else.
}
