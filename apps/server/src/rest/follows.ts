import type { FastifyInstance } from 'fastify';
import { followInput } from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import { follow, listFollows, unfollow } from '../services/follows.js';
import { body, requireUser } from './handler.js';

/**
 * Following researchers, academic fields and ideas (issue 15): the body of
 * a follow and an unfollow is the same `{ kind, target }`; both answer what
 * the user follows now.
 */
export function followsRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  app.get('/api/follows', (request) => listFollows(ctx, requireUser(request).id));

  app.post('/api/follows', async (request) => {
    const user = requireUser(request);
    await limiter.check('notificationWrite', request);
    return follow(ctx, user.id, body(request, followInput));
  });

  app.delete('/api/follows', async (request) => {
    const user = requireUser(request);
    await limiter.check('notificationWrite', request);
    return unfollow(ctx, user.id, body(request, followInput));
  });
}
