import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

const v = MESSAGES.validation;

/**
 * What a personal access token may do: `read` answers GET requests only;
 * `read write` also makes the writes its owner could make (post an idea,
 * rate, comment). Neither can list, create or revoke tokens.
 */
export const ACCESS_TOKEN_SCOPES = ['read', 'read write'] as const;
export type AccessTokenScope = (typeof ACCESS_TOKEN_SCOPES)[number];

export const accessTokenScopeSchema = z.enum(ACCESS_TOKEN_SCOPES, v.tokenScopeInvalid);

/** POST /api/user/tokens and tokens.create: a name to recognise it by, a scope, an optional end. */
export const accessTokenInput = z.object({
  name: z
    .string(v.tokenNameRequired)
    .trim()
    .min(1, v.tokenNameRequired)
    .max(LIMITS.tokenNameMax, v.tokenNameTooLong),
  scope: accessTokenScopeSchema,
  /** An ISO-8601 instant in the future (`2027-01-31T00:00:00Z`); none: the token never expires. */
  expiresAt: z.iso.datetime({ offset: true, error: v.tokenExpiryFormat }).nullish(),
});
export type AccessTokenInput = z.input<typeof accessTokenInput>;
