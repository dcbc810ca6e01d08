import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { SAFE_METHODS } from './bearer-token.js';

/**
 * Refuses writes that a browser sends from another site (CSRF defence in
 * depth beside SameSite=Lax cookies). The site's configured origin passes,
 * and so does the origin the request itself was addressed to (the page was
 * opened at http://127.0.0.1:3000 rather than http://localhost:3000, say): a
 * page on another site cannot make a browser send its requests with our Host.
 * Requests without an Origin header come from non-browser clients and are
 * allowed, and so are requests signed with a personal access token: the
 * token travels in the Authorization header, which no other site can make a
 * browser send (no CORS here), so there is no ambient credential to forge.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.auth?.token) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === appOrigin) return;
    if (origin === `${request.protocol}://${request.host}`) return;
    return reply.status(403).send({ message: MESSAGES.errors.foreignOrigin });
  });
}
