import { describe, expect, test } from 'vitest';
import { ideasFeedPath } from './feeds.js';
import { ideasFeedQuery } from './schemas/feeds.js';

/** The query of a feed address as Fastify reads it: a repeated name is an array. */
function queryOf(path: string): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const [name, value] of new URLSearchParams(path.split('?')[1] ?? '')) {
    const had = query[name];
    query[name] = had === undefined ? value : [had, value].flat();
  }
  return query;
}

describe('the ideas feed address', () => {
  test('the default filter is the bare path; parameters come in one order', () => {
    expect(ideasFeedPath()).toBe('/feeds/ideas.atom');
    expect(
      ideasFeedPath({
        claims: 'open',
        impact: [3, 8],
        search: ' bees & wasps ',
        userId: 7,
        fields: ['Physics', 'Biology'],
        from: '2025-01-01',
      }),
    ).toBe(
      '/feeds/ideas.atom?field=Physics&field=Biology&q=bees%20%26%20wasps&user=7&from=2025-01-01&impact=3-8&claims=open',
    );
    expect(ideasFeedPath({ claims: 'all', search: '  ' })).toBe('/feeds/ideas.atom');
  });

  test('ideasFeedQuery reads back what ideasFeedPath writes', () => {
    const path = ideasFeedPath({
      fields: ['Physics', 'Biology'],
      search: 'bees & wasps',
      userId: 7,
      feasibility: [0, 4],
    });
    expect(ideasFeedQuery.parse(queryOf(path))).toEqual({
      field: ['Physics', 'Biology'],
      q: 'bees & wasps',
      user: 7,
      feasibility: [0, 4],
    });
    expect(ideasFeedQuery.parse({ field: 'History' }).field).toEqual(['History']);
  });

  test.each([
    { field: 'Alchemy' },
    { impact: '8-2' },
    { impact: '3-11' },
    { user: '0' },
    { claims: 'some' },
  ])('refuses %j', (query) => {
    expect(ideasFeedQuery.safeParse(query).success).toBe(false);
  });
});
