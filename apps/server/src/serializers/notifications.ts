import {
  type AcademicField,
  type NotificationItem,
  type NotificationKind,
  type NotificationReason,
  notificationText,
} from '@thisoneforfree/contracts';
import type { NotificationWithNames } from '../data/notifications.js';

/**
 * A notification row as its recipient sees it, with the sentence the emails
 * use too. The row's kind, reason and field are written only from the
 * contracts' lists (services/notifications/notify.ts).
 */
export function toNotification(row: NotificationWithNames): NotificationItem {
  const actor =
    row.actor_id === null || row.actor_deleted_at !== null || row.actor_username === null
      ? null
      : { id: row.actor_id, username: row.actor_username, name: row.actor_name ?? '' };
  const kind = row.kind as NotificationKind;
  const reason = row.reason as NotificationReason;
  const count = Number(row.event_count);
  return {
    id: row.id,
    kind,
    reason,
    field: row.field as AcademicField | null,
    idea: { id: row.idea_id, title: row.idea_title },
    actor,
    commentId: row.comment_id,
    count,
    text: notificationText({
      kind,
      reason,
      field: row.field,
      count,
      actorName: actor?.name ?? null,
      ideaTitle: row.idea_title,
    }),
    createdAt: row.created_at,
    readAt: row.read_at,
  };
}
