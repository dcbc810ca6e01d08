import {
  EMAIL_CATEGORIES,
  type EmailCategory,
  MESSAGES,
  type Unsubscribed,
} from '@thisoneforfree/contracts';
import { moveEmailMode } from '../../data/notification-emails.js';
import { saveEmailModes } from '../../data/notification-settings.js';
import { findUserById } from '../../data/users.js';
import { badRequest } from '../../lib/errors.js';
import type { Services } from '../context.js';
import { readEmailPreferences } from './preferences.js';
import { readUnsubscribeToken } from './unsubscribe-tokens.js';

/**
 * Opening an email's unsubscribe link (no login: the signed token is the
 * proof): turns off what the link names, the category of an instant email
 * or every category the digest carries, and answers what it turned off
 * (nothing, the second time). A token that is not one of ours, or whose
 * account is gone, is a 400.
 */
export async function unsubscribe(ctx: Services, token: string): Promise<Unsubscribed> {
  const link = await readUnsubscribeToken(ctx.db, token);
  const user = link && (await findUserById(ctx.db, link.userId));
  if (!link || !user || user.deleted_at !== null)
    throw badRequest(MESSAGES.errors.unsubscribeLinkInvalid);
  const turnedOff = await ctx.db.transaction().execute(async (trx) => {
    const before = await readEmailPreferences(trx, link.userId);
    const off: EmailCategory[] = EMAIL_CATEGORIES.filter((category) =>
      link.scope === 'digest' ? before[category] === 'digest' : category === link.scope,
    ).filter((category) => before[category] !== 'off');
    await saveEmailModes(trx, link.userId, Object.fromEntries(off.map((c) => [c, 'off'])));
    for (const category of off) await moveEmailMode(trx, link.userId, category, 'off');
    return off;
  });
  return { success: true, turnedOff };
}
