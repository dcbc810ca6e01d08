import { type BrowseInput, SORT_OPTIONS, type SortOption } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { addFavorite } from '../src/services/favorites.js';
import { rateIdea } from '../src/services/ratings.js';
import { createIdea, trpcAs, trpcQuery, type TrpcErrorBody } from './factories.js';
import { createUser, type TestContext, type TestUser, useTestApp } from './helper.js';

const ctx = useTestApp();

/**
 * Six ideas with known dates, fields, ratings and favorites; `id[n]` is the
 * database id of idea n. Ideas 4 and 5 share a creation instant, 1 and 4 the
 * same average Impact, and the unrated ones all average 0.
 */
const id: Record<number, number> = {};

beforeAll(async () => {
  const author = await createUser(ctx);
  const raters = await Promise.all([createUser(ctx), createUser(ctx), createUser(ctx)]);
  const fixtures = [
    {
      title: 'Quantum error correction for photonic chips',
      fields: ['Physics', 'Computer Science'],
      createdAt: '2024-01-10T08:00:00.000Z',
    },
    {
      title: 'Teaching the Schrödinger equation with toys',
      fields: ['Physics'],
      createdAt: '2024-01-10T23:59:59.999Z',
    },
    {
      title: 'Coral reef recovery after heatwaves',
      fields: ['Environmental Science', 'Biology'],
      createdAt: '2024-02-01T00:00:00.000Z',
    },
    {
      title: 'Measuring loneliness with phone sensors',
      fields: ['Psychology', 'Computer Science'],
      createdAt: '2024-03-15T12:00:00.000Z',
    },
    {
      title: 'Medieval trade routes from tax records',
      fields: ['History', 'Economics'],
      createdAt: '2024-03-15T12:00:00.000Z',
    },
    {
      title: 'Protein folding as a mobile game',
      fields: ['Biology', 'Chemistry'],
      createdAt: '2024-04-01T09:30:00.000Z',
    },
  ] as const;
  for (const [index, fixture] of fixtures.entries()) {
    const idea = await createIdea(ctx, author, {
      ...fixture,
      fields: [...fixture.fields],
      challenge: `The challenge of idea ${index + 1}.`,
      approach: 'A careful approach.',
      impact: 'A broad impact.',
    });
    id[index + 1] = idea.id;
  }
  const services = ctx.app.services;
  const [r1, r2, r3] = raters.map((rater) => rater.user.id) as [number, number, number];
  await rateIdea(services, r1, id[1]!, { relevance: 8, difficulty: 2 });
  await rateIdea(services, r2, id[1]!, { relevance: 6, difficulty: 4 });
  await rateIdea(services, r1, id[3]!, { relevance: 3, difficulty: 9 });
  await rateIdea(services, r1, id[4]!, { relevance: 10, difficulty: 5 });
  await rateIdea(services, r2, id[4]!, { relevance: 5, difficulty: 5 });
  await rateIdea(services, r3, id[4]!, { relevance: 6, difficulty: 5 });
  await addFavorite(services, r1, id[3]!);
  await addFavorite(services, r2, id[3]!);
  await addFavorite(services, r1, id[1]!);
  await addFavorite(services, r3, id[5]!);
});

async function browse(input: BrowseInput = {}, context: TestContext = ctx) {
  return (await trpcAs(context)).ideas.browse(input);
}

/** The fixture numbers (1-6) of the ideas a browse returns, in order. */
async function numbers(input: BrowseInput = {}): Promise<number[]> {
  const page = await browse({ limit: 60, ...input });
  const byId = new Map(Object.entries(id).map(([n, ideaId]) => [ideaId, Number(n)]));
  return page.items.map((item) => byId.get(item.id) ?? -1);
}

describe('sorting', () => {
  test.each<[SortOption, number[]]>([
    ['newest', [6, 5, 4, 3, 2, 1]],
    ['oldest', [1, 2, 3, 4, 5, 6]],
    ['relevance-high', [4, 1, 3, 6, 5, 2]],
    ['relevance-low', [2, 5, 6, 3, 1, 4]],
    ['difficulty-high', [3, 4, 1, 6, 5, 2]],
    ['difficulty-low', [2, 5, 6, 1, 4, 3]],
    ['most-favorites', [3, 5, 1, 6, 4, 2]],
  ])('%s orders every idea, ties broken by id', async (sort, expected) => {
    expect(await numbers({ sort })).toEqual(expected);
  });

  test('newest is the default', async () => {
    expect(await numbers()).toEqual([6, 5, 4, 3, 2, 1]);
  });

  test('cards carry the aggregates the sorts use', async () => {
    const { items } = await browse({ sort: 'oldest', limit: 1 });
    expect(items[0]!.stats).toEqual({
      ratingCount: 2,
      avgRelevance: 7,
      avgDifficulty: 3,
      favoriteCount: 1,
    });
  });
});

