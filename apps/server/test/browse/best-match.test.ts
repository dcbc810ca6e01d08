import type { BrowseInput } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { withdrawIdea } from '../../src/services/ideas/withdraw.js';
import { createIdea, trpcAs, trpcQuery, type TrpcErrorBody } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';

/**
 * The browse page's search explains itself (issue 15): a Best match sort
 * (title matches first, then challenge, then the rest; newest first within
 * each) and how many ideas match (`ideas.count`, GET /api/ideas/count).
 */

const ctx = useTestApp();
const id: Record<string, number> = {};

beforeAll(async () => {
  const author = await createUser(ctx);
  const plain = { challenge: 'Plain words here.', approach: 'Nothing special.', impact: 'Some.' };
  const fixtures = {
    // In the title (one also elsewhere: still a title match).
    titleOld: { title: 'Glacier algae and albedo', createdAt: '2024-01-01T00:00:00.000Z' },
    titleNew: {
      title: 'Algae blooms from space',
      challenge: 'Algae again in the challenge.',
      createdAt: '2024-05-01T00:00:00.000Z',
    },
    // In the challenge only, with an accent the search leaves out.
    challenge: {
      title: 'Cheap water sensors',
      challenge: 'Counting álgae cells by phone.',
      createdAt: '2024-06-01T00:00:00.000Z',
    },
    // Only in the approach, and the newest of all.
    approach: {
      title: 'Lake monitoring by volunteers',
      approach: 'Volunteers photograph algae weekly.',
      createdAt: '2024-07-01T00:00:00.000Z',
    },
    // A title that goes on after a line break (sent through the API):
    // the match after it is still in the title.
    brokenTitle: {
      title: 'Two-line title\nwith algae on its second line',
      createdAt: '2023-01-01T00:00:00.000Z',
    },
    // Matches nothing.
    other: { title: 'Medieval tax records', createdAt: '2024-08-01T00:00:00.000Z' },
  };
  for (const [name, fixture] of Object.entries(fixtures)) {
    id[name] = (await createIdea(ctx, author, { ...plain, ...fixture })).id;
  }
  // A withdrawn title match is neither listed nor counted.
  const gone = await createIdea(ctx, author, { ...plain, title: 'Algae, withdrawn' });
  await withdrawIdea(ctx.app.services, { id: author.user.id, is_admin: 0 }, gone.id);
});

async function names(input: BrowseInput): Promise<string[]> {
  const page = await (await trpcAs(ctx)).ideas.browse({ limit: 50, ...input });
  const byId = new Map(Object.entries(id).map(([name, ideaId]) => [ideaId, name]));
  return page.items.map((item) => byId.get(item.id) ?? `?${item.id}`);
}

describe('Best match', () => {
  const ranked = ['titleNew', 'titleOld', 'brokenTitle', 'challenge', 'approach'];

  test('title matches come first, then challenge, then the rest, newest first within each', async () => {
    expect(await names({ search: 'algae', sort: 'best-match' })).toEqual(ranked);
    // Newest alone mixes them.
    expect(await names({ search: 'algae', sort: 'newest' })).toEqual([
      'approach',
      'challenge',
      'titleNew',
      'titleOld',
      'brokenTitle',
    ]);
  });

  test('ranks by the same rules as the search: case, accents, short searches', async () => {
    expect(await names({ search: 'ALGAE', sort: 'best-match' })).toEqual(ranked);
    expect(await names({ search: 'álgae', sort: 'best-match' })).toEqual(ranked);
    // Two characters take the index's other path (no trigrams): same ranks.
    const short = await names({ search: 'lg', sort: 'best-match' });
    expect(short).toEqual(ranked);
  });

  test('pages through every rank without a gap or a repeat', async () => {
    const api = await trpcAs(ctx);
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: Awaited<ReturnType<typeof api.ideas.browse>> = await api.ideas.browse({
        search: 'algae',
        sort: 'best-match',
        limit: 2,
        cursor,
      });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(ranked.map((name) => id[name]));
  });

  test('without a search it is newest', async () => {
    expect(await names({ sort: 'best-match' })).toEqual(await names({ sort: 'newest' }));
  });

  test('a cursor with a rank it could not have is a 400', async () => {
    const forged = Buffer.from(
      JSON.stringify({ s: 'best-match', k: '2024-01-01T00:00:00.000Z', i: 1, r: 7 }),
    ).toString('base64url');
    const response = await trpcQuery(ctx, 'ideas.browse', {
      search: 'algae',
      sort: 'best-match',
      cursor: forged,
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('how many ideas match', () => {
  test('ideas.count counts the browse filter’s matches, never a withdrawn idea', async () => {
    const api = await trpcAs(ctx);
    expect(await api.ideas.count({ search: 'algae' })).toEqual({ count: 5 });
    expect(await api.ideas.count({ search: 'algae', from: '2024-05-01' })).toEqual({ count: 3 });
    expect(await api.ideas.count({ search: 'no such words anywhere' })).toEqual({ count: 0 });
    const all = await api.ideas.count({});
    expect(all.count).toBe((await api.ideas.browse({ limit: 60 })).items.length);
  });

  test('GET /api/ideas/count takes the filter as a query string, open to visitors', async () => {
    const count = async (query: string) => {
      const response = await call(ctx, { url: `/api/ideas/count${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<{ count: number }>().count;
    };
    expect(await count('?q=algae')).toBe(5);
    expect(await count('?q=algae&from=2024-05-01&to=2024-06-30')).toBe(2);
    expect(await count('?q=algae&field=Computer%20Science')).toBe(5);
    expect(await count('?q=algae&field=History&field=Physics')).toBe(0);
    expect(await count('?q=algae&impact=0-0&claims=open')).toBe(5);
    expect(await count('?q=algae&impact=1-10')).toBe(0);
  });

  test.each([
    ['?impact=8-2', 'The lower end of a range cannot exceed the upper end'],
    ['?impact=high', 'A range is written low-high, for example 2-8'],
    ['?from=yesterday', undefined],
    ['?field=Alchemy', undefined],
    ['?claims=maybe', undefined],
  ])('a bad filter %s is a 400 that says what is wrong', async (query, message) => {
    const response = await call(ctx, { url: `/api/ideas/count${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { message: string }[] }>();
    expect(body.issues.length).toBeGreaterThan(0);
    if (message) expect(body.issues.map((issue) => issue.message)).toContain(message);
  });

  test('tRPC refuses a bad filter the same way', async () => {
    const response = await trpcQuery(ctx, 'ideas.count', { impact: [8, 2] });
    expect(response.statusCode).toBe(400);
    expect(response.json<TrpcErrorBody>().error.message).toBeTruthy();
  });
});
