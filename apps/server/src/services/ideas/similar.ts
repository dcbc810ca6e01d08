import type { SimilarIdeaCard } from '@thisoneforfree/contracts';
import { LIMITS } from '@thisoneforfree/contracts';
import { ideaRowsInOrder } from '../../data/ideas.js';
import type { Services } from '../context.js';
import { storedSimilarIdeas } from '../similar-ideas/read.js';
import { requireIdeaRow, toCards } from './assemble.js';

/** The (at most 3) ideas most similar to `id` (SPEC §5), best first, with their scores; 404 for a missing idea. */
export async function similarIdeas(ctx: Services, id: number): Promise<SimilarIdeaCard[]> {
  await requireIdeaRow(ctx.db, id);
  const top = await storedSimilarIdeas(ctx.db, id, LIMITS.similarIdeas);
  const scores = new Map(top.map((match) => [match.id, match.score]));
  const cards = await toCards(ctx.db, await ideaRowsInOrder(ctx.db, [...scores.keys()]));
  return cards.map((card) => ({ ...card, score: scores.get(card.id) ?? 0 }));
}