describe('search', () => {
  test.each<[string, number[]]>([
    ['quantum', [1]],
    ['QUANTUM', [1]],
    ['quant', [1]],
    ['uantum', [1]],
    ['schrodinger', [2]],
    ['Schrö', [2]],
    ['SCHRÖDINGER', [2]],
    ['coral reef', [3]],
    ['reef coral', []],
    ['coral heat', []],
    ['environmental', [3]],
    ['computer science', [4, 1]],
    ['cience', [4, 3, 1]],
    ['challenge of idea 5', [5]],
    ['careful', [6, 5, 4, 3, 2, 1]],
    ['ing', [6, 4, 2]],
    ['  phone  ', [4]],
    ['ph', [4, 2, 1]],
    ['x', [5]],
    ['%', []],
    ['_', []],
    ['a_b', []],
  ])('"%s" finds the ideas containing it, ignoring case and accents', async (search, expected) => {
    expect(await numbers({ search })).toEqual(expected);
  });

  test('one or two characters ignore accents and case as longer searches do', async () => {
    const plain = await numbers({ search: 'ro' });
    expect(plain).toContain(2);
    expect(await numbers({ search: 'rö' })).toEqual(plain);
    expect(await numbers({ search: 'RÖ' })).toEqual(plain);
    expect(await numbers({ search: 'ö' })).toEqual(await numbers({ search: 'o' }));
  });

  test.each([
    '"',
    '*',
    'quantum*',
    '"quantum',
    'NEAR(quantum chips)',
    '(',
    ')',
    'AND',
    'OR quantum',
    'NOT quantum',
    '-quantum',
    'title:quantum',
    '^quantum',
    '{title} : quantum',
    "'; drop table ideas; --",
    'quantum + chips',
    '\\',
    '\u0000',
  ])('the search %j never breaks the query', async (search) => {
    const response = await trpcQuery(ctx, 'ideas.browse', { search });
    expect(response.statusCode).toBe(200);
  });

  test('query syntax is searched for as text, never interpreted', async () => {
    expect(await numbers({ search: '"quantum"*' })).toEqual([]);
    expect(await numbers({ search: 'NEAR(coral)' })).toEqual([]);
    expect(await numbers({ search: 'quantum OR coral' })).toEqual([]);
  });

  test('a search of only spaces is no search at all', async () => {
    expect(await numbers({ search: '   ' })).toEqual([6, 5, 4, 3, 2, 1]);
  });

  test('a new idea is searchable at once', async () => {
    const user = await createUser(ctx);
    const idea = await createIdea(ctx, user, {
      title: 'Zymurgy for beginners',
      createdAt: '2020-01-01T00:00:00.000Z',
    });
    expect((await browse({ search: 'zymurgy' })).items.map((item) => item.id)).toEqual([idea.id]);
    await ctx.app.services.db.deleteFrom('ideas').where('id', '=', idea.id).execute();
  });

  describe('punctuation and symbols', () => {
    const own = useTestApp();
    let ideaId = 0;
    let cppId = 0;
    beforeAll(async () => {
      const user = await createUser(own);
      const idea = await createIdea(own, user, {
        title: 'Input/output limits of example.com-scale crawlers',
        challenge: 'Naïve café-style caching; state-of-the-art is 3.5x slower.',
      });
      ideaId = idea.id;
      cppId = (await createIdea(own, user, { title: 'Teaching C++ templates with puzzles' })).id;
    });

    test.each(['output', 'input/output', 'example.com', 'art is 3.5', 'naive', 'café', '5x'])(
      '"%s" is found inside longer text, on every database',
      async (search) => {
        expect((await browse({ search }, own)).items.map((item) => item.id)).toEqual([ideaId]);
      },
    );

    test.each(['C++', 'c++ t', '++', 'c+'])(
      '"%s" finds only the idea that has it',
      async (search) => {
        expect((await browse({ search }, own)).items.map((item) => item.id)).toEqual([cppId]);
      },
    );
  });
});

