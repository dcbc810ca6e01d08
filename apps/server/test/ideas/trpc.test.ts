import { MESSAGES } from '@thisoneforfree/contracts';
import type { IdeaCard, IdeaDetail } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import {
  createIdea,
  externalCitation,
  ideaPayload,
  trpcAs,
  trpcMutation,
  trpcQuery,
  type TrpcErrorBody,
} from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';

const ctx = useTestApp();

describe('ideas over tRPC', () => {
  test('ideas.byId gives the idea page: stats, public author and linked ideas', async () => {
    const author = await createUser(ctx, {
      institution: 'ETH Zürich',
      orcidId: '0000-0002-1825-0097',
    });
    const cited = await createIdea(ctx, author, {
      title: 'The cited one',
      challenge: 'Its challenge',
    });
    const idea = await createIdea(ctx, author, {
      citations: [
        { type: 'internal', internalId: cited.id },
        { type: 'external', externalData: externalCitation },
      ],
    });
    const detail: IdeaDetail = await (await trpcAs(ctx)).ideas.byId({ id: idea.id });
    expect(detail).toEqual({
      ...idea,
      stats: {
        ratingCount: 0,
        avgRelevance: 0,
        avgDifficulty: 0,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
      author: {
        id: author.user.id,
        username: author.user.username,
        name: author.user.name,
        institution: 'ETH Zürich',
        email: author.user.email,
        orcidId: '0000-0002-1825-0097',
      },
      linkedIdeas: [
        { id: cited.id, title: 'The cited one', description: 'Its challenge', withdrawnAt: null },
      ],
    });
  });

  test('ideas.byId for a missing idea is NOT_FOUND over HTTP as 404', async () => {
    const response = await trpcQuery(ctx, 'ideas.byId', { id: 1_999_999 });
    expect(response.statusCode).toBe(404);
    expect(response.json<TrpcErrorBody>().error.message).toBe(MESSAGES.errors.ideaNotFound);
    const bad = await trpcQuery(ctx, 'ideas.byId', { id: 'x' });
    expect(bad.statusCode).toBe(400);
  });

  test('ideas.byUser gives cards newest first', async () => {
    const author = await createUser(ctx);
    const first = await createIdea(ctx, author, {
      createdAt: '2023-03-01T00:00:00.000Z',
      fields: ['Physics', 'Biology'],
    });
    const second = await createIdea(ctx, author, { createdAt: '2023-04-01T00:00:00.000Z' });
    const page = await (await trpcAs(ctx)).ideas.byUser({ userId: author.user.id });
    const cards: IdeaCard[] = page.items;
    expect(cards.map((card) => card.id)).toEqual([second.id, first.id]);
    expect(page.nextCursor).toBeNull();
    expect(cards[1]).toEqual({
      id: first.id,
      userId: author.user.id,
      title: first.title,
      challenge: first.challenge,
      fields: ['Physics', 'Biology'],
      createdAt: '2023-03-01T00:00:00.000Z',
      author: { id: author.user.id, username: author.user.username },
      stats: {
        ratingCount: 0,
        avgRelevance: 0,
        avgDifficulty: 0,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
    });
  });

  test('ideas.byUser pages through a prolific author, newest first, each idea once', async () => {
    const author = await createUser(ctx);
    const made: number[] = [];
    // Two ideas share each date: the page boundary falls between ideas of one instant too.
    for (let i = 0; i < 7; i += 1) {
      const day = String(1 + Math.floor(i / 2)).padStart(2, '0');
      made.push((await createIdea(ctx, author, { createdAt: `2024-05-${day}T00:00:00.000Z` })).id);
    }
    const client = await trpcAs(ctx);
    const seen: number[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page = await client.ideas.byUser({ userId: author.user.id, cursor, limit: 3 });
      expect(page.items.length).toBeLessThanOrEqual(3);
      seen.push(...page.items.map((card) => card.id));
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    // Newest first; within one instant the higher id first.
    expect(seen).toEqual([...made].reverse());
  });

  test('ideas.byUser refuses a cursor it did not make and answers 404 for a missing user', async () => {
    const author = await createUser(ctx);
    const forged = await trpcQuery(ctx, 'ideas.byUser', { userId: author.user.id, cursor: 'x' });
    expect(forged.statusCode).toBe(400);
    expect(forged.json<TrpcErrorBody>().error.message).toBe(MESSAGES.errors.invalidCursor);
    const missing = await trpcQuery(ctx, 'ideas.byUser', { userId: 2_147_483_646 });
    expect(missing.statusCode).toBe(404);
  });

  test('ideas.create makes an idea for the caller; a visitor gets UNAUTHORIZED', async () => {
    const author = await createUser(ctx);
    const idea = await (
      await trpcAs(ctx, author)
    ).ideas.create(ideaPayload({ title: 'Over tRPC' }));
    expect(idea).toMatchObject({ title: 'Over tRPC', userId: author.user.id });
    const visitor = await trpcMutation(ctx, 'ideas.create', ideaPayload());
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json<TrpcErrorBody>().error.data.code).toBe('UNAUTHORIZED');
  });

  test('ideas.create over HTTP answers invalid input with 400 and per-field issues', async () => {
    const author = await createUser(ctx);
    const response = await trpcMutation(
      ctx,
      'ideas.create',
      { ...ideaPayload(), fields: [] },
      author,
    );
    expect(response.statusCode).toBe(400);
    const { error } = response.json<TrpcErrorBody>();
    expect(error.message).toBe(MESSAGES.validation.fieldsRequired);
    expect(error.data.issues).toContainEqual({
      path: 'fields',
      message: MESSAGES.validation.fieldsRequired,
    });
    const missing = await trpcMutation(
      ctx,
      'ideas.create',
      { ...ideaPayload(), citations: [{ type: 'internal', internalId: 1_999_999 }] },
      author,
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json<TrpcErrorBody>().error.data.issues).toEqual([
      { path: 'citations.0.internalId', message: MESSAGES.validation.internalIdeaMissing },
    ]);
  });

  test('ideas.list pages through the same ideas as GET /api/ideas', async () => {
    const caller = await trpcAs(ctx);
    const first = await caller.ideas.list();
    expect(first).toEqual({
      items: (await call(ctx, { url: '/api/ideas' })).json(),
      nextAfter: null,
    });
    const [, second] = first.items;
    expect(await caller.ideas.list({ after: second!.id })).toEqual({
      items: first.items.slice(2),
      nextAfter: null,
    });
    expect((await trpcQuery(ctx, 'ideas.list', { after: 0 })).statusCode).toBe(400);
  });
});
