import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import ajvFormats from 'ajv-formats';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { call, useTestApp } from './helper.js';
import {
  createOpenApiChecker,
  type OpenApiDocument,
  type OperationObject,
} from './openapi-check.js';

const ctx = useTestApp();

async function served(): Promise<OpenApiDocument & Record<string, unknown>> {
  const response = await call(ctx, { url: '/api/openapi.json' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toMatch(/^application\/json/);
  return response.json();
}

/** `METHOD /path/{param}` of every route Fastify has, read from its route tree. */
function appRoutes(): string[] {
  const tree = ctx.app.printRoutes({ commonPrefix: false });
  const stack: string[] = [];
  const routes: string[] = [];
  for (const line of tree.split('\n')) {
    const match = /^((?:[│ ] {3})*)[├└]── (\S+)(?: \(([^)]+)\))?/.exec(line);
    if (!match) continue;
    const depth = (match[1] ?? '').length / 4;
    stack.length = depth;
    stack.push(match[2] ?? '');
    const path = stack.join('').replace(/:(\w+)/g, '{$1}');
    for (const method of (match[3] ?? '').split(', ')) {
      if (method && method !== 'HEAD') routes.push(`${method} ${path}`);
    }
  }
  return routes;
}

describe('GET /api/openapi.json', () => {
  test('is a valid OpenAPI 3.1 document', async () => {
    const document = await served();
    expect(document.openapi).toBe('3.1.1');
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  test('describes every REST route of the server, and nothing else', async () => {
    const document = await served();
    const described = Object.entries(document.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const rest = appRoutes().filter(
      // The reference page's own script and style files (its init.js, and swagger-ui-dist's
      // behind a wildcard) are not API calls.
      (route) => route.includes(' /api') && !route.includes('/assets/') && !route.endsWith('*'),
    );
    expect(rest.length).toBeGreaterThan(20);
    expect(described.sort()).toEqual(rest.sort());
  });

  test('every operation has a summary, an error shape for each error status, and security where it needs a user', async () => {
    const document = await served();
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries<OperationObject>(item)) {
        const where = `${method} ${path}`;
        expect(operation.summary, where).toEqual(expect.any(String));
        const responses = operation.responses;
        expect(responses['500'], where).toBeDefined();
        for (const [status, response] of Object.entries(responses)) {
          if (Number(status) >= 400)
            expect(response.content?.['application/json']?.schema, `${where} ${status}`).toEqual({
              $ref: '#/components/schemas/Error',
            });
        }
      }
    }
    const security = (path: string, method: string) => document.paths[path]?.[method]?.security;
    expect(security('/api/ideas', 'post')).toEqual([
      { sessionCookie: [] },
      { bearerToken: ['read write'] },
    ]);
    expect(security('/api/user/tokens', 'get')).toEqual([{ sessionCookie: [] }]);
    expect(security('/api/login', 'post')).toBeUndefined();
  });

  test('every example fits its schema', async () => {
    const document = await served();
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    ajvFormats.default(ajv);
    ajv.addSchema({ $id: 'openapi.json', components: document.components }, 'openapi.json');
    let examples = 0;
    for (const [path, item] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries<OperationObject>(item)) {
        const bodies = [
          ...Object.entries(operation.responses).map(
            ([status, response]) => [status, response.content?.['application/json']] as const,
          ),
          [
            'request',
            (operation.requestBody as { content: Record<string, unknown> } | undefined)?.content[
              'application/json'
            ],
          ] as const,
        ];
        for (const [status, media] of bodies) {
          const { schema, example } = (media ?? {}) as {
            schema?: { $ref: string };
            example?: unknown;
          };
          if (!schema || example === undefined) continue;
          const validate = ajv.compile({ $ref: `openapi.json${schema.$ref}` });
          examples += 1;
          expect(
            validate(example),
            `${method} ${path} ${status}: ${ajv.errorsText(validate.errors)}`,
          ).toBe(true);
        }
      }
    }
    expect(examples).toBeGreaterThan(100);
  });
});

describe('the contract check every suite runs (openapi-check.ts)', () => {
  const fake = (method: string, url: string, status: number, type = 'application/json') => ({
    request: { method, url } as FastifyRequest,
    reply: { statusCode: status, getHeader: () => type } as unknown as FastifyReply,
  });

  test('refuses a status, a media type or a body the document does not describe', async () => {
    const check = createOpenApiChecker(await served());
    const ok = fake('GET', '/api/users/7', 200);
    expect(check(ok.request, ok.reply, JSON.stringify({ id: 1, favorites: [] }))).toEqual([
      expect.stringContaining('GET /api/users/{id} 200 does not match openapi.json'),
    ]);
    const teapot = fake('GET', '/api/users/7', 418);
    expect(check(teapot.request, teapot.reply, '{}')).toEqual([
      'GET /api/users/{id} answered 418, a status openapi.json does not list',
    ]);
    const text = fake('GET', '/api/ideas', 200, 'text/plain');
    expect(check(text.request, text.reply, '[]')).toEqual([
      'GET /api/ideas answered 200 as "text/plain", not a media type openapi.json lists',
    ]);
    const put = fake('PUT', '/api/ideas', 404);
    expect(check(put.request, put.reply, '{}')).toEqual([
      'PUT /api/ideas answered 404 but is not in openapi.json',
    ]);
    const error = fake('GET', '/api/ideas/5', 404);
    expect(
      check(error.request, error.reply, JSON.stringify({ message: 'Idea not found' })),
    ).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  test('is Swagger UI from this server, under the site’s Content-Security-Policy', async () => {
    const page = await call(ctx, { url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(page.body).not.toMatch(/<script>|https?:\/\//);
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
    expect(assets).toHaveLength(4);
    for (const asset of assets) {
      const file = await call(ctx, { url: asset });
      expect(file.statusCode, asset).toBe(200);
    }
    const init = await call(ctx, { url: assets.find((a) => a.includes('init.js')) ?? '' });
    expect(init.body).toContain("url: '/api/openapi.json'");
    expect(init.body).toContain('validatorUrl: null');
  });

  test('serves only the Swagger UI files the page uses', async () => {
    const other = await call(ctx, { url: '/api/docs/assets/index.html' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: MESSAGES.errors.notFound });
  });
});
