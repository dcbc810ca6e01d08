import { beforeAll, describe, expect, test } from 'vitest';
import { dropClaim, saveClaim } from '../../src/services/claims.js';
import { trpcAs, trpcQuery } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';
import { useSixIdeas } from '../browse/six-ideas.js';

const ctx = useTestApp();
const { id, browse, numbers } = useSixIdeas(ctx);

// Idea 1: two researchers pursue it. Idea 3: one pursues it, another has
// published a result. Idea 5: a published result only. Idea 6 was claimed and
// the claim dropped: open again. Ideas 2 and 4 were never claimed.
beforeAll(async () => {
  const services = ctx.app.services;
  const [a, b] = await Promise.all([createUser(ctx), createUser(ctx)]);
  const pursue = { status: 'pursuing' } as const;
  const publish = { status: 'published', resultUrl: 'https://doi.org/10.1000/r' } as const;
  await saveClaim(services, a.user.id, id[1]!, pursue);
  await saveClaim(services, b.user.id, id[1]!, pursue);
  await saveClaim(services, a.user.id, id[3]!, pursue);
  await saveClaim(services, b.user.id, id[3]!, publish);
  await saveClaim(services, a.user.id, id[5]!, publish);
  await saveClaim(services, b.user.id, id[6]!, pursue);
  await dropClaim(services, b.user.id, id[6]!);
});

describe('browsing by claims', () => {
  test('open ideas have no claim; pursued ones a claim being pursued; published ones a result', async () => {
    expect(await numbers({ claims: 'open' })).toEqual([6, 4, 2]);
    expect(await numbers({ claims: 'pursued' })).toEqual([3, 1]);
    expect(await numbers({ claims: 'published' })).toEqual([5, 3]);
    expect(await numbers({ claims: 'all' })).toEqual([6, 5, 4, 3, 2, 1]);
    expect(await numbers({})).toEqual([6, 5, 4, 3, 2, 1]);
  });

  test('cards show how many pursue an idea and how many results it has', async () => {
    const { items } = await browse({ claims: 'pursued', limit: 60 });
    expect(
      items.map((card) => [card.id, card.stats.pursuingCount, card.stats.publishedCount]),
    ).toEqual([
      [id[3], 1, 1],
      [id[1], 2, 0],
    ]);
  });

  test('combines with every other filter and with each sort', async () => {
    expect(await numbers({ claims: 'pursued', fields: ['Physics'] })).toEqual([1]);
    expect(await numbers({ claims: 'published', sort: 'oldest' })).toEqual([3, 5]);
    expect(await numbers({ claims: 'open', impact: [0, 0] })).toEqual([6, 2]);
    expect(await numbers({ claims: 'published', search: 'trade' })).toEqual([5]);
    expect(await numbers({ claims: 'open', from: '2024-03-01', to: '2024-03-31' })).toEqual([4]);
    expect(await numbers({ claims: 'pursued', sort: 'most-favorites' })).toEqual([3, 1]);
    expect(await numbers({ claims: 'published', sort: 'relevance-high' })).toEqual([3, 5]);
  });

  test('pages walk the filtered ideas, one at a time', async () => {
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page = await browse({ claims: 'open', limit: 1, ...(cursor ? { cursor } : {}) });
      seen.push(...page.items.map((item) => item.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([id[6], id[4], id[2]]);
  });

  test('Random Idea draws from the filtered ideas only', async () => {
    const caller = await trpcAs(ctx);
    const seen = new Set<number>();
    for (let i = 0; i < 40; i += 1) {
      const pick = await caller.ideas.random({ claims: 'published' });
      expect([id[3], id[5]]).toContain(pick?.id);
      seen.add(pick!.id);
    }
    expect(seen.size).toBe(2);
    expect(await caller.ideas.random({ claims: 'pursued', fields: ['History'] })).toBeNull();
  });

  test('an unknown claim filter is a 400', async () => {
    for (const claims of ['none', 'Open', 3]) {
      expect((await trpcQuery(ctx, 'ideas.browse', { claims })).statusCode).toBe(400);
      expect((await trpcQuery(ctx, 'ideas.random', { claims })).statusCode).toBe(400);
    }
  });
});
