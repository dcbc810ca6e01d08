import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { validRegistration } from './auth/registration-payload.js';
import { trpcQuery } from './factories.js';
import { call, ORIGIN, useTestApp } from './helper.js';

const ctx = useTestApp();

describe('request hygiene', () => {
  test('an address the router cannot read is answered as {message} JSON', async () => {
    const badUrl = await call(ctx, { url: '/api/ideas/%E0%A4%A' });
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toEqual({ message: MESSAGES.errors.malformedUrl });
    const longToken = await call(ctx, {
      method: 'POST',
      url: `/api/verify-email/${'a'.repeat(600)}`,
    });
    expect(longToken.statusCode).toBe(414);
    expect(longToken.json()).toEqual({ message: MESSAGES.errors.urlTooLong });
  });

  test('a tRPC batch of more than ten calls is a 400; ten are answered', async () => {
    const batch = (count: number) => {
      const paths = Array.from({ length: count }, () => 'ideas.list').join(',');
      const input = encodeURIComponent(JSON.stringify({}));
      return call(ctx, { url: `/trpc/${paths}?batch=1&input=${input}` });
    };
    expect((await batch(10)).statusCode).toBe(200);
    expect((await batch(11)).statusCode).toBe(400);
  });

  test('a write from a foreign Origin is refused with 403; our own origin and no Origin pass', async () => {
    const payload = { username: 'x', password: 'y' };
    const foreign = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    const own = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { origin: ORIGIN },
    });
    expect(own.statusCode).toBe(401);
  });

  test('the address the page was opened at is our origin too (127.0.0.1 beside localhost)', async () => {
    const payload = { username: 'x', password: 'y' };
    const sameHost = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { origin: 'http://127.0.0.1:3000', host: '127.0.0.1:3000' },
    });
    expect(sameHost.statusCode).toBe(401);
    const otherHost = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload,
      headers: { origin: 'http://127.0.0.1:3000', host: 'localhost:3000' },
    });
    expect(otherHost.statusCode).toBe(403);
  });

  test('validation messages read as sentences: ours as written, zod wording as the generic ones', async () => {
    const spaced = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...validRegistration, username: 'ann lee', email: 'ann@example.org' },
    });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json()).toMatchObject({ message: MESSAGES.validation.usernameNoSpaces });
    for (const username of ['ann@example.org', 'ad\u200bmin', '\u202eadmin']) {
      const odd = await call(ctx, {
        method: 'POST',
        url: '/api/register',
        payload: { ...validRegistration, username, email: 'odd@example.org' },
      });
      expect(odd.statusCode).toBe(400);
      expect(odd.json()).toMatchObject({ message: MESSAGES.validation.usernameCharacters });
    }

    const tooMany = await trpcQuery(ctx, 'ideas.browse', { limit: 100_000 });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toMatchObject({
      error: {
        message: 'limit: Invalid input',
        data: { issues: [{ path: 'limit', message: MESSAGES.validation.invalidInput }] },
      },
    });

    const missing = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { username: 'someone' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json<{ issues: { path: string; message: string }[] }>().issues).toContainEqual({
      path: 'institution',
      message: MESSAGES.validation.institutionRequired,
    });
  });

  test('malformed JSON is a 400 with a readable message', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: '{"username": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.errors.malformedJson });
  });

  test('a NUL character in a login or a registration is a 400, not a database error', async () => {
    const login = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'ada\u0000', password: 'correct horse battery' },
    });
    expect(login.statusCode).toBe(400);
    const register = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: {
        username: 'nulname',
        email: 'nulname@example.org',
        password: 'correct horse battery',
        name: 'Ada\u0000Lovelace',
        institution: 'University of London',
        orcidId: '',
      },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json<{ message: string }>().message).toMatch(/^name: .*NUL/);
  });

  test('half of a surrogate pair in a registration is a 400, on REST and tRPC', async () => {
    const register = (url: string, name: string) =>
      call(ctx, {
        method: 'POST',
        url,
        payload: {
          ...validRegistration,
          username: 'surrogate',
          email: 'surrogate@example.org',
          name,
        },
      });
    const viaRest = await register('/api/register', 'Ada \ud800Lovelace');
    expect(viaRest.statusCode).toBe(400);
    expect(viaRest.json<{ message: string }>().message).toMatch(/^name: .*valid Unicode/);
    expect((await register('/trpc/auth.register', 'Ada \udc00Lovelace')).statusCode).toBe(400);
    // A whole pair (an emoji) is fine.
    expect((await register('/api/register', 'Ada Lovelace \ud83d\udc1d')).statusCode).toBe(201);
  });

  test('a body of the wrong type is a 400', async () => {
    const response = await call(ctx, { method: 'POST', url: '/api/register', payload: [1, 2, 3] });
    expect(response.statusCode).toBe(400);
  });

  test('the API’s answers carry the short set of security headers for data', async () => {
    for (const url of ['/api/users', '/api/nothing-here', '/trpc/ideas.count?input=%7B%7D']) {
      const response = await call(ctx, { url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(response.headers['cross-origin-resource-policy'], url).toBe('same-origin');
      expect(response.headers['referrer-policy'], url).toBe('no-referrer');
    }
  });

  test('pages carry the site’s full set of security headers', async () => {
    for (const url of ['/', '/idea/5', '/api/docs']) {
      const response = await call(ctx, { url });
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['content-security-policy'], url).toContain("default-src 'self'");
      expect(response.headers['content-security-policy'], url).toContain("script-src 'self'");
      expect(response.headers['x-frame-options'], url).toBe('SAMEORIGIN');
      expect(response.headers['cross-origin-opener-policy'], url).toBe('same-origin');
    }
  });

  test('unknown API paths are a JSON 404', async () => {
    const response = await call(ctx, { url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notFound });
  });

  test('other paths load the app page with the product title', async () => {
    // (A missing idea's page is the app too, with a 404 and its own title: test/scholarly.)
    const response = await call(ctx, { url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>This One for Free - Share Your Research Ideas</title>');
  });
});
