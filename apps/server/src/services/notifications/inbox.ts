import {
  LIMITS,
  type MarkedRead,
  type NotificationPage,
  type UnreadCount,
  type markNotificationsReadInput,
  type notificationListInput,
} from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { countUnread, markRead, notificationRows } from '../../data/notifications.js';
import { isoNow } from '../../runtime/clock.js';
import { toNotification } from '../../serializers/notifications.js';
import type { Services } from '../context.js';

/**
 * The signed-in user's notifications (the bell and /notifications), the
 * newest first, a page at a time, with how many are unread. Those of
 * withdrawn ideas and of comments that are no longer active are not shown
 * (data/notifications.ts).
 */
export async function listNotifications(
  ctx: Services,
  userId: number,
  input: z.output<typeof notificationListInput>,
): Promise<NotificationPage> {
  const size = LIMITS.notificationsPerPage;
  const before = input.cursor === undefined ? null : Number(input.cursor);
  const [rows, unreadCount] = await Promise.all([
    notificationRows(ctx.db, userId, before, size + 1),
    countUnread(ctx.db, userId),
  ]);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map(toNotification),
    nextCursor: rows.length > size && last ? String(last.id) : null,
    unreadCount,
  };
}

export async function unreadNotifications(ctx: Services, userId: number): Promise<UnreadCount> {
  return { unreadCount: await countUnread(ctx.db, userId) };
}

/**
 * Marks the given notifications of the user read (ids of others' or unknown
 * ones are ignored), or all of them; answers how many stay unread.
 */
export async function markNotificationsRead(
  ctx: Services,
  userId: number,
  input: z.output<typeof markNotificationsReadInput>,
): Promise<MarkedRead> {
  await markRead(ctx.db, userId, input.all ? 'all' : { ids: input.ids ?? [] }, isoNow(ctx.clock));
  return { success: true, unreadCount: await countUnread(ctx.db, userId) };
}
