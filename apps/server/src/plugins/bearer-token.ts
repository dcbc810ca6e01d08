import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { AppError, forbidden } from '../lib/errors.js';
import { type TokenAuth, validateAccessToken } from '../services/auth/access-tokens.js';
import type { Services } from '../services/context.js';
import type { UserRow } from '../db/schema.js';

export const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const BEARER = /^Bearer[ \t]+(\S+)[ \t]*$/i;

/** Personal access tokens work on the REST paths only; the web app's tRPC uses its cookie. */
export function isRestPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

/**
 * Reads `Authorization: Bearer <token>` (a personal access token) and answers
 * who it is; throws 401 for a malformed header or a token that is unknown,
 * revoked or expired (a script should hear that its credential is wrong, not
 * be served as a visitor), and 403 for a write with a read-only token. The
 * 401 carries `WWW-Authenticate` as RFC 6750 asks.
 */
export async function authenticateBearer(
  services: Services,
  request: FastifyRequest,
  reply: FastifyReply,
  header: string,
): Promise<{ user: UserRow; token: TokenAuth }> {
  const match = BEARER.exec(header);
  const found = match?.[1] ? await validateAccessToken(services, match[1]) : null;
  if (!found) {
    reply.header('WWW-Authenticate', match ? 'Bearer error="invalid_token"' : 'Bearer realm="api"');
    throw new AppError(
      'UNAUTHORIZED',
      match ? MESSAGES.errors.tokenInvalid : MESSAGES.errors.tokenAuthorizationScheme,
    );
  }
  if (!SAFE_METHODS.has(request.method) && found.token.scope !== 'read write') {
    throw forbidden(MESSAGES.errors.tokenReadOnly);
  }
  return found;
}
