import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accessTokenInput, MESSAGES } from '@thisoneforfree/contracts';
import type { UserRow } from '../db/schema.js';
import { createToken, listTokens, revokeToken } from '../services/auth/access-tokens.js';
import type { Services } from '../services/context.js';
import { body, pathId, requireSession } from './handler.js';

/**
 * The user signed in with the session cookie. A personal access token cannot
 * list, create or revoke tokens: a leaked token must not be able to mint
 * itself successors that outlive its revocation, nor revoke the owner's others.
 */
function requireSessionUser(request: FastifyRequest): UserRow {
  return requireSession(request, MESSAGES.errors.tokenCannotManageTokens).user;
}

export function tokensRoutes(app: FastifyInstance, ctx: Services): void {
  app.get('/api/user/tokens', (request) => listTokens(ctx, requireSessionUser(request)));

  app.post('/api/user/tokens', async (request, reply) => {
    const user = requireSessionUser(request);
    const created = await createToken(ctx, user, body(request, accessTokenInput));
    return reply.status(201).send(created);
  });

  app.delete('/api/user/tokens/:id', async (request) => {
    const user = requireSessionUser(request);
    await revokeToken(ctx, user, pathId(request, 'id'));
    return { success: true };
  });
}
