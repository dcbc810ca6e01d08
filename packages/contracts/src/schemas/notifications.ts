import { z } from 'zod';
import { ID_DIGITS } from '../id.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { EMAIL_MODES, type EmailCategory } from '../notifications.js';
import { positiveId } from './id.js';

const v = MESSAGES.validation;

/**
 * `GET /api/notifications?cursor=` (notifications.list): the next page after
 * `cursor`, the `nextCursor` of the page before; none for the newest.
 */
export const notificationListInput = z.object({
  cursor: z
    .string(MESSAGES.errors.invalidCursor)
    .regex(ID_DIGITS, MESSAGES.errors.invalidCursor)
    .optional(),
});
export type NotificationListInput = z.input<typeof notificationListInput>;

/** `POST /api/notifications/read`: these notifications (at most 100), or `all: true`. */
export const markNotificationsReadInput = z
  .object({
    ids: z
      .array(positiveId())
      .min(1, v.markReadTarget)
      .max(LIMITS.notificationsPerPage * 5, v.markReadTooMany)
      .optional(),
    all: z.literal(true, v.markReadTarget).optional(),
  })
  .refine((input) => (input.ids === undefined) !== (input.all === undefined), {
    message: v.markReadTarget,
  });
export type MarkNotificationsReadInput = z.input<typeof markNotificationsReadInput>;

const emailMode = z.enum(EMAIL_MODES, v.emailModeInvalid);

/**
 * `PUT /api/notifications/preferences`: any of the email categories, each
 * `off`, `instant` or `digest`; the ones left out keep their setting.
 */
const optionalMode = emailMode.optional();
export const notificationPreferencesInput = z.strictObject(
  {
    comments: optionalMode,
    replies: optionalMode,
    ratings: optionalMode,
    claims: optionalMode,
    followedClaims: optionalMode,
    newIdeas: optionalMode,
  } satisfies Record<EmailCategory, typeof optionalMode>,
  v.emailCategoryUnknown,
);
export type NotificationPreferencesInput = z.input<typeof notificationPreferencesInput>;

/**
 * An emailed unsubscribe link's token: `<user id>-<scope>-<signature>`, the
 * signature 43 characters of base64url (services/notifications/
 * unsubscribe-tokens.ts on the server). No dot: a path ending in `.abc`
 * reads as a file to the web server.
 */
export const UNSUBSCRIBE_TOKEN = /^([1-9]\d{0,9})-([A-Za-z]{1,20})-([A-Za-z0-9_-]{43})$/;

export const unsubscribeTokenSchema = z
  .string(MESSAGES.errors.unsubscribeLinkInvalid)
  .regex(UNSUBSCRIBE_TOKEN, MESSAGES.errors.unsubscribeLinkInvalid);

export const unsubscribeInput = z.object({ token: unsubscribeTokenSchema });
export type UnsubscribeInput = z.input<typeof unsubscribeInput>;
