import type { FastifyInstance } from 'fastify';
import { ratingInput } from '@thisoneforfree/contracts';
import type { Services } from '../services/context.js';
import { rateIdea } from '../services/ratings.js';
import { body, pathId, requireUser } from './handler.js';

export function ratingsRoutes(app: FastifyInstance, ctx: Services): void {
  app.post('/api/ideas/:id/rate', (request) => {
    const user = requireUser(request);
    return rateIdea(ctx, user.id, pathId(request, 'id'), body(request, ratingInput));
  });
}
