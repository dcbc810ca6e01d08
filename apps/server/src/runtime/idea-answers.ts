import { LRUCache } from 'lru-cache';

/**
 * Ideas' GET /api/ideas/{id} answers this process keeps: the most often read
 * pages of a site are a few ideas, and building one (the idea with its
 * fields, ratings and citations, then the ideas it cites) was most of a read's
 * cost. Small on purpose: a few MB however many ideas there are.
 */
export const IDEA_ANSWERS_KEPT = 500;

/**
 * An answer's JSON text (kept as text: serialising it again was a tenth of a
 * read) and the revision (ideas.revision, migration 0016) of every idea it
 * shows: the idea itself, then the ideas it cites. It is still the answer
 * exactly while each of these revisions is the stored one.
 */
export interface KeptIdeaAnswer {
  readonly json: string;
  readonly revisions: ReadonlyMap<number, number>;
}

/** Answers by idea id, least recently used out first. */
export type IdeaAnswers = LRUCache<number, KeptIdeaAnswer>;

export function createIdeaAnswers(max = IDEA_ANSWERS_KEPT): IdeaAnswers {
  return new LRUCache<number, KeptIdeaAnswer>({ max });
}
