import type { PreferencesInput, User } from '@thisoneforfree/contracts';
import type { UserRow } from '../db/schema.js';
import { setCitationFormat } from '../data/users.js';
import type { Services } from './context.js';
import { currentUser } from './users.js';

/** Saves the user's citation format; returns the updated user. */
export async function updatePreferences(
  ctx: Services,
  user: UserRow,
  input: PreferencesInput,
): Promise<User> {
  return currentUser(ctx, await setCitationFormat(ctx.db, user.id, input.citationFormat));
}
