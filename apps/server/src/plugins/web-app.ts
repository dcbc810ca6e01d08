import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { AppConfig } from '../env.js';
import { escapeHtmlAttribute } from '../lib/html.js';

const PLACEHOLDER = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>${MESSAGES.app.title}</title></head>
<body><h1>${MESSAGES.app.name}</h1><p>${MESSAGES.app.tagline}.</p>
<p>The web app has not been built yet: run <code>npm start</code> from the repository root.</p></body></html>`;

/**
 * Settings the web app reads at run time from `<meta>` tags in index.html
 * (apps/web/src/lib/config.ts), so an operator changes them through the
 * server's environment without rebuilding the app.
 */
function withRuntimeSettings(html: string, config: Pick<AppConfig, 'feedbackUrl'>): string {
  const tags = `<meta name="feedback-url" content="${escapeHtmlAttribute(config.feedbackUrl)}">`;
  return html.includes('</head>') ? html.replace('</head>', `${tags}</head>`) : tags + html;
}

/**
 * Serves the built single-page app. Any GET that is not an API call and not a
 * file gets index.html, so deep links such as /idea/5 load the app, which
 * then routes (and shows its own 404 screen) in the browser.
 */
export async function registerWebApp(
  app: FastifyInstance,
  config: Pick<AppConfig, 'webDistDir' | 'feedbackUrl'>,
): Promise<void> {
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
  const indexHtml = withRuntimeSettings(
    hasBuild ? readFileSync(indexFile, 'utf8') : PLACEHOLDER,
    config,
  );

  const answer = (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path.startsWith('/api/') || path === '/api' || path.startsWith('/trpc/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.status(404).send({ message: MESSAGES.errors.notFound });
    }
    if (hasBuild && /\.[a-z0-9]+$/i.test(path) && !path.endsWith('.html')) {
      return reply.status(404).type('text/plain').send('Not found');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(indexHtml);
  };
  // A route, not only the not-found handler, so the page gets the route hooks
  // (compression among them). Files, the API and tRPC have more specific routes.
  app.get('/*', answer);
  // Other methods, and paths past the router's parameter length.
  app.setNotFoundHandler(answer);
}
