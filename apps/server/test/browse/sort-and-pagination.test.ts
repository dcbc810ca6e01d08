import { type BrowseInput, SORT_OPTIONS, type SortOption } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { createIdea, trpcQuery, type TrpcErrorBody } from '../factories.js';
import { createUser, type TestContext, useTestApp } from '../helper.js';
import { useSixIdeas } from './six-ideas.js';

const ctx = useTestApp();
const { id, browse, numbers } = useSixIdeas(ctx);

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
      pursuingCount: 0,
      publishedCount: 0,
    });
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
