import type {
  BrowsePage,
  Idea,
  IdeaDetail,
  IdeaListPage,
  IdeaWithLinks,
  LinkedIdea,
  userIdeasInput,
} from '@thisoneforfree/contracts';
import type { z } from 'zod';
import {
  ideaRevisions,
  ideaKeysByUserPage,
  ideaRowsAfter,
  ideaRowsByUserPage,
  ideaRowsInOrder,
  type UserIdeasStart,
} from '../../data/ideas.js';
import { findPublicUser } from '../../data/users.js';
import type { IdeaRow } from '../../db/schema.js';
import { toIdea, toIdeaStats, toLinkedIdea } from '../../serializers/ideas.js';
import { toPublicUser } from '../../serializers/users.js';
import type { Services } from '../context.js';
import { assertUserExists } from '../users.js';
import { cardsOf, requireIdeaWithParts, toIdeas } from './assemble.js';
import { decodeCursor, encodeCursor } from './browse-cursor.js';

/** Reading ideas: one, every one, a researcher's. */

/**
 * The ideas an idea cites, in citation order, each with its challenge as
 * description (SPEC §3); a withdrawn one says so, without a description.
 */
export async function linkedIdeasOf(ctx: Services, idea: Idea): Promise<LinkedIdea[]> {
  return (await ideaRowsInOrder(ctx.db, internalIdsOf(idea))).map(toLinkedIdea);
}

/** The ideas an idea cites, in citation order. */
function internalIdsOf(idea: Idea): number[] {
  return idea.citations.flatMap((citation) =>
    citation.type === 'internal' ? [citation.internalId] : [],
  );
}

/** One idea's row and its SPEC §3 shape, in one query, or a 404. */
async function readIdeaAndRow(ctx: Services, id: number): Promise<{ idea: Idea; row: IdeaRow }> {
  const found = await requireIdeaWithParts(ctx, id);
  return { idea: toIdea(found.row, found), row: found.row };
}

/** One idea in the SPEC §3 shape, or a 404. */
export async function readIdea(ctx: Services, id: number): Promise<Idea> {
  return (await readIdeaAndRow(ctx, id)).idea;
}

/**
 * One idea in the SPEC §7 shape (GET /api/ideas/{id}) with the ideas it
 * cites ("linked ideas are also read with a description field"), as JSON
 * text, or a 404. An answer this process kept is sent again after one
 * indexed read shows that no idea in it changed since (whichever process
 * wrote: the revisions are in the database).
 */
export async function getIdeaJson(ctx: Services, id: number): Promise<string> {
  const kept = ctx.ideaAnswers.get(id);
  if (kept) {
    const stored = await ideaRevisions(ctx.db, ctx.dialect, [...kept.revisions.keys()]);
    if (sameRevisions(kept.revisions, stored)) return kept.json;
  }
  const { idea, row } = await readIdeaAndRow(ctx, id);
  const linked = await ideaRowsInOrder(ctx.db, internalIdsOf(idea));
  const answer: IdeaWithLinks = { ...idea, linkedIdeas: linked.map(toLinkedIdea) };
  const json = JSON.stringify(answer);
  // Each revision was read in the same statement as the row it labels.
  const revisions = new Map([row, ...linked].map((each) => [each.id, each.revision]));
  ctx.ideaAnswers.set(id, { json, revisions });
  return json;
}

function sameRevisions(kept: ReadonlyMap<number, number>, stored: Map<number, number>): boolean {
  if (stored.size !== kept.size) return false;
  for (const [id, revision] of kept) if (stored.get(id) !== revision) return false;
  return true;
}

/**
 * The idea page: the idea, its aggregates, its author and the ideas it cites.
 * A withdrawn idea's page is its tombstone: no aggregates either.
 */
