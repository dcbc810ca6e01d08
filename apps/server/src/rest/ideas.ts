import type { FastifyInstance } from 'fastify';
import { ideaInput } from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { ServiceContext } from '../services/context.js';
import { createIdea, getIdea, listIdeas } from '../services/ideas.js';
import { body, pathId, requireUser } from './handler.js';

export function ideasRoutes(app: FastifyInstance, ctx: ServiceContext, limiter: RateLimiter): void {
  app.get('/api/ideas', () => listIdeas(ctx));

  app.get('/api/ideas/:id', (request) => getIdea(ctx, pathId(request, 'id')));

  app.post('/api/ideas', async (request, reply) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    const idea = await createIdea(ctx, user.id, body(request, ideaInput));
    return reply.status(201).send(idea);
  });
}
