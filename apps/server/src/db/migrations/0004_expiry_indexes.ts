import type { Kysely } from 'kysely';

// Expired sessions and verification links are swept at every login and every
// hour (services/auth/sessions.ts): an index on the expiry makes each sweep a
// short range scan instead of a pass over every row.

/* eslint-disable @typescript-eslint/no-explicit-any */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sessions_expires_at').on('sessions').column('expires_at').execute();
  await db.schema
    .createIndex('email_verifications_expires_at')
    .on('email_verifications')
    .column('expires_at')
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('email_verifications_expires_at').execute();
  await db.schema.dropIndex('sessions_expires_at').execute();
}
