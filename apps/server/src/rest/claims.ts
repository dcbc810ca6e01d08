import type { FastifyInstance } from 'fastify';
import { claimInput } from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import { dropClaim, listIdeaClaims, listResearcherClaims, saveClaim } from '../services/claims.js';
import type { Services } from '../services/context.js';
import { body, pathId, requireUser } from './handler.js';

/**
 * Claims, "I'm pursuing this" (issue 12), beyond SPEC §7: an idea's claims,
 * the caller's own claim of it (created, changed, dropped) and a
 * researcher's claims.
 */
export function claimsRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  app.get('/api/ideas/:id/claims', (request) => listIdeaClaims(ctx, pathId(request, 'id')));

  app.get('/api/users/:id/claims', (request) => listResearcherClaims(ctx, pathId(request, 'id')));

  // An upsert, like rating: 200 whether the claim is new or changed.
  app.post('/api/ideas/:id/claim', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    const ideaId = pathId(request, 'id');
    return saveClaim(ctx, user.id, ideaId, body(request, claimInput));
  });

  app.delete('/api/ideas/:id/claim', async (request) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    await dropClaim(ctx, user.id, pathId(request, 'id'));
    return { success: true };
  });
}
