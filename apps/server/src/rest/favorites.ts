import type { FastifyInstance } from 'fastify';
import type { Services } from '../services/context.js';
import { addFavorite, listFavorites, removeFavorite } from '../services/favorites.js';
import { pathId, requireUser } from './handler.js';

export function favoritesRoutes(app: FastifyInstance, ctx: Services): void {
  app.get('/api/favorites', (request) => listFavorites(ctx, requireUser(request).id));

  app.post('/api/favorites/add/:ideaId', (request) =>
    addFavorite(ctx, requireUser(request).id, pathId(request, 'ideaId')),
  );

  app.post('/api/favorites/remove/:ideaId', (request) =>
    removeFavorite(ctx, requireUser(request).id, pathId(request, 'ideaId')),
  );
}
