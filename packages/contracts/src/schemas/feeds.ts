import { z } from 'zod';
import { browseQueryParameters } from './browse.js';
import { idSchema } from './id.js';

/**
 * The query of `/feeds/ideas.atom` (`ideasFeedPath` writes it): the browse
 * filter as a query string, as `GET /api/ideas/count` takes it (`field`
 * repeatable, `q` the browse search, dates, `low-high` ranges, claims), and
 * `user` (one researcher's ideas).
 */
export const ideasFeedQuery = z.object({ ...browseQueryParameters, user: idSchema.optional() });
export type IdeasFeedQuery = z.input<typeof ideasFeedQuery>;
