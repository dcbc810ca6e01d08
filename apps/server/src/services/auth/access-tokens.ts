import type { accessTokenInput } from '@thisoneforfree/contracts';
import {
  type AccessToken,
  type AccessTokenScope,
  type CreatedAccessToken,
  LIMITS,
  MESSAGES,
} from '@thisoneforfree/contracts';
import type { z } from 'zod';
import {
  countAccessTokens,
  deleteAccessToken,
  deleteExpiredAccessTokens,
  findAccessTokenWithUser,
  insertAccessToken,
  listAccessTokens,
  setAccessTokenLastUsed,
} from '../../data/access-tokens.js';
import type { UserRow } from '../../db/schema.js';
import { badRequest, notFound } from '../../lib/errors.js';
import { generateToken, hashToken } from '../../lib/tokens.js';
import { isoNow } from '../../runtime/clock.js';
import { toAccessToken } from '../../serializers/access-tokens.js';
import type { Services } from '../context.js';

/**
 * Personal access tokens: what a script sends as `Authorization: Bearer
 * <token>` to use the REST API as its owner (README "Scripting the API").
 * Stored like sessions (docs/decisions/0001): the database keeps only the
 * token's SHA-256, so a leaked table grants nothing, and the token is shown
 * once, when it is created. The prefix lets a secret scanner, or a person,
 * recognise one pasted where it should not be.
 */
export const ACCESS_TOKEN_PREFIX = 'tof_';
const TOKEN_FORM = /^tof_[a-z2-7]{32}$/;

/** lastUsedAt is written at most this often, so reads with a token do not all write. */
const LAST_USED_PRECISION_MS = 60_000;

export interface TokenAuth {
  id: number;
  scope: AccessTokenScope;
}

export async function listTokens(ctx: Services, user: UserRow): Promise<AccessToken[]> {
  return (await listAccessTokens(ctx.db, user.id)).map(toAccessToken);
}

export async function createToken(
  ctx: Services,
  user: UserRow,
  input: z.output<typeof accessTokenInput>,
): Promise<CreatedAccessToken> {
  const now = ctx.clock.now();
  const expiresAt = input.expiresAt ? new Date(input.expiresAt) : null;
  if (expiresAt && expiresAt.getTime() <= now.getTime()) {
    throw badRequest(MESSAGES.validation.tokenExpiryPast, [
      { path: 'expiresAt', message: MESSAGES.validation.tokenExpiryPast },
    ]);
  }
  const token = ACCESS_TOKEN_PREFIX + generateToken();
  const row = await ctx.db.transaction().execute(async (trx) => {
    if ((await countAccessTokens(trx, user.id)) >= LIMITS.tokensPerUser) {
      throw badRequest(MESSAGES.errors.tokenLimit);
    }
    return insertAccessToken(trx, {
      userId: user.id,
      name: input.name,
      scope: input.scope,
      tokenHash: hashToken(token),
      createdAt: now.toISOString(),
      expiresAt: expiresAt?.toISOString() ?? null,
    });
  });
  return { ...toAccessToken(row), token };
}

export async function revokeToken(ctx: Services, user: UserRow, id: number): Promise<void> {
  if (!(await deleteAccessToken(ctx.db, user.id, id)))
    throw notFound(MESSAGES.errors.tokenNotFound);
}

/**
 * The token's owner and scope, or null when the token is malformed, unknown
 * (never issued, or revoked) or expired. Notes the use (lastUsedAt).
 */
export async function validateAccessToken(
  ctx: Services,
  token: string,
): Promise<{ token: TokenAuth; user: UserRow } | null> {
  if (!TOKEN_FORM.test(token)) return null;
  const found = await findAccessTokenWithUser(ctx.db, hashToken(token));
  if (!found) return null;
  const now = ctx.clock.now();
  if (found.token.expires_at !== null && new Date(found.token.expires_at) <= now) return null;
  const lastUsed = found.token.last_used_at ? new Date(found.token.last_used_at).getTime() : 0;
  if (now.getTime() - lastUsed >= LAST_USED_PRECISION_MS) {
    await setAccessTokenLastUsed(ctx.db, found.token.id, now.toISOString());
  }
  return {
    token: { id: found.token.id, scope: toAccessToken(found.token).scope },
    user: found.user,
  };
}

/** Deletes expired tokens (the hourly sweep, beside sessions'); returns how many. */
export async function sweepExpiredTokens(ctx: Services): Promise<number> {
  return deleteExpiredAccessTokens(ctx.db, isoNow(ctx.clock));
}
