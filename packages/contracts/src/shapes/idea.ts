import { z } from 'zod';
import { citationShape } from './citation.js';
import { isoInstant } from './common.js';
import { publicUserShape } from './user.js';

export const ideaRatingShape = z.strictObject({
  userId: z.number().int(),
  relevance: z.number().int(),
  difficulty: z.number().int(),
});
export type IdeaRating = z.infer<typeof ideaRatingShape>;

/** Who withdrew an idea: its author, or an admin who is not its author ("Removed by a moderator"). */
export const WITHDRAWN_BY = ['author', 'moderator'] as const;
export type WithdrawnBy = (typeof WITHDRAWN_BY)[number];

/**
 * An idea as SPEC §3 and §7 define it (GET /api/ideas), with its version
 * (1, 2, 3... one per saved edit; `updatedAt` is when the version shown was
 * saved, `createdAt` when the idea was first posted) and, once withdrawn,
 * when and by whom. A withdrawn idea keeps its id, author, title and dates;
 * its texts are empty and its lists (fields, ratings, citations) too.
 */
export const ideaShape = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  challenge: z.string(),
  approach: z.string(),
  impact: z.string(),
  fields: z.array(z.string()),
  ratings: z.array(ideaRatingShape),
  citations: z.array(citationShape),
  createdAt: isoInstant,
  version: z.number().int(),
  updatedAt: isoInstant,
  withdrawnAt: isoInstant.nullable(),
  withdrawnBy: z.enum(WITHDRAWN_BY).nullable(),
});
export type Idea = z.infer<typeof ideaShape>;

/** Aggregates kept per idea (SPEC §3 "Derived", and its claims), used by cards, sorting and filters. */
export const ideaStatsShape = z.strictObject({
  ratingCount: z.number().int(),
  avgRelevance: z.number(),
  avgDifficulty: z.number(),
  favoriteCount: z.number().int(),
  /** Researchers pursuing it now (claims with status `pursuing`). */
  pursuingCount: z.number().int(),
  /** Claims with a published result. */
  publishedCount: z.number().int(),
});
export type IdeaStats = z.infer<typeof ideaStatsShape>;

/**
 * An idea cited by another; `description` is its challenge (SPEC §3), empty
 * once the idea is withdrawn (`withdrawnAt` set: its page is a tombstone).
 */
export const linkedIdeaShape = z.strictObject({
  id: z.number().int(),
  title: z.string(),
  description: z.string(),
  withdrawnAt: isoInstant.nullable(),
});
export type LinkedIdea = z.infer<typeof linkedIdeaShape>;

/** GET /api/ideas/{id}: the idea with the ideas it cites ("linked ideas are also read with a description"). */
export const ideaWithLinksShape = ideaShape.extend({ linkedIdeas: z.array(linkedIdeaShape) });
export type IdeaWithLinks = z.infer<typeof ideaWithLinksShape>;

/** The idea page: the idea, its aggregates, its author (null when gone) and the ideas it cites. */
export const ideaDetailShape = ideaWithLinksShape.extend({
  stats: ideaStatsShape,
  author: publicUserShape.nullable(),
});
export type IdeaDetail = z.infer<typeof ideaDetailShape>;

/** One saved version of an idea, as the version history lists it (GET /api/ideas/{id}/versions). */
export const ideaVersionSummaryShape = z.strictObject({
  version: z.number().int(),
  createdAt: isoInstant,
  title: z.string(),
});
export type IdeaVersionSummary = z.infer<typeof ideaVersionSummaryShape>;

/** What an idea card shows: no long sections, the author's name, the aggregates. */
export const ideaCardShape = z.strictObject({
  id: z.number().int(),
  userId: z.number().int(),
  title: z.string(),
  challenge: z.string(),
  fields: z.array(z.string()),
  createdAt: isoInstant,
  author: z.strictObject({ id: z.number().int(), username: z.string() }).nullable(),
  stats: ideaStatsShape,
});
export type IdeaCard = z.infer<typeof ideaCardShape>;

/** A card of the similar ideas list, with its SPEC §5 score against the idea asked about. */
export const similarIdeaCardShape = ideaCardShape.extend({ score: z.number() });
export type SimilarIdeaCard = z.infer<typeof similarIdeaCardShape>;

/**
 * One page of browse results, or of a researcher's ideas (`ideas.byUser`);
 * pass `nextCursor` back for the next page (null on the last).
 */
export const browsePageShape = z.strictObject({
  items: z.array(ideaCardShape),
  nextCursor: z.string().nullable(),
});
export type BrowsePage = z.infer<typeof browsePageShape>;

/** A page of `ideas.list`: pass `nextAfter` back as `after` for the next page (null on the last). */
export const ideaListPageShape = z.strictObject({
  items: z.array(ideaShape),
  nextAfter: z.number().int().nullable(),
});
export type IdeaListPage = z.infer<typeof ideaListPageShape>;

/** How many ideas match a browse filter (the browse page's "128 ideas"). */
export const ideaCountShape = z.strictObject({ count: z.number().int().min(0) });
export type IdeaCount = z.infer<typeof ideaCountShape>;

/** Random Idea: an id among the ideas matching the filter, or null when none does. */
export const randomIdeaShape = z.strictObject({ id: z.number().int() }).nullable();
export type RandomIdea = z.infer<typeof randomIdeaShape>;

/** What rating an idea answers: its ratings, oldest first, and its new aggregates. */
export const ratingResultShape = z.strictObject({
  ratings: z.array(ideaRatingShape),
  stats: ideaStatsShape,
});
export type RatingResult = z.infer<typeof ratingResultShape>;
