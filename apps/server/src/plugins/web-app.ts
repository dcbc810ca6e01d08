import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES, parseId } from '@thisoneforfree/contracts';
import type { AppConfig } from '../env.js';
import { negotiateIdea, sendIdeaAs } from '../documents/idea-representations.js';
import { escapeHtmlAttribute } from '../lib/html.js';
import type { Services } from '../services/context.js';
import { pageHead, renderHead } from '../services/page-head/index.js';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${MESSAGES.app.title}</title></head>
<body><h1>${MESSAGES.app.name}</h1><p>${MESSAGES.app.tagline}.</p>
<p>The web app has not been built yet: run <code>npm start</code> from the repository root.</p></body></html>`;

/**
 * Settings the web app reads at run time from `<meta>` tags in index.html
 * (apps/web/src/lib/config.ts), so an operator changes them through the
 * server's environment without rebuilding the app.
 */
function runtimeSettings(config: Pick<AppConfig, 'feedbackUrl'>): string {
  return `<meta name="feedback-url" content="${escapeHtmlAttribute(config.feedbackUrl)}">`;
}

/**
 * index.html cut where a page's own head goes: the built file's `<title>`
 * and `<meta name="description">` are taken out (`defaultHead` keeps them
 * for the pages the server writes no head for), and the run-time settings
 * are put before `</head>`.
 */
export interface AppShell {
  before: string;
  defaultHead: string;
  after: string;
}

const TITLE = /<title>[^<]*<\/title>\s*/i;
const DESCRIPTION = /<meta\s+name="description"[^>]*>\s*/i;

export function appShell(html: string, config: Pick<AppConfig, 'feedbackUrl'>): AppShell {
  const withSettings = html.includes('</head>')
    ? html.replace('</head>', `${runtimeSettings(config)}</head>`)
    : runtimeSettings(config) + html;
  const title = TITLE.exec(withSettings);
  const description = DESCRIPTION.exec(withSettings);
  const defaultHead = [title?.[0].trim(), description?.[0].trim()].filter(Boolean).join('\n');
  // The page's head goes where the title was (after `<meta charset>`, which must come first).
  const MARK = '\u0000page-head\u0000';
  const marked = (
    title ? withSettings.replace(TITLE, MARK) : withSettings.replace('</head>', `${MARK}</head>`)
  ).replace(DESCRIPTION, '');
  const [before = '', after = ''] = marked.split(MARK);
  return { before, defaultHead, after };
}

/**
 * Serves the built single-page app. Any GET that is not an API call and not a
 * file gets index.html, so deep links such as /idea/5 load the app, which
 * then routes (and shows its own 404 screen) in the browser. The server
 * writes the head of `/`, `/idea/{id}` and `/users/{id}` first (titles,
 * citation metadata, cards, JSON-LD: services/page-head), so a crawler, a
 * link preview or Zotero reads the page without running it, and answers a
 * missing idea or researcher with a 404. `/idea/{id}` also answers its
 * citation formats by `Accept` (documents/idea-representations.ts).
 */
export async function registerWebApp(app: FastifyInstance, services: Services): Promise<void> {
  const config = services.config;
  const distDir = config.webDistDir;
  const indexFile = join(distDir, 'index.html');
  const hasBuild = existsSync(indexFile);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // apps/web's build writes .br and .gz beside each asset (precompress.ts): sent as they are.
      preCompressed: true,
      setHeaders(res, path) {
        // Vite fingerprints everything under assets/, so it can be cached forever.
        if (path.includes(`${join(distDir, 'assets')}`)) {
          res.header('Cache-Control', 'public, max-age=31536000, immutable');
        }
      },
    });
  }
  // Read once: the built app does not change under a running server.
  const shell = appShell(hasBuild ? readFileSync(indexFile, 'utf8') : PLACEHOLDER, config);

  const answer = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.errors.notFound });
    }
    if (hasBuild && /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    const ideaId = /^\/idea\/([^/]+)\/?$/.exec(path)?.[1];
    if (ideaId !== undefined) {
      // The page and the idea's citation formats share the address.
      reply.header('Vary', 'Accept');
      const id = parseId(ideaId);
      const type = negotiateIdea(request.headers.accept, 'text/html');
      if (id !== null && type !== 'text/html') return sendIdeaAs(services, reply, id, type);
    }
    const head = await pageHead(services, path, (request.query ?? {}) as Record<string, unknown>);
    return reply
      .status(head?.status ?? 200)
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(`${shell.before}${head ? renderHead(head.tags) : shell.defaultHead}\n${shell.after}`);
  };
  // A route, not only the not-found handler, so the page gets the route hooks
  // (compression among them). Files, the API and tRPC have more specific routes.
  app.get('/*', answer);
  // Other methods, and paths past the router's parameter length.
  app.setNotFoundHandler(answer);
}
