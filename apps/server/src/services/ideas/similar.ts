import type { SimilarIdeaCard } from '@thisoneforfree/contracts';
import { LIMITS } from '@thisoneforfree/contracts';
import { ideaRowsInOrder } from '../../data/ideas.js';
import type { Services } from '../context.js';
import { storedSimilarIdeas } from '../similar-ideas/read.js';
import { requireIdeaRow, toCards } from './assemble.js';

/**
 * The (at most 3) ideas most similar to `id` (SPEC §5), best first, with
 * their scores; none for a withdrawn idea (its tombstone shows none), and
 * never a withdrawn one; 404 for a missing idea.
 */
export async function similarIdeas(ctx: Services, id: number): Promise<SimilarIdeaCard[]> {
  const idea = await requireIdeaRow(ctx.db, id);
  if (idea.withdrawn_at !== null) return [];
  const top = await storedSimilarIdeas(ctx.db, id, LIMITS.similarIdeas);
  const scores = new Map(top.map((match) => [match.id, match.score]));
  const cards = await toCards(ctx.db, await ideaRowsInOrder(ctx.db, [...scores.keys()]));
  return cards.map((card) => ({ ...card, score: scores.get(card.id) ?? 0 }));
}
