import type { FastifyInstance } from 'fastify';
import { moderationPageInput } from '@thisoneforfree/contracts';
import type { Services } from '../services/context.js';
import { listFlagQueue, listModerationLog } from '../services/moderation/lists.js';
import { query, requireUser } from './handler.js';

/**
 * The admins' moderation lists (issue 13): the queue of flagged comments and
 * the moderation log, a page at a time (`?page=`). Status changes stay at
 * SPEC §7's `POST /api/comments/{id}/status` (comments.ts).
 */
export function adminRoutes(app: FastifyInstance, ctx: Services): void {
  app.get('/api/admin/flags', async (request) => {
    const user = requireUser(request);
    const { page } = query(request, moderationPageInput);
    return listFlagQueue(ctx, user, page);
  });

  app.get('/api/admin/audit', async (request) => {
    const user = requireUser(request);
    const { page } = query(request, moderationPageInput);
    return listModerationLog(ctx, user, page);
  });
}
