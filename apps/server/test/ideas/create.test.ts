import { type Idea, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createIdea, externalCitation, ideaPayload, postIdea, trpcMutation } from '../factories.js';
import { call, createAdmin, createUser, ORIGIN, useTestApp } from '../helper.js';

const ctx = useTestApp();

describe('POST /api/ideas', () => {
  test('a logged-in user creates an idea and gets it back in the spec shape with 201', async () => {
    const author = await createUser(ctx);
    const response = await postIdea(
      ctx,
      {
        title: '  Map unpursued ideas  ',
        challenge: 'Ideas die in notebooks.',
        approach: 'Share them.',
        impact: 'More research gets done.',
        fields: ['Sociology', 'Computer Science'],
        citations: [
          {
            type: 'external',
            externalData: { ...externalCitation, doi: '10.1000/xyz', journal: ' ' },
          },
        ],
      },
      author.cookie,
    );
    expect(response.statusCode).toBe(201);
    const idea = response.json<Idea>();
    expect(idea).toEqual({
      id: expect.any(Number),
      userId: author.user.id,
      title: 'Map unpursued ideas',
      challenge: 'Ideas die in notebooks.',
      approach: 'Share them.',
      impact: 'More research gets done.',
      fields: ['Computer Science', 'Sociology'],
      ratings: [],
      citations: [{ type: 'external', externalData: { ...externalCitation, doi: '10.1000/xyz' } }],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      version: 1,
      updatedAt: idea.createdAt,
      withdrawnAt: null,
      withdrawnBy: null,
    });
    expect(
      Object.keys(idea.citations[0]!.type === 'external' ? idea.citations[0]!.externalData : {}),
    ).toEqual(['authors', 'title', 'year', 'doi']);
    const read = await call(ctx, { url: `/api/ideas/${idea.id}` });
    expect(read.json()).toEqual({ ...idea, linkedIdeas: [] });
  });

  test('a visitor cannot create an idea', async () => {
    const response = await postIdea(ctx, ideaPayload());
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
  });

  test('an admin creates ideas like anyone else', async () => {
    const admin = await createAdmin(ctx);
    const idea = await createIdea(ctx, admin);
    expect(idea.userId).toBe(admin.user.id);
  });

  test('internal and external citations keep their order and optional fields', async () => {
    const author = await createUser(ctx);
    const cited = await createIdea(ctx, author);
    const citations = [
      { type: 'internal', internalId: cited.id },
      {
        type: 'external',
        externalData: {
          ...externalCitation,
          url: 'https://example.org/paper',
          publisher: 'ACM',
          journal: 'CACM',
        },
      },
      { type: 'external', externalData: { ...externalCitation, year: 1900 } },
    ];
    const idea = await createIdea(ctx, author, { citations: citations as never });
    expect(idea.citations).toEqual(citations);
  });

  test('five citations are allowed', async () => {
    const author = await createUser(ctx);
    const citations = Array.from({ length: 5 }, () => ({
      type: 'external' as const,
      externalData: externalCitation,
    }));
    expect((await postIdea(ctx, ideaPayload({ citations }), author.cookie)).statusCode).toBe(201);
  });

  test('unknown properties in the body are ignored, never stored', async () => {
    const author = await createUser(ctx);
    const response = await postIdea(
      ctx,
      {
        ...ideaPayload(),
        id: 999,
        userId: 1,
        isAdmin: true,
        ratings: [{ userId: 1, relevance: 10, difficulty: 10 }],
      },
      author.cookie,
    );
    expect(response.statusCode).toBe(201);
    const idea = response.json<Idea>();
    expect(idea.id).not.toBe(999);
    expect(idea.userId).toBe(author.user.id);
    expect(idea.ratings).toEqual([]);
  });

  test('a key given twice in the JSON body counts once, the last one', async () => {
    const author = await createUser(ctx);
    const payload = JSON.stringify(ideaPayload())
      .replace('{', '{"title":"First",')
      .replace(/}$/, ',"title":"Second"}');
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload,
      cookie: author.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<Idea>().title).toBe('Second');
  });

  test('a write from a foreign origin is refused', async () => {
    const author = await createUser(ctx);
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload: ideaPayload(),
      cookie: author.cookie,
      headers: { origin: 'https://evil.example' },
    });
    expect(response.statusCode).toBe(403);
    const own = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload: ideaPayload(),
      cookie: author.cookie,
      headers: { origin: ORIGIN },
    });
    expect(own.statusCode).toBe(201);
  });
});

describe('rate limits', () => {
  const limited = useTestApp({ RATE_LIMIT: '1' });

  test('posting ideas shares the post bucket: the 31st idea in a minute is a 429', async () => {
    const author = await createUser(limited);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) {
      const response = await call(limited, {
        method: 'POST',
        url: '/api/ideas',
        payload: ideaPayload(),
        cookie: author.cookie,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
    const overTrpc = await trpcMutation(limited, 'ideas.create', ideaPayload(), author);
    expect(overTrpc.statusCode).toBe(429);
  });
});
