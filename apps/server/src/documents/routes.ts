import { Readable } from 'node:stream';
import {
  ATOM_MEDIA_TYPE,
  IDEAS_FEED_PATH,
  ideasFeedQuery,
  MESSAGES,
} from '@thisoneforfree/contracts';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../lib/errors.js';
import { parseInput } from '../lib/validation.js';
import type { Services } from '../services/context.js';
import { ideasFeed } from '../services/feeds/ideas-feed.js';
import { sitemapFileUrls, sitemapPlan } from '../services/sitemap.js';
import { renderAtomFeed } from './atom.js';
import { matchesIfNoneMatch, weakEtag } from './etag.js';
import { sitemapIndexXml, urlsetXml } from './sitemap-xml.js';

/**
 * Documents for feed readers and crawlers, outside the API: the Atom feed
 * of ideas, the sitemap (an index of numbered files past `perFile` URLs)
 * and robots.txt. Errors answer in the API's `{ message }` JSON.
 */
export function registerDocumentRoutes(
  app: FastifyInstance,
  ctx: Services,
  options: { sitemapUrlsPerFile: number },
): void {
  const origin = ctx.config.appOrigin;

  app.get(IDEAS_FEED_PATH, async (request, reply) => {
    const query = parseInput(ideasFeedQuery, request.query ?? {});
    const xml = renderAtomFeed(await ideasFeed(ctx, query), origin);
    const etag = weakEtag(xml);
    // Feed readers poll: a few minutes of freshness, then a cheap revalidation by ETag.
    reply.header('ETag', etag).header('Cache-Control', 'public, max-age=300');
    if (matchesIfNoneMatch(request.headers['if-none-match'], etag)) return reply.status(304).send();
    return reply.type(`${ATOM_MEDIA_TYPE}; charset=utf-8`).send(xml);
  });

  const perFile = options.sitemapUrlsPerFile;
  const sendUrlset = (file: number, ideas: number) =>
    Readable.from(urlsetXml(sitemapFileUrls(ctx, file, perFile, ideas)));

  app.get('/sitemap.xml', async (_request, reply) => {
    const plan = await sitemapPlan(ctx, perFile);
    reply.type('application/xml; charset=utf-8').header('Cache-Control', 'public, max-age=3600');
    if (plan.files === 1) return reply.send(sendUrlset(1, plan.ideas));
    const files = Array.from({ length: plan.files }, (_, i) => `${origin}/sitemap-${i + 1}.xml`);
    return reply.send(sitemapIndexXml(files));
  });

  app.get('/sitemap-:file(^\\d{1,6}).xml', async (request, reply) => {
    const file = Number((request.params as { file: string }).file);
    const plan = await sitemapPlan(ctx, perFile);
    if (!(file >= 1 && file <= plan.files)) throw notFound(MESSAGES.errors.notFound);
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(sendUrlset(file, plan.ideas));
  });

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(origin)),
  );
}

/**
 * Crawlers may read every page and the feeds; the API, tRPC and the pages
 * that are only a signed-in user's (or a one-time link's) are not for them.
 */
export function robotsTxt(origin: string): string {
  const closed = [
    '/api/',
    '/trpc/',
    '/auth',
    '/submit',
    '/favorites',
    '/settings',
    '/verify-email/',
    '/reset-password/',
    '/confirm-email/',
    '/forgot-password',
  ];
  return [
    'User-agent: *',
    ...closed.map((path) => `Disallow: ${path}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
