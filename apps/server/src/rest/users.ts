import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/context.js';
import { listIdeasByUser } from '../services/ideas/read.js';
import { getPublicUser, listUserFavorites } from '../services/users.js';
import { pathId } from './handler.js';

export function userRoutes(app: FastifyInstance, ctx: Services): void {
  app.get('/api/users', () => listUserFavorites(ctx));
  app.get('/api/users/:id', (request) => getPublicUser(ctx, pathId(request, 'id')));
  app.get('/api/users/:id/ideas', (request) => listIdeasByUser(ctx, pathId(request, 'id')));
}
