import type { FastifyInstance } from 'fastify';
import { preferencesInput } from '@thisoneforfree/contracts';
import type { Services } from '../services/context.js';
import { updatePreferences } from '../services/preferences.js';
import { body, requireUser } from './handler.js';

export function preferencesRoutes(app: FastifyInstance, ctx: Services): void {
  app.post('/api/user/preferences', (request) =>
    updatePreferences(ctx, requireUser(request), body(request, preferencesInput)),
  );
}
