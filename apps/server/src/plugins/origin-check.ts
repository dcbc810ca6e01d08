import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route takes no cookie or token, only a secret in its own URL (an
     * email's unsubscribe link), so a write from another site forges
     * nothing: webmail may send RFC 8058's one click from its own page.
     */
    anyOrigin?: boolean;
  }
}
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
 * Routes whose config says `anyOrigin` use no ambient credential at all.
 */
export function registerOriginCheck(app: FastifyInstance, appOrigin: string): void {
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method) || request.auth?.token) return;
    if (request.routeOptions.config.anyOrigin) return;
    const origin = request.headers.origin;
    if (origin === undefined || origin === appOrigin) return;
    if (origin === `${request.protocol}://${request.host}`) return;
    return reply.status(403).send({ message: MESSAGES.errors.foreignOrigin });
  });
}
