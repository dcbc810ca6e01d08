import type { FastifyInstance } from 'fastify';
import { ideaInput } from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import { createIdea } from '../services/ideas/create.js';
import { getIdea, listIdeas } from '../services/ideas/read.js';
import { body, pathId, requireUser } from './handler.js';

export function ideasRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  app.get('/api/ideas', () => listIdeas(ctx));

  app.get('/api/ideas/:id', (request) => getIdea(ctx, pathId(request, 'id')));

  app.post('/api/ideas', async (request, reply) => {
    const user = requireUser(request);
    await limiter.check('post', request);
    const idea = await createIdea(ctx, user.id, body(request, ideaInput));
    return reply.status(201).send(idea);
  });
}
