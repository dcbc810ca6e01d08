import { MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../../db/schema.js';
import { forbidden } from '../../lib/errors.js';

/** Only an idea's author, or an admin, may edit or withdraw it (403 for anyone else). */
export function assertMayChange(
  idea: { user_id: number },
  user: Pick<UserRow, 'id' | 'is_admin'>,
): void {
  if (idea.user_id !== user.id && user.is_admin !== 1)
    throw forbidden(MESSAGES.errors.notIdeaAuthor);
}