export async function getIdeaDetail(ctx: Services, id: number): Promise<IdeaDetail> {
  const { idea, row } = await readIdeaAndRow(ctx, id);
  const [author, linkedIdeas] = await Promise.all([
    findPublicUser(ctx.db, row.user_id),
    linkedIdeasOf(ctx, idea),
  ]);
  return {
    ...idea,
    stats: toIdeaStats(idea.withdrawnAt === null ? row : NO_AGGREGATES),
    author: author ? toPublicUser(author) : null,
    linkedIdeas,
  };
}

const NO_AGGREGATES = {
  rating_count: 0,
  avg_relevance: 0,
  avg_difficulty: 0,
  favorite_count: 0,
  pursuing_count: 0,
  published_count: 0,
};

/** Ideas per page of tRPC `ideas.list`. */
export const LIST_PAGE = 500;

/**
 * Every idea that is not withdrawn, with its ratings, oldest first, a page after the idea `afterId`
 * (tRPC `ideas.list`). tRPC answers a value, not a stream, so the whole list
 * is never built: a client walks the pages (GET /api/ideas streams them).
 */
export async function listIdeasPage(
  ctx: Services,
  afterId: number,
  pageSize = LIST_PAGE,
): Promise<IdeaListPage> {
  const rows = await ideaRowsAfter(ctx.db, afterId, pageSize);
  return {
    items: await toIdeas(ctx.db, rows),
    nextAfter: rows.length === pageSize ? rows[rows.length - 1]!.id : null,
  };
}

/**
 * Ideas per page of a walk over every idea: enough to amortise the queries,
 * little memory (five streamed GET /api/ideas at once at 10k ideas: peak RSS
 * +50 MB with 100 per page, +107 MB with 500; bench stream). The stream
 * writes a page in chunks of ~32 KB (json-array-stream.ts), so the page size
 * no longer sets the size of the strings it makes.
 */
const WALK_PAGE = 100;

/**
 * Every idea with its ratings, oldest first, a page at a time (GET /api/ideas
 * streams them): memory stays bounded by one page however many ideas there
 * are. Ideas created during the walk are included when their id comes later.
 */
export async function* walkIdeas(ctx: Services, pageSize = WALK_PAGE): AsyncGenerator<Idea[]> {
  for (let afterId: number | null = 0; afterId !== null;) {
    const page = await listIdeasPage(ctx, afterId, pageSize);
    if (page.items.length > 0) yield page.items;
    afterId = page.nextAfter;
  }
}

/**
 * A researcher's ideas (not withdrawn), newest first, a page at a time (GET
 * /api/users/{id}/ideas streams them: a prolific author's list is never
 * built whole). The caller checks that the user exists first (`assertUserExists`).
 */
export async function* walkIdeasByUser(
  ctx: Services,
  userId: number,
  pageSize = WALK_PAGE,
): AsyncGenerator<Idea[]> {
  for (let after: UserIdeasStart | null = null; ;) {
    const rows = await ideaRowsByUserPage(ctx.db, userId, after, pageSize);
    if (rows.length > 0) yield await toIdeas(ctx.db, rows);
    const last = rows.at(-1);
    if (rows.length < pageSize || !last) return;
    after = { createdAt: last.created_at, id: last.id };
  }
}

/**
 * A researcher's ideas (not withdrawn) as cards, newest first, a page at a
 * time (the profile page; a prolific author's list is never built whole).
 * The cursor is a browse cursor of the Newest sort: the same keyset.
 */
export async function listIdeaCardsByUser(
  ctx: Services,
  input: z.output<typeof userIdeasInput>,
): Promise<BrowsePage> {
  await assertUserExists(ctx, input.userId);
  const start = input.cursor ? decodeCursor(input.cursor, 'newest') : null;
  const rows = await ideaKeysByUserPage(
    ctx.db,
    input.userId,
    start && { createdAt: String(start.k), id: start.i },
    input.limit + 1,
  );
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: await cardsOf(
      ctx,
      page.map((row) => row.id),
    ),
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor({ s: 'newest', k: last.created_at, i: last.id })
        : null,
  };
}
