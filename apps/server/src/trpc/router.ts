import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import { accountRouter } from './routers/account.js';
import { adminRouter } from './routers/admin.js';
import { authRouter } from './routers/auth.js';
import { citationsRouter } from './routers/citations.js';
import { claimsRouter } from './routers/claims.js';
import { commentsRouter } from './routers/comments.js';
import { exportsRouter } from './routers/exports.js';
import { favoritesRouter } from './routers/favorites.js';
import { followsRouter } from './routers/follows.js';
import { ideasRouter } from './routers/ideas.js';
import { notificationsRouter } from './routers/notifications.js';
import { preferencesRouter } from './routers/preferences.js';
import { ratingsRouter } from './routers/ratings.js';
import { tokensRouter } from './routers/tokens.js';
import { usersRouter } from './routers/users.js';
import { router } from './trpc.js';

/** One router per domain noun, merged here; the web app imports only this type. */
export const appRouter = router({
  auth: authRouter,
  account: accountRouter,
  users: usersRouter,
  ideas: ideasRouter,
  comments: commentsRouter,
  favorites: favoritesRouter,
  ratings: ratingsRouter,
  preferences: preferencesRouter,
  citations: citationsRouter,
  tokens: tokensRouter,
  claims: claimsRouter,
  exports: exportsRouter,
  admin: adminRouter,
  follows: followsRouter,
  notifications: notificationsRouter,
});

export type AppRouter = typeof appRouter;
export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;
