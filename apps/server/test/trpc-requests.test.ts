import { describe, expect, test } from 'vitest';
import { createIdea } from './factories.js';
import { call, createUser, useTestApp } from './helper.js';

const ctx = useTestApp();

/** A POST to /trpc with a JSON content type and `payload` as its body, as it is. */
function postJson(url: string, payload: string) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json' },
    payload,
  });
}

/** Errors tRPC raises before a procedure runs, and the empty body of a mutation without input. */
describe('tRPC requests outside the happy path', () => {
  test('a batch of more than ten calls is a 400 in JSON, like every other error', async () => {
    const paths = Array.from({ length: 11 }, () => 'ideas.list').join(',');
    const response = await call(ctx, {
      url: `/trpc/${paths}?batch=1&input=${encodeURIComponent('{}')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({
      error: { message: 'Batch call exceeds maximum size', data: { code: 'BAD_REQUEST' } },
    });
  });

  test('a mutation without a content type, or with another one, is a 415 in JSON', async () => {
    for (const headers of [{}, { 'content-type': 'text/plain' }]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        headers,
        ...('content-type' in headers ? { payload: 'hello' } : {}),
      });
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toMatchObject({
        error: { data: { code: 'UNSUPPORTED_MEDIA_TYPE' } },
      });
    }
  });

  test('a body tRPC cannot read (a form, bytes) is a 415 in JSON', async () => {
    for (const [type, payload] of [
      [
        'multipart/form-data; boundary=x',
        '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
      ],
      ['application/octet-stream', 'abc'],
    ]) {
      const response = await ctx.app.inject({
        method: 'POST',
        url: '/trpc/auth.logout',
        headers: { 'content-type': type! },
        payload,
      });
      expect(response.statusCode).toBe(415);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Unsupported Media Type' });
    }
  });

  test('a JSON body that does not parse is a 400 that says where', async () => {
    const response = await postJson('/trpc/auth.login', '{"username": "a",');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: { message: expect.stringMatching(/JSON at position/), data: { code: 'BAD_REQUEST' } },
    });
  });

  test('a batch of queries is answered call by call, each with its own input', async () => {
    const author = await createUser(ctx);
    await createIdea(ctx, author, { title: 'Lichen growth on basalt columns' });
    await createIdea(ctx, author, { title: 'Tide pools as thermometers' });
    const input = encodeURIComponent(JSON.stringify({ 0: {}, 1: { search: 'basalt' } }));
    const response = await call(ctx, {
      url: `/trpc/ideas.count,ideas.count?batch=1&input=${input}`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { result: { data: { count: 2 } } },
      { result: { data: { count: 1 } } },
    ]);
  });

  test('a mutation without input may send an empty JSON body, batched or not', async () => {
    for (const url of ['/trpc/auth.logout', '/trpc/auth.logout?batch=1']) {
      const response = await postJson(url, '');
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  test('a mutation that needs input and gets an empty body says which fields are missing', async () => {
    const response = await postJson('/trpc/auth.login', ' ');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      error: {
        message: 'username: Required',
        data: { issues: [{ path: 'username' }, { path: 'password' }] },
      },
    });
  });
});

/**
 * A single GET query is answered without tRPC's resolveResponse (see
 * trpc-single-query.ts); a `trpc-accept: application/json` header sends the
 * same request through resolveResponse. Both must answer alike, byte for
 * byte, for answers and errors of every kind.
 */
describe('a single query answers as tRPC itself would', () => {
  test('answers, errors, missing and repeated inputs, unknown paths, mutations asked by GET', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author, { title: 'Moss as a humidity sensor' });
    const input = (value: unknown) => encodeURIComponent(JSON.stringify(value));
    const urls = [
      `/trpc/ideas.byId?input=${input({ id: idea.id })}`,
      `/trpc/ideas.similar?input=${input({ id: idea.id })}`,
      `/trpc/ideas.byId?input=${input({ id: 999_999 })}`, // 404
      `/trpc/ideas.byId?input=${input({ id: 'seven' })}`, // 400 with issues
      `/trpc/ideas.byId`, // no input at all
      `/trpc/ideas.byId?input=`, // an empty one
      `/trpc/ideas.byId?input=${input({ id: idea.id })}&input=${input({ id: 1 })}`, // the first counts
      `/trpc/ideas.count?input=${input({ search: 'moss' })}`,
      `/trpc/auth.me`,
      `/trpc/account.sessions`, // 401
      `/trpc/ideas.nothingHere`, // 404 from tRPC
      `/trpc/constructor`, // not a procedure either
      `/trpc/auth.logout`, // a mutation by GET: 405
      `/trpc/ideas.byId?input=%7Bnot json`, // a parse error
    ];
    for (const url of urls) {
      const fast = await call(ctx, { url });
      const resolved = await call(ctx, { url, headers: { 'trpc-accept': 'application/json' } });
      expect(fast.statusCode, url).toBe(resolved.statusCode);
      expect(fast.headers['content-type'], url).toBe(resolved.headers['content-type']);
      expect(fast.headers.vary, url).toBe(resolved.headers.vary);
      expect(fast.body, url).toBe(resolved.body);
    }
    const statuses = await Promise.all(
      urls.map(async (url) => (await call(ctx, { url })).statusCode),
    );
    expect(statuses).toEqual([
      200, 200, 404, 400, 400, 400, 200, 200, 200, 401, 404, 404, 405, 400,
    ]);
  });

  test('a signed-in caller gets its own answer', async () => {
    const user = await createUser(ctx);
    const response = await call(ctx, { url: '/trpc/auth.me', cookie: user.cookie });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ result: { data: { id: user.user.id } } });
  });
});
