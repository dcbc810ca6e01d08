import { randomInt } from 'node:crypto';
import type { BrowsePage, browseInput, IdeaCount, RandomIdea } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import {
  type BrowseFilter,
  browsePageKeys,
  countMatching,
  countMatchingFilter,
  matchingCondition,
  matchingIdAt,
} from '../../data/idea-browse.js';
import { ideaRowsInOrder } from '../../data/ideas.js';
import type { IdeaRow } from '../../db/schema.js';
import type { Services } from '../context.js';
import { cardsOf } from './assemble.js';
import { decodeCursor, encodeCursor } from './browse-cursor.js';
import { keptSearchMatches } from './search-matches.js';

/** The browse page (SPEC §5, §9): filters, seven sorts, keyset pages, and Random Idea. */

export type BrowseQuery = z.output<typeof browseInput>;

/** One page of ideas matching the filter, in the chosen order. */
export async function browseIdeas(ctx: Services, input: BrowseQuery): Promise<BrowsePage> {
  const { ids, nextCursor } = await browsePageIds(ctx, input);
  return { items: await cardsOf(ctx, ids), nextCursor };
}

/**
 * The rows of one browse page and the cursor of the next: what browse shows
 * as cards, and the Atom feed (services/feeds) as entries, so a feed lists
 * exactly the ideas browse does for the same filter. `authorId` narrows to
 * one researcher's ideas (the feed's `?user=`).
 */
export async function browseIdeaRows(
  ctx: Services,
  input: BrowseQuery & { authorId?: number },
): Promise<{ rows: IdeaRow[]; nextCursor: string | null }> {
  const { ids, nextCursor } = await browsePageIds(ctx, input);
  return { rows: await ideaRowsInOrder(ctx.db, ids), nextCursor };
}

/** The ids of one browse page, in its order, and the cursor of the next. */
async function browsePageIds(
  ctx: Services,
  input: BrowseQuery & { authorId?: number },
): Promise<{ ids: number[]; nextCursor: string | null }> {
  const cursor = input.cursor ? decodeCursor(input.cursor, input.sort) : null;
  const after = cursor ? { key: cursor.k, id: cursor.i, rank: cursor.r } : null;
  const keys = await browsePageKeys(
    ctx.db,
    ctx.dialect,
    input,
    input.sort,
    after,
    input.limit + 1,
    undefined,
    keptSearchMatches(ctx),
  );
  const page = keys.slice(0, input.limit);
  const last = page.at(-1);
  return {
    ids: page.map((entry) => entry.id),
    nextCursor:
      keys.length > input.limit && last
        ? encodeCursor({ s: input.sort, k: last.key, i: last.id, r: last.rank })
        : null,
  };
}

/** How many ideas match the filter (withdrawn ones never do). */
export async function countIdeas(ctx: Services, filter: BrowseFilter): Promise<IdeaCount> {
  return { count: await countMatchingFilter(ctx.db, ctx.dialect, filter, keptSearchMatches(ctx)) };
}

/** A uniformly random idea among those matching the filter, or null when none does. */
export async function randomIdeaId(ctx: Services, filter: BrowseFilter): Promise<RandomIdea> {
  const where = await matchingCondition(ctx.db, ctx.dialect, filter);
  // An idea created between the count and the pick only shifts the offset; retry if it ran off the end.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const total = await countMatching(ctx.db, where);
    if (total === 0) return null;
    const id = await matchingIdAt(ctx.db, where, randomInt(total));
    if (id !== undefined) return { id };
  }
  return null;
}
