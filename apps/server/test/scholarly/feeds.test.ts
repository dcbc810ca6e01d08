import { parseFeed } from '@rowanmanning/feed-parser';
import type { BrowsePage } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createIdea, trpcCallOn } from '../factories.js';
import { call, createUser, ORIGIN, type TestUser, useTestApp } from '../helper.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);

async function feed(query = '', headers: Record<string, string> = {}) {
  const response = await call(ctx, { url: `/feeds/ideas.atom${query}`, headers });
  return { response, parsed: response.statusCode === 200 ? parseFeed(response.body) : null };
}

async function browseIds(input: Record<string, unknown>): Promise<number[]> {
  const page = await trpc<BrowsePage>(
    'ideas.browse',
    { ...input, sort: 'newest', limit: 50 },
    'query',
  );
  return page.data!.items.map((card) => card.id);
}

const idOf = (entryId: string | null) => Number(/\/idea\/(\d+)$/.exec(entryId ?? '')?.[1]);

describe('GET /feeds/ideas.atom', () => {
  let ada: TestUser;
  let grace: TestUser;

  test('an Atom 1.0 feed a feed reader reads: title, author, link, dates, summary, categories', async () => {
    ada = await createUser(ctx, { name: 'Ada Lovelace' });
    grace = await createUser(ctx, { name: 'Grace Hopper' });
    const idea = await createIdea(ctx, ada, {
      title: 'Bells \u0007 & <whistles> "quoted"',
      challenge: 'Plain text, even </summary> and ]]> in it.',
      fields: ['Physics', 'Biology'],
    });
    const { response, parsed } = await feed();
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(parsed!.meta.type).toBe('atom');
    expect(parsed!.self).toBe(`${ORIGIN}/feeds/ideas.atom`);
    expect(parsed!.url).toBe(`${ORIGIN}/`);
    const [entry] = parsed!.items;
    expect(entry!.id).toBe(`${ORIGIN}/idea/${idea.id}`);
    // The control character XML cannot carry is dropped; the rest comes back as written.
    expect(entry!.title).toBe('Bells  & <whistles> "quoted"');
    expect(entry!.url).toBe(`${ORIGIN}/idea/${idea.id}`);
    expect(entry!.description).toBe('Plain text, even </summary> and ]]> in it.');
    expect(entry!.published?.toISOString()).toBe(idea.createdAt);
    expect(entry!.updated?.toISOString()).toBe(idea.updatedAt);
    expect(entry!.authors).toEqual([
      expect.objectContaining({ name: 'Ada Lovelace', url: `${ORIGIN}/users/${ada.user.id}` }),
    ]);
    expect(entry!.categories.map((category) => category.term)).toEqual(['Physics', 'Biology']);
  });

  test('the filters equal browse’s results: fields (repeatable), search, and a researcher', async () => {
    await createIdea(ctx, grace, { title: 'Quantum bees', fields: ['Physics'] });
    await createIdea(ctx, grace, { title: 'Bees in history', fields: ['History'] });
    await createIdea(ctx, ada, { title: 'Quantum chemistry of honey', fields: ['Chemistry'] });
    await createIdea(ctx, ada, { title: 'Nothing about insects', fields: ['History', 'Physics'] });

    const cases: [string, Record<string, unknown>][] = [
      ['', {}],
      ['?field=Physics', { fields: ['Physics'] }],
      ['?field=History&field=Chemistry', { fields: ['History', 'Chemistry'] }],
      ['?q=quantum', { search: 'quantum' }],
      ['?q=bees&field=History', { search: 'bees', fields: ['History'] }],
      [
        '?field=Physics&impact=0-0&claims=open',
        { fields: ['Physics'], impact: [0, 0], claims: 'open' },
      ],
    ];
    for (const [query, input] of cases) {
      const { parsed } = await feed(query);
      const ids = parsed!.items.map((item) => idOf(item.id));
      expect(ids, query).toEqual(await browseIds(input));
      expect(ids.length, query).toBeGreaterThan(0);
    }

    const byGrace = await feed(`?user=${grace.user.id}`);
    const profile = await trpc<BrowsePage>(
      'ideas.byUser',
      { userId: grace.user.id, limit: 60 },
      'query',
    );
    expect(byGrace.parsed!.items.map((item) => idOf(item.id))).toEqual(
      profile.data!.items.map((card) => card.id),
    );
    expect(byGrace.parsed!.title).toContain('by Grace Hopper');
    expect(byGrace.parsed!.url).toBe(`${ORIGIN}/users/${grace.user.id}`);

    const adaPhysics = await feed(`?user=${ada.user.id}&field=Physics`);
    expect(adaPhysics.parsed!.items.map((item) => item.title)).toEqual([
      'Nothing about insects',
      'Bells  & <whistles> "quoted"',
    ]);
  });

  test('the newest 50 only; a withdrawn idea leaves the feed', async () => {
    const many = await createUser(ctx);
    for (let day = 1; day <= 52; day += 1) {
      await createIdea(ctx, many, {
        createdAt: `2031-01-${String((day % 28) + 1).padStart(2, '0')}T${String(day % 24).padStart(2, '0')}:00:00.000Z`,
      });
    }
    const all = await feed(`?user=${many.user.id}`);
    expect(all.parsed!.items).toHaveLength(50);
    const newest = idOf(all.parsed!.items[0]!.id);
    const withdrawn = await call(ctx, {
      method: 'DELETE',
      url: `/api/ideas/${newest}`,
      cookie: many.cookie,
      headers: { origin: ORIGIN },
    });
    expect(withdrawn.statusCode).toBe(200);
    const after = await feed(`?user=${many.user.id}`);
    expect(after.parsed!.items.map((item) => idOf(item.id))).not.toContain(newest);
  });

  test('ETag and If-None-Match: 304 while nothing changed, 200 once something did', async () => {
    const first = await feed('?field=Biology');
    const etag = String(first.response.headers.etag);
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await feed('?field=Biology', { 'if-none-match': etag });
    expect(again.response.statusCode).toBe(304);
    expect(again.response.body).toBe('');
    expect(again.response.headers.etag).toBe(etag);
    expect(
      (await feed('?field=Biology', { 'if-none-match': `"other", ${etag.slice(2)}` })).response
        .statusCode,
    ).toBe(304);

    await createIdea(ctx, ada, { fields: ['Biology'] });
    const changed = await feed('?field=Biology', { 'if-none-match': etag });
    expect(changed.response.statusCode).toBe(200);
    expect(changed.response.headers.etag).not.toBe(etag);
  });

  test('a bad filter is a 400, an unknown researcher a 404', async () => {
    for (const query of [
      '?field=Alchemy',
      `?q=${'x'.repeat(201)}`,
      '?user=abc',
      '?impact=9-2',
      '?from=2024-13-01',
    ]) {
      const { response } = await feed(query);
      expect(response.statusCode, query).toBe(400);
      expect(response.json()).toEqual({ message: expect.any(String), issues: expect.any(Array) });
    }
    expect((await feed('?user=999999')).response.statusCode).toBe(404);
  });
});
