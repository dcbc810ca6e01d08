import { SORT_OPTIONS } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { trpcAs, trpcQuery, type TrpcErrorBody } from '../factories.js';
import { createUser, type TestUser, useTestApp } from '../helper.js';
import { useSixIdeas } from './six-ideas.js';

const ctx = useTestApp();
const { id, numbers } = useSixIdeas(ctx);

describe('filters', () => {
  test("a range keeps each sort's order, whichever column it narrows", async () => {
    // On SQLite a range on another column than the sort's is tested while walking the sort's index.
    for (const sort of SORT_OPTIONS) {
      const all = await numbers({ sort });
      const rated = new Set(await numbers({ impact: [1, 10] }));
      expect(await numbers({ impact: [1, 10], sort })).toEqual(all.filter((n) => rated.has(n)));
      const feasible = new Set(await numbers({ feasibility: [1, 10] }));
      expect(await numbers({ feasibility: [1, 10], sort })).toEqual(
        all.filter((n) => feasible.has(n)),
      );
    }
  });

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
