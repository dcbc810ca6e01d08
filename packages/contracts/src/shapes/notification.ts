import { z } from 'zod';
import { ACADEMIC_FIELDS } from '../fields.js';
import {
  EMAIL_CATEGORIES,
  EMAIL_MODES,
  type EmailCategory,
  NOTIFICATION_KINDS,
  NOTIFICATION_REASONS,
} from '../notifications.js';
import { commentAuthorShape } from './comment.js';
import { isoInstant, successShape } from './common.js';

/**
 * One in-app notification. `text` is the sentence the app and the emails
 * show (contracts' `notificationText`). Unread ratings of one idea are one
 * notification whose `count` grows ("5 new ratings of your idea …"); every
 * other kind has a count of 1. `actor` is who did it (null for a deleted
 * account); `commentId` the comment or reply it is about.
 */
export const notificationShape = z.strictObject({
  id: z.number().int(),
  kind: z.enum(NOTIFICATION_KINDS),
  reason: z.enum(NOTIFICATION_REASONS),
  /** The followed field a new idea is in (reason `followedField`), else null. */
  field: z.enum(ACADEMIC_FIELDS).nullable(),
  idea: z.strictObject({ id: z.number().int(), title: z.string() }),
  actor: commentAuthorShape.nullable(),
  commentId: z.number().int().nullable(),
  count: z.number().int(),
  text: z.string(),
  createdAt: isoInstant,
  /** null while unread. */
  readAt: isoInstant.nullable(),
});
export type NotificationItem = z.infer<typeof notificationShape>;

/** A page of notifications, the newest first, and how many are unread in all. */
export const notificationPageShape = z.strictObject({
  items: z.array(notificationShape),
  /** Pass as `cursor` for the next page; null on the last one. */
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageShape>;

/** The bell's number. */
export const unreadCountShape = z.strictObject({ unreadCount: z.number().int() });
export type UnreadCount = z.infer<typeof unreadCountShape>;

/** Marking notifications read answers how many stay unread. */
export const markedReadShape = successShape.extend({ unreadCount: z.number().int() });
export type MarkedRead = z.infer<typeof markedReadShape>;

/** Which emails a researcher gets, per category: off, instant, or in the daily digest. */
const mode = z.enum(EMAIL_MODES);
export const notificationPreferencesShape = z.strictObject({
  comments: mode,
  replies: mode,
  ratings: mode,
  claims: mode,
  followedClaims: mode,
  newIdeas: mode,
} satisfies Record<EmailCategory, typeof mode>);

/** What an unsubscribe link turned off: the categories that were on and now are off. */
export const unsubscribedShape = successShape.extend({
  turnedOff: z.array(z.enum(EMAIL_CATEGORIES)),
});
export type Unsubscribed = z.infer<typeof unsubscribedShape>;
