import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import {
  UNSUBSCRIBE_SCOPES,
  UNSUBSCRIBE_TOKEN,
  type UnsubscribeScope,
} from '@thisoneforfree/contracts';
import { appSecret } from '../../data/app-secrets.js';
import type { DB } from '../../db/database.js';

/**
 * Unsubscribe links (docs/decisions/0010): `<user id>-<scope>-<signature>`,
 * the signature an HMAC-SHA256 of the user id and scope under a key the
 * server made for itself (a random 256-bit key in `app_secrets`, shared by
 * every process on the database). Nothing is stored per email, the link
 * works for as long as the key stays, needs no login, and a changed user id
 * or scope no longer matches its signature. Deleting the key's row retires
 * every link sent so far.
 */

const KEY = 'unsubscribe-links';

function signingKey(db: DB): Promise<string> {
  return appSecret(db, KEY, () => randomBytes(32).toString('base64url'));
}

function signature(key: string, userId: number, scope: UnsubscribeScope): Buffer {
  return createHmac('sha256', key).update(`unsubscribe:${userId}:${scope}`).digest();
}

/** The token of the link that turns `scope` off for the user. */
export async function unsubscribeToken(
  db: DB,
  userId: number,
  scope: UnsubscribeScope,
): Promise<string> {
  const mac = signature(await signingKey(db), userId, scope).toString('base64url');
  return `${userId}-${scope}-${mac}`;
}

/** Whose link a token is and what it turns off, or null when it is not one of ours. */
export async function readUnsubscribeToken(
  db: DB,
  token: string,
): Promise<{ userId: number; scope: UnsubscribeScope } | null> {
  const [, id, scope, mac] = UNSUBSCRIBE_TOKEN.exec(token) ?? [];
  if (!id || !scope || !mac || !(UNSUBSCRIBE_SCOPES as readonly string[]).includes(scope))
    return null;
  const userId = Number(id);
  const given = Buffer.from(mac, 'base64url');
  const expected = signature(await signingKey(db), userId, scope as UnsubscribeScope);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return { userId, scope: scope as UnsubscribeScope };
}
