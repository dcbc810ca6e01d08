import type { Citation, Idea, IdeaStats, PublicUser } from '@thisoneforfree/contracts';
import type { CitationRow, IdeaRow } from '../db/schema.js';

/**
 * API shapes of ideas beyond the contracts' `Idea` (see src/trpc/README.md),
 * and the functions that build them from rows by naming each field.
 */

/** What an idea card shows: no long sections, the author's name, the aggregates. */
export interface IdeaCard {
  id: number;
  userId: number;
  title: string;
  challenge: string;
  fields: string[];
  createdAt: string;
  author: { id: number; username: string } | null;
  stats: IdeaStats;
}

/** An idea cited by another; `description` is its challenge (SPEC §3). */
export interface LinkedIdea {
  id: number;
  title: string;
  description: string;
}

/** The idea page: the idea, its aggregates, its author and the ideas it cites. */
export interface IdeaDetail extends Idea {
  stats: IdeaStats;
  author: PublicUser | null;
  linkedIdeas: LinkedIdea[];
}

export interface SimilarIdeaCard extends IdeaCard {
  /** SPEC §5 score against the idea asked about. */
  score: number;
}

export interface BrowsePage {
  items: IdeaCard[];
  /** Pass back as `cursor` for the next page; null on the last page. */
  nextCursor: string | null;
}

/** The columns of `ideas` every shape is built from. */
export const IDEA_COLUMNS = [
  'ideas.id',
  'ideas.user_id',
  'ideas.title',
  'ideas.challenge',
  'ideas.approach',
  'ideas.impact',
  'ideas.created_at',
  'ideas.rating_count',
  'ideas.avg_relevance',
  'ideas.avg_difficulty',
  'ideas.favorite_count',
] as const;

export function toIdeaStats(
  row: Pick<IdeaRow, 'rating_count' | 'avg_relevance' | 'avg_difficulty' | 'favorite_count'>,
): IdeaStats {
  return {
    ratingCount: Number(row.rating_count),
    avgRelevance: Number(row.avg_relevance),
    avgDifficulty: Number(row.avg_difficulty),
    favoriteCount: Number(row.favorite_count),
  };
}

/**
 * A stored citation as the API shows it; null for an internal citation whose
 * idea has since been deleted (the foreign key sets it to null).
 */
export function toCitation(row: CitationRow): Citation | null {
  if (row.authors !== null && row.title !== null && row.year !== null) {
    return {
      type: 'external',
      externalData: {
        authors: row.authors,
        title: row.title,
        year: row.year,
        // Absent optional fields are undefined, which JSON leaves out.
        doi: row.doi ?? undefined,
        url: row.url ?? undefined,
        journal: row.journal ?? undefined,
        publisher: row.publisher ?? undefined,
      },
    };
  }
  if (row.internal_idea_id !== null) return { type: 'internal', internalId: row.internal_idea_id };
  return null;
}
