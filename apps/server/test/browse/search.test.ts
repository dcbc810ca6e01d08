import type { SortOption } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { browsePageKeys, SORTS } from '../../src/data/idea-browse.js';
import { createIdea, trpcQuery } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';
import { useSixIdeas } from './six-ideas.js';

const ctx = useTestApp();
const { browse, numbers } = useSixIdeas(ctx);

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

  // SQLite takes one of two plans by how many ideas match (idea-search-page.ts):
  // with the threshold at 0 every search here takes the one for many matches.
  test.each(Object.keys(SORTS) as SortOption[])(
    'a search matching many ideas gives the same pages, sorted %s, either way',
    async (sort) => {
      const { db, dialect } = ctx.app.services;
      const pages = async (fewMatches: number | undefined) => {
        const filter = { search: 'careful', fields: [] };
        const first = await browsePageKeys(db, dialect, filter, sort, null, 4, fewMatches);
        const last = first.at(-1)!;
        const rest = await browsePageKeys(db, dialect, filter, sort, last, 4, fewMatches);
        return [first, rest];
      };
      const expected = await pages(undefined);
      expect(expected.flat()).toHaveLength(6);
      expect(await pages(0)).toEqual(expected);
    },
  );

  test('a search of only spaces is no search at all', async () => {
    expect(await numbers({ search: '   ' })).toEqual([6, 5, 4, 3, 2, 1]);
  });

  test('a new idea is searchable at once, even by a search asked just before', async () => {
    expect((await browse({ search: 'zymurgy' })).items).toEqual([]);
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
