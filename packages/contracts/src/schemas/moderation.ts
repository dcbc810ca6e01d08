import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

const v = MESSAGES.validation;

/** Why a reader flags a comment (issue 13); the reason is optional. */
export const FLAG_REASONS = ['spam', 'harassment', 'off-topic', 'other'] as const;
export type FlagReason = (typeof FLAG_REASONS)[number];

/** How the app names each reason (the flag dialog, the moderation queue). */
export const FLAG_REASON_LABELS: Record<FlagReason, string> = {
  spam: 'Spam',
  harassment: 'Harassment',
  'off-topic': 'Off-topic',
  other: 'Other',
};

/**
 * Flagging a comment (`POST /api/comments/{id}/flag`): an optional reason
 * and optional details for the moderators (trimmed; empty is none). The
 * empty body of SPEC §7 is still a flag, without a reason.
 */
export const commentFlagInput = z.object({
  reason: z.enum(FLAG_REASONS, v.flagReasonInvalid).nullish(),
  note: z
    .string(v.invalidInput)
    .trim()
    .max(LIMITS.flagNoteMax, v.flagNoteTooLong)
    .transform((value) => (value === '' ? null : value))
    .nullish(),
});
export type CommentFlagInput = z.input<typeof commentFlagInput>;

/**
 * A page number of the moderation lists: a number, or its digits in a query
 * string (`?page=2`); the first page when left out.
 */
const pageNumber = z.union(
  [
    z.number(v.pageInvalid).int(v.pageInvalid).min(1, v.pageInvalid),
    z
      .string(v.pageInvalid)
      .regex(/^[1-9]\d{0,5}$/, v.pageInvalid)
      .transform(Number),
  ],
  v.pageInvalid,
);

/** `GET /api/admin/flags` and `GET /api/admin/audit` (`?page=`), and their tRPC procedures. */
export const moderationPageInput = z.object({
  page: pageNumber.pipe(z.number().max(LIMITS.moderationPageMax, v.pageInvalid)).default(1),
});
export type ModerationPageInput = z.input<typeof moderationPageInput>;
