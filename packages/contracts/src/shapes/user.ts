import { z } from 'zod';
import { CITATION_FORMATS } from '../citation-formats.js';
import { zeroOrOne } from './common.js';

/** Any user as others see them (profiles, idea authors). */
export const publicUserShape = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  institution: z.string(),
  email: z.string(),
  orcidId: z.string(),
});
export type PublicUser = z.infer<typeof publicUserShape>;

/** The logged-in user, as GET /api/user, login and register return it. */
export const userShape = publicUserShape.extend({
  isAdmin: zeroOrOne,
  emailVerified: zeroOrOne,
  preferences: z.strictObject({ citationFormat: z.enum(CITATION_FORMATS) }),
  /** Favorite idea ids, in the order they were added. */
  favorites: z.array(z.number().int()),
});
export type User = z.infer<typeof userShape>;

/** GET /api/users: only what favorite counts need. */
export const userFavoritesShape = z.strictObject({
  id: z.number().int(),
  favorites: z.array(z.number().int()),
});
export type UserFavorites = z.infer<typeof userFavoritesShape>;

/** The Publication Statistics tab of a profile (SPEC §2). */
export const userStatsShape = z.strictObject({
  totalIdeas: z.number().int(),
  /** Ratings received on the user's ideas. */
  totalRatings: z.number().int(),
  /** Mean relevance (Impact) of those ratings, to one decimal; 0 when there are none. */
  averageImpact: z.number(),
});
export type UserStats = z.infer<typeof userStatsShape>;
