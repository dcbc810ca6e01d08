import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { buildOpenApiDocument, type DocumentOptions } from '../openapi/document.js';

/** swagger-ui-dist's folder in node_modules; the page loads its files from here, never from a CDN. */
const require = createRequire(import.meta.url);
const SWAGGER_UI_DIR = dirname(require.resolve('swagger-ui-dist/package.json'));
const SWAGGER_UI_VERSION = (
  JSON.parse(readFileSync(`${SWAGGER_UI_DIR}/package.json`, 'utf8')) as { version: string }
).version;
const ASSETS = '/api/docs/assets/';
const SWAGGER_FILES = new Set(['swagger-ui-bundle.js', 'swagger-ui.css', 'favicon-32x32.png']);

// A file of its own, not an inline script: the site's CSP allows scripts from 'self' only.
const INITIALIZER = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  // Swagger UI would otherwise send the document to validator.swagger.io for a badge.
  validatorUrl: null,
  defaultModelsExpandDepth: 0,
  displayRequestDuration: true,
});
`;

// The version in each asset address lets the browser keep the files until Swagger UI changes.
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>API reference - ${MESSAGES.app.name}</title>
<link rel="stylesheet" href="${ASSETS}swagger-ui.css?v=${SWAGGER_UI_VERSION}">
<link rel="icon" type="image/png" href="${ASSETS}favicon-32x32.png?v=${SWAGGER_UI_VERSION}">
</head>
<body>
<main id="swagger-ui"></main>
<script src="${ASSETS}swagger-ui-bundle.js?v=${SWAGGER_UI_VERSION}"></script>
<script src="${ASSETS}init.js?v=${SWAGGER_UI_VERSION}"></script>
</body>
</html>
`;

/**
 * GET /api/openapi.json (built once, when the app is built) and the
 * reference page GET /api/docs: Swagger UI from the swagger-ui-dist package,
 * served by this server, so the page works offline and within the site's
 * Content-Security-Policy (scripts and styles from 'self'; Swagger UI's style
 * attributes are allowed as Mantine's are).
 */
export async function docsRoutes(app: FastifyInstance, options: DocumentOptions): Promise<void> {
  const document = JSON.stringify(buildOpenApiDocument(options));

  app.get('/api/openapi.json', (_request, reply) =>
    reply
      .type('application/json; charset=utf-8')
      .header('Cache-Control', 'no-cache')
      .send(document),
  );

  app.get('/api/docs', (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('Cache-Control', 'no-cache').send(PAGE),
  );

  app.get(`${ASSETS}init.js`, (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('Cache-Control', 'public, max-age=86400')
      .send(INITIALIZER),
  );

  await app.register(fastifyStatic, {
    root: SWAGGER_UI_DIR,
    prefix: ASSETS,
    decorateReply: false,
    index: false,
    allowedPath: (path) => SWAGGER_FILES.has(path.replace(/^\//, '')),
    maxAge: 86_400_000,
  });
}
