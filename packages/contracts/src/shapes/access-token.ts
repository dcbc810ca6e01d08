import { z } from 'zod';
import { ACCESS_TOKEN_SCOPES } from '../schemas/access-tokens.js';
import { isoInstant } from './common.js';

/** A personal access token as its owner sees it listed: never the secret itself. */
export const accessTokenShape = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  scope: z.enum(ACCESS_TOKEN_SCOPES),
  createdAt: isoInstant,
  /** null: the token does not expire. */
  expiresAt: isoInstant.nullable(),
  /** null: never used. Updated at most once a minute. */
  lastUsedAt: isoInstant.nullable(),
});
export type AccessToken = z.infer<typeof accessTokenShape>;

/** What creating a token answers, the only time the secret is ever sent. */
export const createdAccessTokenShape = accessTokenShape.extend({ token: z.string() });
export type CreatedAccessToken = z.infer<typeof createdAccessTokenShape>;
