import type { profileInput, User } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { setProfile } from '../../data/users.js';
import type { UserRow } from '../../db/schema.js';
import type { Services } from '../context.js';
import { currentUser } from '../users.js';

/** Saves the name, institution and ORCID iD (the register rules); answers the updated user. */
export async function updateProfile(
  ctx: Services,
  user: UserRow,
  input: z.output<typeof profileInput>,
): Promise<User> {
  return currentUser(ctx, await setProfile(ctx.db, user.id, input));
}
