import {
  accessTokenShape,
  createdAccessTokenShape,
  ideaListPageShape,
  apiErrorShape,
  browsePageShape,
  claimShape,
  commentItemShape,
  commentShape,
  formattedCitationShape,
  ideaCardShape,
  ideaDetailShape,
  ideaShape,
  ideaVersionSummaryShape,
  ideaWithLinksShape,
  messageShape,
  parsedCitationsShape,
  publicUserShape,
  randomIdeaShape,
  ratingResultShape,
  researcherClaimShape,
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
  'PUT /api/ideas/:id': ideaShape,
  'DELETE /api/ideas/:id': ideaShape,
  'GET /api/ideas/:id/versions': z.array(ideaVersionSummaryShape),
  'GET /api/ideas/:id/versions/:version': ideaWithLinksShape,
  'GET /api/ideas/:id/comments': z.array(commentShape),
  'POST /api/ideas/:id/comments': commentShape,
  'POST /api/comments/:id/flag': successShape,
  'POST /api/comments/:id/status': commentShape,
  'PUT /api/comments/:id': commentShape,
  'DELETE /api/comments/:id': successShape,
  'GET /api/ideas/:id/claims': z.array(claimShape),
  'POST /api/ideas/:id/claim': claimShape,
  'DELETE /api/ideas/:id/claim': successShape,
  'GET /api/users/:id/claims': z.array(researcherClaimShape),
  'GET /api/favorites': favoriteIds,
  'POST /api/favorites/add/:ideaId': favoriteIds,
  'POST /api/favorites/remove/:ideaId': favoriteIds,
  'POST /api/ideas/:id/rate': ratingResultShape,
  'POST /api/user/preferences': userShape,
  'GET /api/user/tokens': z.array(accessTokenShape),
  'POST /api/user/tokens': createdAccessTokenShape,
  'POST /api/ideas/similar-to-draft': z.array(similarIdeaCardShape),
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
  'ideas.similarToDraft': z.array(similarIdeaCardShape),
  'ideas.update': ideaShape,
  'ideas.withdraw': ideaShape,
  'ideas.versions': z.array(ideaVersionSummaryShape),
  'ideas.version': ideaWithLinksShape,
  'comments.list': z.array(commentItemShape),
  'comments.create': commentItemShape,
  'comments.flag': successShape,
  'comments.setStatus': commentItemShape,
  'comments.edit': commentItemShape,
  'comments.remove': successShape,
  'claims.list': z.array(claimShape),
  'claims.byUser': z.array(researcherClaimShape),
  'claims.save': claimShape,
  'claims.drop': successShape,
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
