import type { Idea, ideaInput } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Database } from '../db/schema.js';
import { badRequest, type FieldIssue } from '../lib/errors.js';
import { nowIso } from '../lib/time.js';
import { summarizeIssues } from '../lib/validation.js';
import type { ServiceContext } from './context.js';
import { ideaRowsInOrder, requireIdeaRow, selectIdeas, toCards, toIdeas } from './idea-queries.js';
import { indexIdeaText } from './idea-search.js';
import { type IdeaCard, type IdeaDetail, type LinkedIdea, toIdeaStats } from './idea-shapes.js';
import { toPublicUser } from './serializers.js';
import { noteIdeaCreated } from './similar.js';
import { assertUserExists } from './users.js';

const MAX_ID = 2 ** 31 - 1;

/** A validated idea (the output of the contracts' `ideaInput`). */
export type NewIdeaInput = z.output<typeof ideaInput>;

export interface CreateIdeaOptions {
  /** ISO-8601 UTC creation time; now by default. For the demo seed and tests. */
  createdAt?: string;
}

/**
 * Creates an idea with its fields, citations and search text in one
 * transaction, then adds it to the similar-ideas index.
 */
export async function createIdea(
  ctx: ServiceContext,
  userId: number,
  input: NewIdeaInput,
  options: CreateIdeaOptions = {},
): Promise<Idea> {
  const createdAt = options.createdAt ?? nowIso();
  const id = await ctx.db.transaction().execute(async (trx) => {
    await assertCitedIdeasExist(trx, input.citations);
    const { id } = await trx
      .insertInto('ideas')
      .values({
        user_id: userId,
        title: input.title,
        challenge: input.challenge,
        approach: input.approach,
        impact: input.impact,
        created_at: createdAt,
        rating_count: 0,
        avg_relevance: 0,
        avg_difficulty: 0,
        favorite_count: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('idea_fields')
      .values(input.fields.map((field) => ({ idea_id: id, field })))
      .execute();
    if (input.citations.length > 0) {
      await trx
        .insertInto('citations')
        .values(
          input.citations.map((citation, position) =>
            citation.type === 'internal'
              ? { ...emptyCitation(id, position), internal_idea_id: citation.internalId }
              : {
                  ...emptyCitation(id, position),
                  authors: citation.externalData.authors,
                  title: citation.externalData.title,
                  year: citation.externalData.year,
                  doi: citation.externalData.doi ?? null,
                  url: citation.externalData.url ?? null,
                  journal: citation.externalData.journal ?? null,
                  publisher: citation.externalData.publisher ?? null,
                },
          ),
        )
        .execute();
    }
    await indexIdeaText(trx, ctx.dialect, { id, ...input });
    return id;
  });
  const idea = await readIdea(ctx, id);
  noteIdeaCreated(ctx, idea);
  return idea;
}

function emptyCitation(ideaId: number, position: number) {
  return {
    idea_id: ideaId,
    position,
    internal_idea_id: null,
    authors: null,
    title: null,
    year: null,
    doi: null,
    url: null,
    journal: null,
    publisher: null,
  };
}

/** Internal citations must name distinct ideas that exist (SPEC §5). */
async function assertCitedIdeasExist(
  trx: Transaction<Database>,
  citations: NewIdeaInput['citations'],
): Promise<void> {
  const internal = citations.flatMap((citation, index) =>
    citation.type === 'internal' ? [{ index, id: citation.internalId }] : [],
  );
  if (internal.length === 0) return;
  const issues: FieldIssue[] = [];
  const seen = new Set<number>();
  for (const { index, id } of internal) {
    if (seen.has(id))
      issues.push({
        path: `citations.${index}.internalId`,
        message: MESSAGES.citationsEditor.duplicateDescription,
      });
    seen.add(id);
  }
  // Ids past the integer column's range exist nowhere (and PostgreSQL would refuse to compare them).
  const candidates = [...seen].filter((id) => id <= MAX_ID);
  const found =
    candidates.length > 0
      ? await trx.selectFrom('ideas').select('id').where('id', 'in', candidates).execute()
      : [];
  const existing = new Set(found.map((row) => row.id));
  for (const { index, id } of internal) {
    if (!existing.has(id))
      issues.push({
        path: `citations.${index}.internalId`,
        message: MESSAGES.validation.internalIdeaMissing,
      });
  }
  if (issues.length > 0) {
    issues.sort((a, b) => a.path.localeCompare(b.path));
    throw badRequest(summarizeIssues(issues), issues);
  }
}

/** The ideas an idea cites, in citation order, each with its challenge as description (SPEC §3). */
async function linkedIdeasOf(ctx: ServiceContext, idea: Idea): Promise<LinkedIdea[]> {
  const linkedIds = idea.citations.flatMap((citation) =>
    citation.type === 'internal' ? [citation.internalId] : [],
  );
  const linked = await ideaRowsInOrder(ctx.db, linkedIds);
  return linked.map((row) => ({ id: row.id, title: row.title, description: row.challenge }));
}

/**
 * One idea in the SPEC §7 shape (GET /api/ideas/{id}) with the ideas it
 * cites ("linked ideas are also read with a description field"), or a 404.
 */
export async function getIdea(
  ctx: ServiceContext,
  id: number,
): Promise<Idea & { linkedIdeas: LinkedIdea[] }> {
  const idea = await readIdea(ctx, id);
  return { ...idea, linkedIdeas: await linkedIdeasOf(ctx, idea) };
}

/** One idea in the SPEC §3 shape, or a 404. */
async function readIdea(ctx: ServiceContext, id: number): Promise<Idea> {
  const row = await requireIdeaRow(ctx.db, id);
  const [idea] = await toIdeas(ctx.db, [row]);
  return idea!;
}

/** The idea page: the idea, its aggregates, its author and the ideas it cites. */
export async function getIdeaDetail(ctx: ServiceContext, id: number): Promise<IdeaDetail> {
  const row = await requireIdeaRow(ctx.db, id);
  const [[idea], author] = await Promise.all([
    toIdeas(ctx.db, [row]),
    ctx.db
      .selectFrom('users')
      .select(['id', 'username', 'name', 'institution', 'email', 'orcid_id'])
      .where('id', '=', row.user_id)
      .executeTakeFirst(),
  ]);
  return {
    ...idea!,
    stats: toIdeaStats(row),
    author: author ? toPublicUser(author) : null,
    linkedIdeas: await linkedIdeasOf(ctx, idea!),
  };
}

/** Every idea with its ratings (GET /api/ideas), oldest first. */
export async function listIdeas(ctx: ServiceContext): Promise<Idea[]> {
  const rows = await selectIdeas(ctx.db).orderBy('ideas.id').execute();
  return toIdeas(ctx.db, rows, 'all');
}

async function userIdeaRows(ctx: ServiceContext, userId: number) {
  await assertUserExists(ctx, userId);
  return selectIdeas(ctx.db)
    .where('ideas.user_id', '=', userId)
    .orderBy('ideas.created_at', 'desc')
    .orderBy('ideas.id', 'desc')
    .execute();
}

/** A researcher's ideas, newest first (GET /api/users/{id}/ideas); 404 for an unknown user. */
export async function listIdeasByUser(ctx: ServiceContext, userId: number): Promise<Idea[]> {
  return toIdeas(ctx.db, await userIdeaRows(ctx, userId));
}

/** A researcher's ideas as cards, newest first (the profile page). */
export async function listIdeaCardsByUser(
  ctx: ServiceContext,
  userId: number,
): Promise<IdeaCard[]> {
  return toCards(ctx.db, await userIdeaRows(ctx, userId));
}