describe('filters', () => {
  test('fields: an idea matches when it has at least one of them', async () => {
    expect(await numbers({ fields: ['Biology'] })).toEqual([6, 3]);
    expect(await numbers({ fields: ['History', 'Chemistry'] })).toEqual([6, 5]);
    expect(await numbers({ fields: [] })).toEqual([6, 5, 4, 3, 2, 1]);
  });

  test('dates are calendar days in UTC, both ends included', async () => {
    expect(await numbers({ from: '2024-01-10', to: '2024-01-10' })).toEqual([2, 1]);
    expect(await numbers({ from: '2024-03-15' })).toEqual([6, 5, 4]);
    expect(await numbers({ to: '2024-02-01' })).toEqual([3, 2, 1]);
    expect(await numbers({ from: '2024-01-11', to: '2024-03-14' })).toEqual([3]);
    expect(await numbers({ from: '2024-05-01', to: '2024-01-01' })).toEqual([]);
  });

  test('the first and last days ISO dates can name are ordinary bounds', async () => {
    expect(await numbers({ to: '9999-12-31' })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await numbers({ from: '0001-01-01', to: '9999-12-31' })).toEqual([6, 5, 4, 3, 2, 1]);
    // Not read as 1950: these ideas are all from 2024.
    expect(await numbers({ to: '0050-12-31' })).toEqual([]);
  });

  test('impact and feasibility ranges are inclusive; an unrated idea averages 0', async () => {
    expect(await numbers({ impact: [7, 10] })).toEqual([4, 1]);
    expect(await numbers({ impact: [0, 0] })).toEqual([6, 5, 2]);
    expect(await numbers({ impact: [3, 3] })).toEqual([3]);
    expect(await numbers({ impact: [0, 10] })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await numbers({ feasibility: [9, 9] })).toEqual([3]);
    expect(await numbers({ feasibility: [4, 6] })).toEqual([4]);
    expect(await numbers({ feasibility: [1, 10] })).toEqual([4, 3, 1]);
  });

  test('every filter combines with the others and with the sort', async () => {
    expect(
      await numbers({ fields: ['Computer Science'], impact: [5, 10], search: 'phone' }),
    ).toEqual([4]);
    expect(
      await numbers({
        fields: ['Physics', 'Biology'],
        from: '2024-01-10',
        to: '2024-02-28',
        sort: 'difficulty-high',
      }),
    ).toEqual([3, 1, 2]);
    expect(
      await numbers({ search: 'a', impact: [1, 10], feasibility: [1, 10], sort: 'most-favorites' }),
    ).toEqual([3, 1, 4]);
  });
});

describe('pagination', () => {
  async function walk(input: BrowseInput, context: TestContext = ctx): Promise<number[]> {
    const seen: number[] = [];
    let cursor: string | null = null;
    for (let pages = 0; pages < 100; pages += 1) {
      const page = await browse({ ...input, cursor }, context);
      expect(page.items.length).toBeLessThanOrEqual(input.limit ?? 24);
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
      if (!cursor) return seen;
    }
    throw new Error('pagination did not end');
  }

  test.each(SORT_OPTIONS)(
    'pages of %s join up to the whole list, no duplicates, no gaps',
    async (sort) => {
      const all = (await browse({ sort, limit: 60 })).items.map((item) => item.id);
      for (const limit of [1, 2, 4, 5]) expect(await walk({ sort, limit })).toEqual(all);
    },
  );

  test('the last page has no next cursor, even when it is full', async () => {
    const page = await browse({ limit: 6 });
    expect(page.items).toHaveLength(6);
    expect(page.nextCursor).toBeNull();
    const first = await browse({ limit: 3 });
    expect(first.nextCursor).toEqual(expect.any(String));
    expect((await browse({ limit: 3, cursor: first.nextCursor })).nextCursor).toBeNull();
  });

  test('pages keep the filter', async () => {
    expect(await walk({ fields: ['Computer Science', 'Biology'], limit: 1 })).toEqual([
      id[6],
      id[4],
      id[3],
      id[1],
    ]);
  });

  test.each([
    ['garbage', 'not a cursor!'],
    ['base64 of nonsense', Buffer.from('hello').toString('base64url')],
    [
      'a cursor of another sort',
      Buffer.from(JSON.stringify({ s: 'oldest', k: '2024-01-01T00:00:00.000Z', i: 1 })).toString(
        'base64url',
      ),
    ],
    [
      'a date key for a numeric sort',
      Buffer.from(JSON.stringify({ s: 'relevance-high', k: 'x', i: 1 })).toString('base64url'),
    ],
    [
      'a negative id',
      Buffer.from(JSON.stringify({ s: 'newest', k: '2024-01-01T00:00:00.000Z', i: -1 })).toString(
        'base64url',
      ),
    ],
    ['an array', Buffer.from('[1,2,3]').toString('base64url')],
    // Keys the column cannot hold (PostgreSQL refuses to compare them) are forged, too.
    [
      'an id past 32 bits',
      Buffer.from(
        JSON.stringify({ s: 'newest', k: '2024-01-01T00:00:00.000Z', i: 2 ** 31 }),
      ).toString('base64url'),
    ],
    [
      'a fractional favorite count',
      Buffer.from(JSON.stringify({ s: 'most-favorites', k: 1.5, i: 1 })).toString('base64url'),
    ],
    [
      'a favorite count past 32 bits',
      Buffer.from(JSON.stringify({ s: 'most-favorites', k: 1e12, i: 1 })).toString('base64url'),
    ],
    [
      'a date key with a NUL character',
      Buffer.from(JSON.stringify({ s: 'newest', k: '2024-01-01\u0000', i: 1 })).toString(
        'base64url',
      ),
    ],
  ])('a malformed cursor (%s) is a 400, not a 500', async (_name, cursor) => {
    const response = await trpcQuery(ctx, 'ideas.browse', { cursor });
    expect(response.statusCode).toBe(400);
    expect(response.json<TrpcErrorBody>().error.message).toMatch(/cursor/i);
  });

  describe('with equal sort keys everywhere', () => {
    const same = useTestApp();
    let ids: number[] = [];
    beforeAll(async () => {
      const author = await createUser(same);
      for (let i = 0; i < 13; i += 1) {
        ids.push((await createIdea(same, author, { createdAt: '2025-05-05T05:05:05.005Z' })).id);
      }
      ids = ids.sort((a, b) => a - b);
    });

    test.each(SORT_OPTIONS)('%s still pages through every idea exactly once', async (sort) => {
      const descending = sort !== 'oldest' && sort !== 'relevance-low' && sort !== 'difficulty-low';
      const expected = descending ? [...ids].reverse() : ids;
      for (const limit of [1, 3, 4]) expect(await walk({ sort, limit }, same)).toEqual(expected);
    });
  });
});

