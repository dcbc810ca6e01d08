import {
  type EmailCategory,
  MESSAGES,
  type NotificationKind,
  type NotificationReason,
  notificationText,
} from '@thisoneforfree/contracts';
import type { PendingEmailRow } from '../../data/notification-emails.js';
import type { MailMessage } from '../../runtime/mailer.js';

/**
 * The notification emails: plain text like the site's other emails, each
 * with its unsubscribe link in the text and in the `List-Unsubscribe`
 * headers (RFC 2369; `List-Unsubscribe-Post` makes it RFC 8058's one click,
 * which mail clients send as a POST to the same address).
 */

export interface Unsubscribe {
  /** The page a person opens from the email (confirms, then turns it off). */
  pageUrl: string;
  /** The address a mail client POSTs to (one click, no page). */
  postUrl: string;
  /** What it turns off, in words. */
  what: string;
}

/** The sentence of a row, counting only the events not emailed before. */
export function rowText(row: PendingEmailRow, count: number): string {
  return notificationText({
    kind: row.kind as NotificationKind,
    reason: row.reason as NotificationReason,
    field: row.field,
    count,
    actorName: row.actor_deleted_at ? null : row.actor_name,
    ideaTitle: row.idea_title,
  });
}

/** Where a row leads on the site: the idea, at the comment it is about. */
export function rowLink(origin: string, row: PendingEmailRow): string {
  const idea = `${origin}/idea/${row.idea_id}`;
  return row.comment_id === null ? idea : `${idea}#comment-${row.comment_id}`;
}

function footer(origin: string, unsubscribe: Unsubscribe): string[] {
  return [
    '',
    '--',
    `You get this email because of your notification settings (${unsubscribe.what}).`,
    `Stop these emails: ${unsubscribe.pageUrl}`,
    `Choose which emails you get: ${origin}/settings?tab=notifications`,
  ];
}

function headers(unsubscribe: Unsubscribe): Record<string, string> {
  return {
    'List-Unsubscribe': `<${unsubscribe.postUrl}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };
}

/** One notification, as soon as it happens. */
export function instantEmail(
  origin: string,
  row: PendingEmailRow,
  count: number,
  unsubscribe: Unsubscribe,
): MailMessage {
  const text = rowText(row, count);
  return {
    to: row.recipient_email,
    subject: text.length > 150 ? `${text.slice(0, 149)}…` : text,
    text: [
      `Hello ${row.recipient_name},`,
      '',
      `${text}.`,
      rowLink(origin, row),
      ...footer(origin, unsubscribe),
    ].join('\n'),
    headers: headers(unsubscribe),
  };
}

/** The daily digest: every notification waiting for it, the oldest first. */
export function digestEmail(
  origin: string,
  recipient: { email: string; name: string },
  items: readonly { row: PendingEmailRow; count: number }[],
  unsubscribe: Unsubscribe,
): MailMessage {
  const count = items.length;
  return {
    to: recipient.email,
    subject: `Your daily digest from ${MESSAGES.app.name}: ${count} ${count === 1 ? 'notification' : 'notifications'}`,
    text: [
      `Hello ${recipient.name},`,
      '',
      `Since your last digest on ${MESSAGES.app.name}:`,
      '',
      ...items.flatMap(({ row, count: events }) => [
        `- ${rowText(row, events)}`,
        `  ${rowLink(origin, row)}`,
      ]),
      '',
      `All your notifications: ${origin}/notifications`,
      ...footer(origin, unsubscribe),
    ].join('\n'),
    headers: headers(unsubscribe),
  };
}

/** What an unsubscribe link of this scope turns off, for the email's footer. */
export function scopeWords(scope: EmailCategory | 'digest', label: (c: EmailCategory) => string) {
  return scope === 'digest' ? 'the daily digest' : `instant emails: ${label(scope)}`;
}
