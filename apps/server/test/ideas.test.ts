import { type Idea, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import type { IdeaCard, IdeaDetail } from '@thisoneforfree/contracts';
import {
  createIdea,
  ideaPayload,
  trpcAs,
  trpcMutation,
  trpcQuery,
  type TrpcErrorBody,
} from './factories.js';
import { call, createAdmin, createUser, ORIGIN, useTestApp } from './helper.js';

const ctx = useTestApp();

const nextYear = new Date().getFullYear() + 1;
const external = { authors: 'Hopper, Grace', title: 'A compiler for business', year: 1959 };

async function post(payload: unknown, cookie?: string) {
  return call(ctx, { method: 'POST', url: '/api/ideas', payload, cookie });
}

describe('POST /api/ideas', () => {
  test('a logged-in user creates an idea and gets it back in the spec shape with 201', async () => {
    const author = await createUser(ctx);
    const response = await post(
      {
        title: '  Map unpursued ideas  ',
        challenge: 'Ideas die in notebooks.',
        approach: 'Share them.',
        impact: 'More research gets done.',
        fields: ['Sociology', 'Computer Science'],
        citations: [
          { type: 'external', externalData: { ...external, doi: '10.1000/xyz', journal: ' ' } },
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
      citations: [{ type: 'external', externalData: { ...external, doi: '10.1000/xyz' } }],
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(
      Object.keys(idea.citations[0]!.type === 'external' ? idea.citations[0]!.externalData : {}),
    ).toEqual(['authors', 'title', 'year', 'doi']);
    const read = await call(ctx, { url: `/api/ideas/${idea.id}` });
    expect(read.json()).toEqual({ ...idea, linkedIdeas: [] });
  });

  test('a visitor cannot create an idea', async () => {
    const response = await post(ideaPayload());
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
          ...external,
          url: 'https://example.org/paper',
          publisher: 'ACM',
          journal: 'CACM',
        },
      },
      { type: 'external', externalData: { ...external, year: 1900 } },
    ];
    const idea = await createIdea(ctx, author, { citations: citations as never });
    expect(idea.citations).toEqual(citations);
  });

  test('five citations are allowed', async () => {
    const author = await createUser(ctx);
    const citations = Array.from({ length: 5 }, () => ({
      type: 'external' as const,
      externalData: external,
    }));
    expect((await post(ideaPayload({ citations }), author.cookie)).statusCode).toBe(201);
  });

  test('unknown properties in the body are ignored, never stored', async () => {
    const author = await createUser(ctx);
    const response = await post(
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

  const long = 'x'.repeat(513);
  test.each([
    ['a missing title', { title: undefined }, 'title', MESSAGES.validation.titleRequired],
    ['a blank title', { title: '   ' }, 'title', MESSAGES.validation.titleRequired],
    ['a title of 513 characters', { title: long }, 'title', MESSAGES.validation.textTooLong],
    [
      'a challenge of 513 characters',
      { challenge: long },
      'challenge',
      MESSAGES.validation.textTooLong,
    ],
    [
      'an approach of 513 characters',
      { approach: long },
      'approach',
      MESSAGES.validation.textTooLong,
    ],
    ['an impact of 513 characters', { impact: long }, 'impact', MESSAGES.validation.textTooLong],
    ['a missing challenge', { challenge: undefined }, 'challenge', MESSAGES.validation.required],
    ['no fields', { fields: [] }, 'fields', MESSAGES.validation.fieldsRequired],
    ['missing fields', { fields: undefined }, 'fields', MESSAGES.validation.fieldsRequired],
    ['an unknown field', { fields: ['Astrology'] }, 'fields.0', MESSAGES.validation.unknownField],
    [
      'a field given twice',
      { fields: ['Physics', 'Physics'] },
      'fields',
      'Each field can be chosen once',
    ],
    ['fields as a string', { fields: 'Physics' }, 'fields', MESSAGES.validation.fieldsRequired],
    [
      'six citations',
      {
        citations: Array.from({ length: 6 }, () => ({ type: 'external', externalData: external })),
      },
      'citations',
      MESSAGES.validation.citationLimit,
    ],
    [
      'a citation year of 1899',
      { citations: [{ type: 'external', externalData: { ...external, year: 1899 } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a citation year of next year',
      { citations: [{ type: 'external', externalData: { ...external, year: nextYear } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a fractional citation year',
      { citations: [{ type: 'external', externalData: { ...external, year: 1999.5 } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a citation year as text',
      { citations: [{ type: 'external', externalData: { ...external, year: '1999' } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a citation url that is not a URL',
      { citations: [{ type: 'external', externalData: { ...external, url: 'not a url' } }] },
      'citations.0.externalData.url',
      MESSAGES.validation.citationUrlInvalid,
    ],
    [
      'a citation DOI that is not a DOI',
      { citations: [{ type: 'external', externalData: { ...external, doi: '<script>' } }] },
      'citations.0.externalData.doi',
      MESSAGES.validation.citationDoiInvalid,
    ],
    [
      'a citation title of 2001 characters',
      { citations: [{ type: 'external', externalData: { ...external, title: 'x'.repeat(2001) } }] },
      'citations.0.externalData.title',
      MESSAGES.validation.citationTextTooLong,
    ],
    [
      'a citation without authors',
      { citations: [{ type: 'external', externalData: { ...external, authors: '' } }] },
      'citations.0.externalData.authors',
      MESSAGES.validation.citationAuthorRequired,
    ],
    [
      'a citation without a title',
      { citations: [{ type: 'external', externalData: { ...external, title: undefined } }] },
      'citations.0.externalData.title',
      MESSAGES.validation.citationTitleRequired,
    ],
    [
      'an internal citation id of 0',
      { citations: [{ type: 'internal', internalId: 0 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'a negative internal citation id',
      { citations: [{ type: 'internal', internalId: -3 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'a fractional internal citation id',
      { citations: [{ type: 'internal', internalId: 1.5 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'an internal citation id as text',
      { citations: [{ type: 'internal', internalId: '1' }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'an internal citation to a missing idea',
      { citations: [{ type: 'internal', internalId: 2_000_000 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdeaMissing,
    ],
    [
      'an internal citation to an id past 32 bits',
      { citations: [{ type: 'internal', internalId: 2 ** 31 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdeaMissing,
    ],
    [
      'an internal citation to a huge id',
      { citations: [{ type: 'internal', internalId: 1e20 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    ['a title that is a number', { title: 42 }, 'title', MESSAGES.validation.titleRequired],
  ])('refuses %s with 400 and a readable message', async (_name, patch, path, message) => {
    const author = await createUser(ctx);
    const response = await post({ ...ideaPayload(), ...patch }, author.cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toContain(message);
  });

  test('refuses citing the same idea twice', async () => {
    const author = await createUser(ctx);
    const cited = await createIdea(ctx, author);
    const response = await post(
      ideaPayload({
        citations: [
          { type: 'internal', internalId: cited.id },
          { type: 'internal', internalId: cited.id },
        ],
      }),
      author.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [
        { path: 'citations.1.internalId', message: MESSAGES.citationsEditor.duplicateDescription },
      ],
    });
  });

  test.each([
    ['an array', [1, 2, 3]],
    ['a string', 'an idea'],
    ['a number', 7],
    ['null', null],
    [
      'citations as an object',
      { ...ideaPayload(), citations: { type: 'internal', internalId: 1 } },
    ],
    [
      'a citation of an unknown type',
      { ...ideaPayload(), citations: [{ type: 'book', internalId: 1 }] },
    ],
  ])('a body that is %s is a 400, never a 500', async (_name, payload) => {
    const author = await createUser(ctx);
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload: JSON.stringify(payload),
      cookie: author.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  test('malformed JSON is a 400 and nothing is created', async () => {
    const author = await createUser(ctx);
    const before = (await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length;
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload: '{"title": "x",',
      cookie: author.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.errors.malformedJson });
    expect((await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length).toBe(before);
  });

  // PostgreSQL cannot store U+0000 in text; both databases refuse it the same way, as a 400.
  test('text with a NUL character is a 400 naming the field, and nothing is created', async () => {
    const author = await createUser(ctx);
    const before = (await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length;
    const rest = await post(ideaPayload({ title: 'Null \u0000 island' }), author.cookie);
    expect(rest.statusCode).toBe(400);
    expect(rest.json<{ issues: unknown[] }>().issues).toEqual([
      { path: 'title', message: expect.stringContaining('NUL') },
    ]);
    const citation = { type: 'external', externalData: { ...external, journal: 'J\u0000' } };
    const trpc = await trpcMutation(
      ctx,
      'ideas.create',
      ideaPayload({ citations: [citation] } as never),
      author,
    );
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain('citations.0.externalData.journal');
    expect((await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length).toBe(before);
  });

  test('a refused idea leaves nothing behind: no idea, fields or citations', async () => {
    const author = await createUser(ctx);
    const { db } = ctx.app.services;
    const count = async () =>
      (await db.selectFrom('idea_fields').select('idea_id').execute()).length;
    const before = await count();
    const response = await post(
      ideaPayload({ citations: [{ type: 'internal', internalId: 1_999_999 }] }),
      author.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(await count()).toBe(before);
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

describe('GET /api/ideas and /api/ideas/{id}', () => {
  test('everyone gets every idea with its ratings, oldest first', async () => {
    const author = await createUser(ctx);
    const rater = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${idea.id}/rate`,
      payload: { relevance: 7, difficulty: 3 },
      cookie: rater.cookie,
    });
    for (const cookie of [undefined, author.cookie, rater.cookie]) {
      const response = await call(ctx, { url: '/api/ideas', cookie });
      expect(response.statusCode).toBe(200);
      const ideas = response.json<Idea[]>();
      expect(ideas.map((i) => i.id)).toEqual([...ideas.map((i) => i.id)].sort((a, b) => a - b));
      expect(ideas.find((i) => i.id === idea.id)).toEqual({
        ...idea,
        ratings: [{ userId: rater.user.id, relevance: 7, difficulty: 3 }],
      });
    }
  });

  test('one idea is the same for a visitor, its author and an admin', async () => {
    const author = await createUser(ctx);
    const admin = await createAdmin(ctx);
    const idea = await createIdea(ctx, author);
    for (const cookie of [undefined, author.cookie, admin.cookie]) {
      const response = await call(ctx, { url: `/api/ideas/${idea.id}`, cookie });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ ...idea, linkedIdeas: [] });
    }
  });

  test('an idea that cites others reads them as linked ideas with a description', async () => {
    const author = await createUser(ctx);
    const cited = await createIdea(ctx, author, {
      title: 'The cited idea',
      challenge: 'Its challenge describes it.',
    });
    const citing = await createIdea(ctx, author, {
      citations: [{ type: 'internal', internalId: cited.id }],
    });
    const response = await call(ctx, { url: `/api/ideas/${citing.id}` });
    expect(response.json<{ linkedIdeas: unknown }>().linkedIdeas).toEqual([
      { id: cited.id, title: 'The cited idea', description: 'Its challenge describes it.' },
    ]);
  });

  test('a missing idea is a 404', async () => {
    const response = await call(ctx, { url: '/api/ideas/2147483647' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
  });

  test.each([
    'abc',
    '0',
    '-1',
    '1.5',
    '99999999999999999999',
    '1e3x',
    '%20',
    '1e1',
    '0x1',
    '+1',
    '007',
  ])('an id of "%s" is a 400', async (id) => {
    const response = await call(ctx, { url: `/api/ideas/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });
});

describe('GET /api/users/{id}/ideas', () => {
  test("lists a researcher's ideas newest first, and only theirs", async () => {
    const author = await createUser(ctx);
    const other = await createUser(ctx);
    const older = await createIdea(ctx, author, { createdAt: '2024-01-01T10:00:00.000Z' });
    const newer = await createIdea(ctx, author, { createdAt: '2024-06-01T10:00:00.000Z' });
    await createIdea(ctx, other);
    const response = await call(ctx, { url: `/api/users/${author.user.id}/ideas` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([newer, older]);
  });

  test('a researcher without ideas has an empty list; an unknown one is a 404', async () => {
    const quiet = await createUser(ctx);
    expect((await call(ctx, { url: `/api/users/${quiet.user.id}/ideas` })).json()).toEqual([]);
    const missing = await call(ctx, { url: '/api/users/1999999/ideas' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.userNotFound });
    expect((await call(ctx, { url: '/api/users/nobody/ideas' })).statusCode).toBe(400);
  });
});

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
        { type: 'external', externalData: external },
      ],
    });
    const detail: IdeaDetail = await (await trpcAs(ctx)).ideas.byId({ id: idea.id });
    expect(detail).toEqual({
      ...idea,
      stats: { ratingCount: 0, avgRelevance: 0, avgDifficulty: 0, favoriteCount: 0 },
      author: {
        id: author.user.id,
        username: author.user.username,
        name: author.user.name,
        institution: 'ETH Zürich',
        email: author.user.email,
        orcidId: '0000-0002-1825-0097',
      },
      linkedIdeas: [{ id: cited.id, title: 'The cited one', description: 'Its challenge' }],
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
      stats: { ratingCount: 0, avgRelevance: 0, avgDifficulty: 0, favoriteCount: 0 },
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

  test('ideas.list equals GET /api/ideas', async () => {
    const list = await (await trpcAs(ctx)).ideas.list();
    expect(list).toEqual((await call(ctx, { url: '/api/ideas' })).json());
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
