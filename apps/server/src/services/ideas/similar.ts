import type { IdeaDraft, SimilarIdeaCard } from '@thisoneforfree/contracts';
import { shownNeighbours } from '../../data/similarity.js';
import { toIdeaCard } from '../../serializers/ideas.js';
import type { Services } from '../context.js';
import { cardsOf, requireIdeaRow } from './assemble.js';

/**
 * The (at most 3) ideas most similar to `id` (SPEC §5), best first, with
 * their scores; none for a withdrawn idea (its tombstone shows none), and
 * never a withdrawn one; 404 for a missing idea.
 */
export async function similarIdeas(ctx: Services, id: number): Promise<SimilarIdeaCard[]> {
  const shown = await shownNeighbours(ctx.db, ctx.dialect, id);
  if (shown.length === 0) {
    await requireIdeaRow(ctx.db, id); // a 404 for a missing idea
    return [];
  }
  return shown.map(({ row, fields, author, score }) =>
    Object.assign(toIdeaCard(row, fields, author), { score }),
  );
}

/**
 * Up to 3 stored ideas most like a draft by SPEC §5's score (those sharing a
 * word with it), best first with their scores, for the hint on the submit
 * page: a duplicate is caught before it is posted. The draft is not stored.
 */
export async function similarToDraft(ctx: Services, draft: IdeaDraft): Promise<SimilarIdeaCard[]> {
  return scoredCards(ctx, await ctx.rankDraft(draft, ctx.clock.now().getTime()));
}

/** Ideas as cards with their scores, in the order given. */
async function scoredCards(
  ctx: Services,
  matches: readonly { id: number; score: number }[],
): Promise<SimilarIdeaCard[]> {
  const scores = new Map(matches.map((match) => [match.id, match.score]));
  const cards = await cardsOf(ctx, [...scores.keys()]);
  return cards.map((card) => Object.assign(card, { score: scores.get(card.id)! }));
}
