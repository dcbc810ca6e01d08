import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_CATEGORIES,
  type EmailMode,
  type NotificationPreferences,
  type notificationPreferencesInput,
} from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { moveEmailMode } from '../../data/notification-emails.js';
import { findNotificationSettings, saveEmailModes } from '../../data/notification-settings.js';
import { CATEGORY_COLUMNS } from '../../data/notifications.js';
import type { DB } from '../../db/database.js';
import type { Services } from '../context.js';

/** The user's email mode per category, the defaults filled in. */
export async function readEmailPreferences(
  db: DB,
  userId: number,
): Promise<NotificationPreferences> {
  const row = await findNotificationSettings(db, userId);
  return Object.fromEntries(
    EMAIL_CATEGORIES.map((category) => [
      category,
      (row?.[CATEGORY_COLUMNS[category]] as EmailMode | null | undefined) ??
        DEFAULT_EMAIL_PREFERENCES[category],
    ]),
  ) as NotificationPreferences;
}

export function getNotificationPreferences(
  ctx: Services,
  userId: number,
): Promise<NotificationPreferences> {
  return readEmailPreferences(ctx.db, userId);
}

/**
 * Saves the modes given (the others stay) and moves the notifications still
 * waiting for an email of a changed category to the new mode, in one
 * transaction: turned off, they are never sent; made instant, they go out
 * now; put in the digest, they wait for it.
 */
export async function updateNotificationPreferences(
  ctx: Services,
  userId: number,
  input: z.output<typeof notificationPreferencesInput>,
): Promise<NotificationPreferences> {
  const preferences = await ctx.db.transaction().execute(async (trx) => {
    const before = await readEmailPreferences(trx, userId);
    await saveEmailModes(trx, userId, input);
    for (const category of EMAIL_CATEGORIES) {
      const mode = input[category];
      if (mode !== undefined && mode !== before[category])
        await moveEmailMode(trx, userId, category, mode);
    }
    return readEmailPreferences(trx, userId);
  });
  ctx.notificationEmails.kick();
  return preferences;
}
