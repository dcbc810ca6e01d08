import type { FastifyInstance } from 'fastify';
import { jsonArrayStream } from '../lib/json-array-stream.js';
import type { Services } from '../services/context.js';
import { walkIdeasByUser } from '../services/ideas/read.js';
import { assertUserExists, getPublicUser, listUserFavorites } from '../services/users.js';
import { pathId } from './handler.js';

export function userRoutes(app: FastifyInstance, ctx: Services): void {
  app.get('/api/users', () => listUserFavorites(ctx));
  app.get('/api/users/:id', (request) => getPublicUser(ctx, pathId(request, 'id')));
  // Streamed a page at a time, like GET /api/ideas; a 404 is decided before the first byte.
  app.get('/api/users/:id/ideas', async (request, reply) => {
    const userId = pathId(request, 'id');
    await assertUserExists(ctx, userId);
    return reply
      .type('application/json; charset=utf-8')
      .send(jsonArrayStream(walkIdeasByUser(ctx, userId)));
  });
}
