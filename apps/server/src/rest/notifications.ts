import type { FastifyInstance } from 'fastify';
import {
  markNotificationsReadInput,
  notificationListInput,
  notificationPreferencesInput,
  unsubscribeTokenSchema,
} from '@thisoneforfree/contracts';
import { z } from 'zod';
import { parseInput } from '../lib/validation.js';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotifications,
} from '../services/notifications/inbox.js';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from '../services/notifications/preferences.js';
import { unsubscribe } from '../services/notifications/unsubscribe.js';
import { body, requireUser } from './handler.js';

const tokenParams = z.object({ token: unsubscribeTokenSchema });

/**
 * The signed-in user's notifications, their email preferences, and the
 * unsubscribe link every notification email carries (no login).
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  ctx: Services,
  limiter: RateLimiter,
): Promise<void> {
  app.get('/api/notifications', (request) =>
    listNotifications(
      ctx,
      requireUser(request).id,
      parseInput(notificationListInput, request.query),
    ),
  );

  app.get('/api/notifications/unread-count', (request) =>
    unreadNotifications(ctx, requireUser(request).id),
  );

  app.post('/api/notifications/read', async (request) => {
    const user = requireUser(request);
    await limiter.check('notificationWrite', request);
    return markNotificationsRead(ctx, user.id, body(request, markNotificationsReadInput));
  });

  app.get('/api/notifications/preferences', (request) =>
    getNotificationPreferences(ctx, requireUser(request).id),
  );

  app.put('/api/notifications/preferences', async (request) => {
    const user = requireUser(request);
    await limiter.check('notificationWrite', request);
    return updateNotificationPreferences(ctx, user.id, body(request, notificationPreferencesInput));
  });

  // RFC 8058's one click: a mail client POSTs `List-Unsubscribe=One-Click`
  // as a form (urlencoded or multipart) with no cookie and no Origin. The
  // token in the path is all that counts, so any body is read and ignored,
  // in a scope of its own: other routes keep refusing what is not JSON.
  await app.register((scope, _options, done) => {
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post('/api/unsubscribe/:token', { config: { anyOrigin: true } }, async (request) => {
      await limiter.check('emailedLink', request);
      const { token } = parseInput(tokenParams, request.params);
      return unsubscribe(ctx, token);
    });
    done();
  });
}
