import type { FastifyInstance } from 'fastify';
import type { DocumentOptions } from '../openapi/document.js';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { Services } from '../services/context.js';
import { accountRoutes } from './account.js';
import { adminRoutes } from './admin.js';
import { authRoutes } from './auth.js';
import { claimsRoutes } from './claims.js';
import { commentsRoutes } from './comments.js';
import { docsRoutes } from './docs.js';
import { exportsRoutes } from './exports.js';
import { favoritesRoutes } from './favorites.js';
import { followsRoutes } from './follows.js';
import { ideasRoutes } from './ideas.js';
import { notificationsRoutes } from './notifications.js';
import { passwordRoutes } from './password.js';
import { preferencesRoutes } from './preferences.js';
import { ratingsRoutes } from './ratings.js';
import { tokensRoutes } from './tokens.js';
import { userRoutes } from './users.js';

/**
 * The REST calls of SPEC §7 at their exact paths (thin adapters over the
 * services), the account's own calls (password reset, Settings, Account),
 * personal access tokens, follows and notifications, and the API's description and reference page
 * (docs.ts).
 */
export async function registerRestRoutes(
  app: FastifyInstance,
  ctx: Services,
  limiter: RateLimiter,
  options: DocumentOptions,
): Promise<void> {
  authRoutes(app, ctx, limiter);
  passwordRoutes(app, ctx, limiter);
  accountRoutes(app, ctx, limiter);
  userRoutes(app, ctx);
  ideasRoutes(app, ctx, limiter);
  commentsRoutes(app, ctx, limiter);
  adminRoutes(app, ctx);
  claimsRoutes(app, ctx, limiter);
  favoritesRoutes(app, ctx);
  ratingsRoutes(app, ctx);
  preferencesRoutes(app, ctx);
  tokensRoutes(app, ctx);
  exportsRoutes(app, ctx, limiter);
  followsRoutes(app, ctx, limiter);
  await notificationsRoutes(app, ctx, limiter);
  await docsRoutes(app, options);
}
