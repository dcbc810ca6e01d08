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

/** The expiries the Settings form offers, in days; null: never. */
export const ACCESS_TOKEN_EXPIRY_DAYS = [7, 30, 90, 365] as const;

/** The Settings form: the expiry is a choice of days, turned into an instant when sent. */
export const accessTokenForm = accessTokenInput.pick({ name: true, scope: true }).extend({
  expiresInDays: z.enum(['never', ...ACCESS_TOKEN_EXPIRY_DAYS.map(String)], v.invalidInput),
});
export type AccessTokenForm = z.input<typeof accessTokenForm>;

export function accessTokenFormToInput(
  form: z.output<typeof accessTokenForm>,
  now: Date,
): AccessTokenInput {
  const days = form.expiresInDays === 'never' ? null : Number(form.expiresInDays);
  return {
    name: form.name,
    scope: form.scope,
    expiresAt: days === null ? null : new Date(now.getTime() + days * 86_400_000).toISOString(),
  };
}
