import { MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';

/**
 * Posting ideas and comments takes a verified email address (issue 13): an
 * account made with someone else's address, or a throwaway one, can browse,
 * rate and keep favorites, not publish. Both doors check it before the
 * input (REST `requirePoster`, tRPC `postingProcedure`), with one message.
 */
export function assertMayPost(user: Pick<UserRow, 'email_verified'>): void {
  if (user.email_verified !== 1) throw forbidden(MESSAGES.errors.emailNotVerified);
}
