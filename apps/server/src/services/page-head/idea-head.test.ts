import type { IdeaDetail } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { renderHead } from './head-tags.js';
import { ideaHeadTags } from './idea-head.js';

const idea: IdeaDetail = {
  id: 7,
  userId: 3,
  title: 'Two authors, one idea',
  challenge: 'A challenge.',
  approach: 'An approach.',
  impact: 'An impact.',
  fields: ['Physics'],
  ratings: [],
  citations: [],
  createdAt: '2025-01-02T03:04:05.000Z',
  version: 2,
  updatedAt: '2025-12-31T23:59:59.000Z',
  withdrawnAt: null,
  withdrawnBy: null,
  linkedIdeas: [],
  stats: {
    ratingCount: 0,
    avgRelevance: 0,
    avgDifficulty: 0,
    favoriteCount: 0,
    pursuingCount: 0,
    publishedCount: 0,
  },
  author: null,
};

describe('ideaHeadTags', () => {
  test('one citation_author and one DC.creator per author, "Last, First"; dates as YYYY/MM/DD in UTC', () => {
    const html = renderHead(
      ideaHeadTags({
        idea,
        authors: [
          { firstName: 'Marie', lastName: 'Curie' },
          { firstName: 'Pierre', middleName: 'J.', lastName: 'van der Berg' },
          { firstName: '', lastName: 'World Health Organization' },
        ],
        doi: '10.5281/this-one-for-free.7',
        publisher: 'This One for Free',
        origin: 'https://example.org',
      }),
    );
    const authors = [...html.matchAll(/<meta name="citation_author" content="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(authors).toEqual([
      'Curie, Marie',
      'van der Berg, Pierre J.',
      'World Health Organization',
    ]);
    const creators = [...html.matchAll(/<meta name="DC.creator" content="([^"]*)"/g)].map(
      (m) => m[1],
    );
    expect(creators).toEqual(authors);
    expect(html).toContain('<meta name="citation_publication_date" content="2025/12/31"');
    expect(html).toContain('<meta name="citation_online_date" content="2025/01/02"');
    // Every tag is marked, so the web app can take them away on its first navigation.
    expect(
      html
        .split('\n')
        .every((line) => line.startsWith('<title>') || line.includes('data-server-head')),
    ).toBe(true);
  });
});