describe('invalid browse input', () => {
  test.each([
    ['a limit of 0', { limit: 0 }],
    ['a limit of 61', { limit: 61 }],
    ['a fractional limit', { limit: 2.5 }],
    ['a reversed range', { impact: [5, 3] }],
    ['a negative range end', { impact: [-1, 3] }],
    ['a range past 10', { feasibility: [0, 11] }],
    ['a fractional range', { impact: [1.5, 3] }],
    ['a range of one number', { impact: [3] }],
    ['a range as an object', { impact: { min: 1, max: 3 } }],
    ['an impossible date', { from: '2024-13-01' }],
    ['a date in another format', { to: '01/02/2024' }],
    ['a search of 201 characters', { search: 'x'.repeat(201) }],
    ['an unknown field', { fields: ['Astrology'] }],
    ['fields as a string', { fields: 'Physics' }],
    ['an unknown sort', { sort: 'popular' }],
    ['a cursor that is a number', { cursor: 5 }],
  ])('%s is a 400 with a readable message', async (_name, input) => {
    const response = await trpcQuery(ctx, 'ideas.browse', input);
    expect(response.statusCode).toBe(400);
    const { error } = response.json<TrpcErrorBody>();
    expect(error.message).toEqual(expect.any(String));
    expect(error.data.issues.length).toBeGreaterThan(0);
  });

  test('ideas.random refuses the same invalid filters', async () => {
    expect((await trpcQuery(ctx, 'ideas.random', { impact: [5, 3] })).statusCode).toBe(400);
  });
});

describe('random idea', () => {
  test('is drawn from the filtered ideas only, each of them in time', async () => {
    const caller = await trpcAs(ctx);
    const seen = new Set<number>();
    for (let i = 0; i < 60; i += 1) {
      const pick = await caller.ideas.random({ fields: ['Biology'] });
      expect([id[3], id[6]]).toContain(pick?.id);
      seen.add(pick!.id);
    }
    expect(seen.size).toBe(2);
  });

  test('uses every filter, search included', async () => {
    const caller = await trpcAs(ctx);
    expect(await caller.ideas.random({ search: 'quantum', impact: [5, 10] })).toEqual({
      id: id[1],
    });
    expect(await caller.ideas.random({ from: '2024-04-01' })).toEqual({ id: id[6] });
  });

  test('is null when nothing matches', async () => {
    expect(await (await trpcAs(ctx)).ideas.random({ search: 'nothing-matches-this' })).toBeNull();
  });

  test('works over HTTP for a visitor and a user alike', async () => {
    const user: TestUser = await createUser(ctx);
    for (const who of [null, user]) {
      const response = await trpcQuery(ctx, 'ideas.random', {}, who);
      expect(response.statusCode).toBe(200);
      expect(response.json<{ result: { data: { id: number } } }>().result.data.id).toEqual(
        expect.any(Number),
      );
    }
  });
});
