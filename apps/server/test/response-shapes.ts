import {
  accessTokenShape,
  accountExportShape,
  revokedSessionsShape,
  sessionInfoShape,
  createdAccessTokenShape,
  ideaListPageShape,
  apiErrorShape,
  browsePageShape,
  commentItemShape,
  commentShape,
  formattedCitationShape,
  ideaCardShape,
  ideaDetailShape,
  ideaShape,
  ideaWithLinksShape,
  messageShape,
  parsedCitationsShape,
  publicUserShape,
  randomIdeaShape,
  ratingResultShape,
  similarIdeaCardShape,
  successMessageShape,
  successShape,
  userFavoritesShape,
  userShape,
  userStatsShape,
} from '@thisoneforfree/contracts';
import { z } from 'zod';

/**
 * The contracts' shape of every successful answer, by REST route and by tRPC
 * procedure. The test helper checks every response the suites receive against
 * it (strict objects: a key too many fails as surely as one missing), so the
 * shapes the web app is typed with are the ones the server sends.
 */

const favoriteIds = z.array(z.number().int());

export const REST_SHAPES: Record<string, z.ZodType> = {
  'GET /api/user': userShape,
  'POST /api/register': userShape,
  'POST /api/login': userShape,
  'POST /api/logout': successShape,
  'POST /api/verify-email/:token': successMessageShape,
  'POST /api/resend-verification': messageShape,
  'GET /api/users': z.array(userFavoritesShape),
  'GET /api/users/:id': publicUserShape,
  'GET /api/users/:id/ideas': z.array(ideaShape),
  'GET /api/ideas': z.array(ideaShape),
  'GET /api/ideas/:id': ideaWithLinksShape,
  'POST /api/ideas': ideaShape,
  'GET /api/ideas/:id/comments': z.array(commentShape),
  'POST /api/ideas/:id/comments': commentShape,
  'POST /api/comments/:id/flag': successShape,
  'POST /api/comments/:id/status': commentShape,
  'GET /api/favorites': favoriteIds,
  'POST /api/favorites/add/:ideaId': favoriteIds,
  'POST /api/favorites/remove/:ideaId': favoriteIds,
  'POST /api/ideas/:id/rate': ratingResultShape,
  'POST /api/user/preferences': userShape,
  'POST /api/password/forgot': messageShape,
  'POST /api/password/reset': successShape,
  'POST /api/user/profile': userShape,
  'POST /api/user/password': successShape,
  'POST /api/user/email': messageShape,
  'POST /api/user/email/confirm': successMessageShape,
  'GET /api/user/sessions': z.array(sessionInfoShape),
  'POST /api/user/sessions/revoke-others': revokedSessionsShape,
  'GET /api/user/export': accountExportShape,
  'POST /api/user/delete': successShape,
  'GET /api/user/tokens': z.array(accessTokenShape),
  'POST /api/user/tokens': createdAccessTokenShape,
  'DELETE /api/user/tokens/:id': successShape,
  'GET /api/openapi.json': z.looseObject({ openapi: z.literal('3.1.1') }),
};

/** Every REST error, whatever the route. */
export const REST_ERROR_SHAPE = apiErrorShape;

export const TRPC_SHAPES: Record<string, z.ZodType> = {
  'auth.me': userShape.nullable(),
  'auth.register': userShape,
  'auth.login': userShape,
  'auth.logout': successShape,
  'auth.verifyEmail': successShape,
  'auth.resendVerification': messageShape,
  'auth.forgotPassword': messageShape,
  'auth.resetPassword': successShape,
  'account.updateProfile': userShape,
  'account.changePassword': successShape,
  'account.changeEmail': messageShape,
  'account.confirmEmailChange': successMessageShape,
  'account.sessions': z.array(sessionInfoShape),
  'account.revokeOtherSessions': revokedSessionsShape,
  'account.export': accountExportShape,
  'account.delete': successShape,
  'users.byId': publicUserShape,
  'users.favorites': z.array(userFavoritesShape),
  'users.stats': userStatsShape,
  'ideas.list': ideaListPageShape,
  'ideas.byId': ideaDetailShape,
  'ideas.byUser': z.array(ideaCardShape),
  'ideas.create': ideaShape,
  'ideas.browse': browsePageShape,
  'ideas.random': randomIdeaShape,
  'ideas.similar': z.array(similarIdeaCardShape),
  'comments.list': z.array(commentItemShape),
  'comments.create': commentItemShape,
  'comments.flag': successShape,
  'comments.setStatus': commentItemShape,
  'favorites.list': favoriteIds,
  'favorites.ideas': z.array(ideaCardShape),
  'favorites.add': favoriteIds,
  'favorites.remove': favoriteIds,
  'ratings.rate': ratingResultShape,
  'preferences.update': userShape,
  'citations.parse': parsedCitationsShape,
  'citations.format': formattedCitationShape,
  'citations.formatIdea': formattedCitationShape,
  'tokens.list': z.array(accessTokenShape),
  'tokens.create': createdAccessTokenShape,
  'tokens.revoke': successShape,
};

/** What is wrong with `body` as the answer of `key`, or null when it fits. */
export function shapeMismatch(
  shapes: Record<string, z.ZodType>,
  key: string,
  body: unknown,
): string | null {
  const shape = shapes[key];
  if (!shape) return `${key} has no shape in test/response-shapes.ts`;
  const checked = shape.safeParse(body);
  return checked.success ? null : `${key}: ${z.prettifyError(checked.error)}`;
}
