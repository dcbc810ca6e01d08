import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';

/**
 * Security headers. Pages and their assets (the web app, the API reference
 * at /api/docs) get helmet's full set, its middleware built once (@fastify/
 * helmet built it again on every request). The data paths (/api/*, /trpc/*)
 * answer JSON or citation text that no browser renders as a page, so they
 * get the short set OWASP's REST Security Cheat Sheet lists for APIs: nosniff,
 * no framing, no resource loads, no cross-origin reads, no referrer, HSTS
 * over https. A small read's CPU went partly to helmet's dozen headers.
 */
export function registerSecurityHeaders(app: FastifyInstance, https: boolean): void {
  const pageHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        // Mantine sets style attributes at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https,
  });
  const dataHeaders: [string, string][] = [
    ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
    ['x-content-type-options', 'nosniff'],
    ['x-frame-options', 'DENY'],
    ['cross-origin-resource-policy', 'same-origin'],
    ['referrer-policy', 'no-referrer'],
    ...(https
      ? [['strict-transport-security', 'max-age=31536000; includeSubDomains'] as [string, string]]
      : []),
  ];
  app.addHook('onRequest', (request, reply, done) => {
    if (isDataPath(request.url)) {
      for (const [name, value] of dataHeaders) reply.raw.setHeader(name, value);
      return done();
    }
    // helmet only sets headers; it throws instead of passing errors on since v8.1.
    pageHeaders(request.raw, reply.raw, () => done());
  });
}

/** The API's data paths: everything under /api/ and /trpc/ but the reference pages. */
export function isDataPath(url: string): boolean {
  if (url.startsWith('/trpc/')) return true;
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}
