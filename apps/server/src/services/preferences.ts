import type { PreferencesInput, User } from '@thisoneforfree/contracts';
import type { UserRow } from '../db/schema.js';
import type { ServiceContext } from './context.js';
import { currentUser } from './users.js';

/** Saves the user's citation format; returns the updated user. */
export async function updatePreferences(
  ctx: ServiceContext,
  user: UserRow,
  input: PreferencesInput,
): Promise<User> {
  const row = await ctx.db
    .updateTable('users')
    .set({ citation_format: input.citationFormat })
    .where('id', '=', user.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  return currentUser(ctx, row);
}
