import type { FastifyInstance } from 'fastify';
import { ideaInput } from '@thisoneforfree/contracts';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import { createIdea } from '../services/ideas/create.js';
import { jsonArrayStream } from '../lib/json-array-stream.js';
import { getIdea, walkIdeas } from '../services/ideas/read.js';
import { body, pathId, requirePoster } from './handler.js';

export function ideasRoutes(app: FastifyInstance, ctx: Services, limiter: RateLimiter): void {
  // Streamed a page at a time: the list of every idea is never built whole in memory.
  app.get('/api/ideas', (_request, reply) =>
    reply.type('application/json; charset=utf-8').send(jsonArrayStream(walkIdeas(ctx))),
  );

  app.get('/api/ideas/:id', (request) => getIdea(ctx, pathId(request, 'id')));

  app.post('/api/ideas', async (request, reply) => {
    const user = requirePoster(request);
    await limiter.check('post', request);
    const idea = await createIdea(ctx, user.id, body(request, ideaInput));
    return reply.status(201).send(idea);
  });
}
