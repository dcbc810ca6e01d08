import type {
  Citation,
  Idea,
  IdeaCard,
  IdeaRating,
  IdeaStats,
  IdeaVersionSummary,
  LinkedIdea,
} from '@thisoneforfree/contracts';
import type { CardRow } from '../data/idea-cards.js';
import type { CitationRow, IdeaRow, IdeaVersionRow } from '../db/schema.js';

/**
 * Idea rows become the contracts' shapes only here, by naming each field to
 * keep, so a column added later cannot leak by accident.
 */

export function toIdeaStats(
  row: Pick<
    IdeaRow,
    | 'rating_count'
    | 'avg_relevance'
    | 'avg_difficulty'
    | 'favorite_count'
    | 'pursuing_count'
    | 'published_count'
  >,
): IdeaStats {
  return {
    ratingCount: Number(row.rating_count),
    avgRelevance: Number(row.avg_relevance),
    avgDifficulty: Number(row.avg_difficulty),
    favoriteCount: Number(row.favorite_count),
    pursuingCount: Number(row.pursuing_count),
    publishedCount: Number(row.published_count),
  };
}

/**
 * A stored citation as the API shows it; null for an internal citation whose
 * idea has since been deleted (the foreign key sets it to null).
 */
export function toCitation(row: Omit<CitationRow, 'idea_id'>): Citation | null {
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

/**
 * The idea of SPEC §3 from its row and its related rows, with its version. A
 * withdrawn idea is its tombstone (`withdrawnIdea`).
 */
export function toIdea(
  row: IdeaRow,
  parts: { fields: string[]; ratings: IdeaRating[]; citations: Omit<CitationRow, 'idea_id'>[] },
): Idea {
  const idea: Idea = {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    challenge: row.challenge,
    approach: row.approach,
    impact: row.impact,
    fields: parts.fields,
    ratings: parts.ratings,
    citations: parts.citations.flatMap((citation) => toCitation(citation) ?? []),
    createdAt: row.created_at,
    version: Number(row.version),
    updatedAt: row.updated_at,
    withdrawnAt: row.withdrawn_at,
    withdrawnBy: row.withdrawn_by,
  };
  return withdrawnIdea(idea);
}

/**
 * What a withdrawn idea still shows, its tombstone: id, author, title,
 * version and dates, and when and by whom it was withdrawn. Its texts are
 * empty and its fields, ratings and citations too. An idea not withdrawn is
 * returned as it is.
 */
export function withdrawnIdea(idea: Idea): Idea {
  if (idea.withdrawnAt === null) return idea;
  return {
    ...idea,
    challenge: '',
    approach: '',
    impact: '',
    fields: [],
    ratings: [],
    citations: [],
  };
}

/**
 * One saved version of an idea in the idea's shape: that version's texts,
 * fields, citations, number and date (`updatedAt`), with what stays on the
 * idea (its id, author, ratings, creation and withdrawal) from the idea.
 */
export function toIdeaVersion(idea: Idea, version: IdeaVersionRow): Idea {
  return withdrawnIdea({
    ...idea,
    title: version.title,
    challenge: version.challenge,
    approach: version.approach,
    impact: version.impact,
    fields: JSON.parse(version.fields) as string[],
    citations: JSON.parse(version.citations) as Citation[],
    version: Number(version.version),
    updatedAt: version.created_at,
  });
}

/** A version as the history lists it. */
export function toIdeaVersionSummary(
  row: Pick<IdeaVersionRow, 'version' | 'created_at' | 'title'>,
): IdeaVersionSummary {
  return { version: Number(row.version), createdAt: row.created_at, title: row.title };
}

/** A card: no long sections, the author's username (null when the account is gone), the aggregates. */
export function toIdeaCard(
  row: CardRow,
  fields: string[],
  author: { id: number; username: string } | null,
): IdeaCard {
  return {
    id: row.id,
    userId: row.user_id,
    title: row.title,
    challenge: row.challenge,
    fields,
    createdAt: row.created_at,
    author,
    stats: toIdeaStats(row),
  };
}

/** An idea cited by another, described by its challenge (SPEC §3); a withdrawn one by nothing. */
export function toLinkedIdea(
  row: Pick<IdeaRow, 'id' | 'title' | 'challenge' | 'withdrawn_at'>,
): LinkedIdea {
  return {
    id: row.id,
    title: row.title,
    description: row.withdrawn_at === null ? row.challenge : '',
    withdrawnAt: row.withdrawn_at,
  };
}
