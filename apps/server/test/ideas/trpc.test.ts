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
    const cards: IdeaCard[] = await (await trpcAs(ctx)).ideas.byUser({ userId: author.user.id });
    expect(cards.map((card) => card.id)).toEqual([second.id, first.id]);
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
