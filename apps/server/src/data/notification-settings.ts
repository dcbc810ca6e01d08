import { EMAIL_CATEGORIES, type EmailCategory, type EmailMode } from '@thisoneforfree/contracts';
import { type SqlBool, sql } from 'kysely';
import type { DB } from '../db/database.js';
import type { NotificationSettingsRow } from '../db/schema.js';
import { CATEGORY_COLUMNS } from './notifications.js';

/**
 * Rows of `notification_settings`: a researcher's email mode per category
 * (null: the default) and the daily digest's marker. No row: every default,
 * no digest sent yet.
 */

export function findNotificationSettings(
  db: DB,
  userId: number,
): Promise<NotificationSettingsRow | undefined> {
  return db
    .selectFrom('notification_settings')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirst();
}

/** Saves the modes given; the other categories keep theirs. */
export async function saveEmailModes(
  db: DB,
  userId: number,
  modes: Partial<Record<EmailCategory, EmailMode>>,
): Promise<void> {
  const values = Object.fromEntries(
    EMAIL_CATEGORIES.flatMap((category) =>
      modes[category] === undefined ? [] : [[CATEGORY_COLUMNS[category], modes[category]]],
    ),
  );
  if (Object.keys(values).length === 0) return;
  await db
    .insertInto('notification_settings')
    .values({ user_id: userId, ...values })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(values))
    .execute();
}

/**
 * Takes the user's digest for the schedule time `scheduledAt`: true when no
 * digest for that time (or a later one) was taken before, by this process or
 * any other. One conditional upsert, so of two processes asking at once only
 * one gets true.
 */
export async function takeDigest(db: DB, userId: number, scheduledAt: string): Promise<boolean> {
  const rows = await db
    .insertInto('notification_settings')
    .values({ user_id: userId, last_digest_at: scheduledAt })
    .onConflict((oc) =>
      oc
        .column('user_id')
        .doUpdateSet({ last_digest_at: scheduledAt })
        .where(
          sql<SqlBool>`${sql.ref('notification_settings.last_digest_at')} is null or ${sql.ref(
            'notification_settings.last_digest_at',
          )} < ${scheduledAt}`,
        ),
    )
    .returning('user_id')
    .execute();
  return rows.length === 1;
}

/** Gives a digest back after its email could not be sent, unless a later one was taken since. */
export async function giveBackDigest(
  db: DB,
  userId: number,
  scheduledAt: string,
  previous: string | null,
): Promise<void> {
  await db
    .updateTable('notification_settings')
    .set({ last_digest_at: previous })
    .where('user_id', '=', userId)
    .where('last_digest_at', '=', scheduledAt)
    .execute();
}
