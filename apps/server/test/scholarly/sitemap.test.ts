import { describe, expect, test } from 'vitest';
import { sitemapFileUrls, sitemapPlan } from '../../src/services/sitemap.js';
import { createIdea } from '../factories.js';
import { call, createUser, ORIGIN, type TestContext, useTestApp } from '../helper.js';

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((match) => match[1]);

/** Three researchers (one deletes the account) and five ideas (one withdrawn): 1 + 4 + 2 URLs. */
async function aSmallSite(ctx: TestContext) {
  const [ada, grace, gone] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
  const ideas = [];
  for (const author of [ada, grace, ada, grace, ada]) ideas.push(await createIdea(ctx, author));
  const withdrawn = await call(ctx, {
    method: 'DELETE',
    url: `/api/ideas/${ideas[1]!.id}`,
    cookie: grace.cookie,
    headers: { origin: ORIGIN },
  });
  expect(withdrawn.statusCode).toBe(200);
  const deleted = await call(ctx, {
    method: 'POST',
    url: '/api/user/delete',
    cookie: gone.cookie,
    headers: { origin: ORIGIN },
    payload: { password: gone.password, username: gone.user.username },
  });
  expect(deleted.statusCode, deleted.body).toBe(200);
  return [
    `${ORIGIN}/`,
    ...[ideas[0], ideas[2], ideas[3], ideas[4]].map((idea) => `${ORIGIN}/idea/${idea!.id}`),
    `${ORIGIN}/users/${ada.user.id}`,
    `${ORIGIN}/users/${grace.user.id}`,
  ];
}

describe('a site that fits one sitemap', () => {
  const ctx = useTestApp();

  test('/sitemap.xml lists the browse page, every live idea and profile; robots.txt points to it', async () => {
    const expected = await aSmallSite(ctx);
    const sitemap = await call(ctx, { url: '/sitemap.xml' });
    expect(sitemap.statusCode).toBe(200);
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toMatch(
      /^<\?xml version="1.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">/,
    );
    expect(locs(sitemap.body)).toEqual(expected);
    expect(sitemap.body).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}T[\d:.]+Z<\/lastmod>/);

    const robots = await call(ctx, { url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
    expect(robots.body).toContain('Disallow: /api/');
    expect(robots.body).not.toMatch(/Disallow: \/idea|Disallow: \/users|Disallow: \/feeds/);
  });
});

describe('a site past the URLs one file holds (SITEMAP_URLS_PER_FILE=3)', () => {
  const ctx = useTestApp({ SITEMAP_URLS_PER_FILE: '3' });

  test('/sitemap.xml is an index of /sitemap-N.xml files that list everything once, in order', async () => {
    const expected = await aSmallSite(ctx);
    const index = await call(ctx, { url: '/sitemap.xml' });
    expect(index.body).toContain(
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    );
    const files = locs(index.body);
    expect(files).toEqual([1, 2, 3].map((n) => `${ORIGIN}/sitemap-${n}.xml`));
    const listed: string[] = [];
    for (const file of files) {
      const part = await call(ctx, { url: file!.slice(ORIGIN.length) });
      expect(part.statusCode).toBe(200);
      expect(part.body).toContain('<urlset');
      const urls = locs(part.body);
      expect(urls.length).toBeLessThanOrEqual(3);
      listed.push(...(urls as string[]));
    }
    expect(listed).toEqual(expected);
    for (const missing of ['/sitemap-0.xml', '/sitemap-4.xml']) {
      expect((await call(ctx, { url: missing })).statusCode, missing).toBe(404);
    }
  });

  test('a file is read a chunk of rows at a time, however long it is', async () => {
    const services = ctx.app.services;
    const plan = await sitemapPlan(services, 7);
    expect(plan).toMatchObject({ ideas: 4, total: 7, files: 1 });
    const chunks: string[][] = [];
    for await (const chunk of sitemapFileUrls(services, 1, 7, plan.ideas, 2))
      chunks.push(chunk.map((url) => url.loc));
    expect(chunks.every((chunk) => chunk.length <= 2)).toBe(true);
    expect(chunks.flat()).toHaveLength(7);
    // A file that starts among the profiles starts at the right one.
    const tail: string[] = [];
    for await (const chunk of sitemapFileUrls(services, 2, 6, plan.ideas, 2))
      tail.push(...chunk.map((url) => url.loc));
    expect(tail).toEqual([chunks.flat()[6]]);
  });
});
