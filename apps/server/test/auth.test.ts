import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import {
  call,
  createUser,
  lastLinkFor,
  ORIGIN,
  readOutbox,
  sessionTokenFrom,
  useTestApp,
} from './helper.js';
import { trpcQuery } from './factories.js';

const ctx = useTestApp();

const valid = {
  username: 'grace',
  password: 'hopper-cobol-1959',
  email: 'grace@navy.example',
  orcidId: '0000-0002-1825-0097',
  institution: 'Yale University',
  name: 'Grace Hopper',
};

describe('register', () => {
  test('creates the account, logs the user in and returns the user without secrets', async () => {
    const response = await call(ctx, { method: 'POST', url: '/api/register', payload: valid });
    expect(response.statusCode).toBe(201);
    const user = response.json<User>();
    expect(user).toEqual({
      id: expect.any(Number),
      username: 'grace',
      name: 'Grace Hopper',
      email: 'grace@navy.example',
      institution: 'Yale University',
      orcidId: '0000-0002-1825-0097',
      isAdmin: 0,
      emailVerified: 0,
      preferences: { citationFormat: 'apa' },
      favorites: [],
    });
    const cookie = response.cookies.find((c) => c.name === 'tof_session');
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie?.secure).toBeFalsy();

    const me = await call(ctx, { url: '/api/user', cookie: sessionTokenFrom(response) });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().username).toBe('grace');
  });

  test('emails a verification link to the new address', () => {
    const message = readOutbox(ctx).find((m) => m.to.includes('grace@navy.example'));
    expect(message?.subject).toBe('Verify your email for This One for Free');
    expect(message?.link).toMatch(new RegExp(`^${ORIGIN}/verify-email/[a-z2-7]{32}$`));
  });

  test.each([
    ['username', { username: '' }, MESSAGES.validation.usernameRequired],
    ['password', { password: 'short' }, MESSAGES.validation.passwordMin],
    ['email', { email: 'not-an-email' }, MESSAGES.validation.emailInvalid],
    ['institution', { institution: '   ' }, MESSAGES.validation.institutionRequired],
    ['name', { name: '' }, MESSAGES.validation.nameRequired],
    ['orcidId', { orcidId: '0000-0002-1825-009Y' }, MESSAGES.validation.orcidInvalid],
    ['orcidId', { orcidId: '1234-5678' }, MESSAGES.validation.orcidInvalid],
  ])('refuses an invalid %s with a readable message', async (field, patch, message) => {
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...valid, username: 'someone', email: 'someone@example.org', ...patch },
    });
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toContainEqual({ path: field, message });
    expect(body.message).toContain(message);
  });

  test.each([
    ['ending in X', 'xcheck', '0000-0002-9079-593X'],
    [
      'shaped like the placeholder (the check digit is not verified)',
      'zeros',
      '0000-0000-0000-0000',
    ],
  ])('accepts an ORCID iD %s', async (_case, username, orcidId) => {
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...valid, username, email: `${username}@example.org`, orcidId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ orcidId: string }>().orcidId).toBe(orcidId);
  });

  test('refuses a taken username or email with 409, ignoring case', async () => {
    const sameName = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...valid, username: 'GRACE', email: 'other@example.org' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ message: MESSAGES.errors.usernameTaken });
    const sameEmail = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...valid, username: 'other', email: 'Grace@Navy.example' },
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ message: MESSAGES.errors.emailTaken });
  });
});

describe('registrations racing for one name', () => {
  test('one wins with 201, the others get the 409 a later request would (never a 500)', async () => {
    const attempts = await Promise.all(
      ['Ada', 'ADA', 'ada'].map((username, i) =>
        call(ctx, {
          method: 'POST',
          url: '/api/register',
          payload: { ...valid, username: `${username}Racer`, email: `racer${i}@example.org` },
        }),
      ),
    );
    const statuses = attempts.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([201, 409, 409]);
    for (const response of attempts.filter((r) => r.statusCode === 409)) {
      expect(response.json()).toMatchObject({ message: MESSAGES.errors.usernameTaken });
    }
  });
});

describe('login and logout', () => {
  test('logs in with the username or the email and returns the user', async () => {
    const { user, password } = await createUser(ctx);
    for (const username of [user.username, user.email.toUpperCase()]) {
      const response = await call(ctx, {
        method: 'POST',
        url: '/api/login',
        payload: { username, password },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json<User>().id).toBe(user.id);
      expect(sessionTokenFrom(response)).toMatch(/^[a-z2-7]{32}$/);
    }
  });

  test('refuses a wrong password or an unknown user with the same 401', async () => {
    const { user } = await createUser(ctx);
    const wrong = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: 'nope-nope-nope' },
    });
    const unknown = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody-here', password: 'nope-nope-nope' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
  });

  test('a missing field in the login body is a 400, not a crash', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'x' },
    });
    expect(response.statusCode).toBe(400);
  });

  test('logout ends the session on the server', async () => {
    const { cookie } = await createUser(ctx);
    const logout = await call(ctx, { method: 'POST', url: '/api/logout', cookie });
    expect(logout.statusCode).toBe(200);
    const me = await call(ctx, { url: '/api/user', cookie });
    expect(me.statusCode).toBe(401);
  });

  test('a visitor gets 401 from GET /api/user, as does a forged cookie', async () => {
    expect((await call(ctx, { url: '/api/user' })).statusCode).toBe(401);
    expect((await call(ctx, { url: '/api/user', cookie: 'a'.repeat(32) })).statusCode).toBe(401);
  });

  test('a session in the second half of its life is renewed with a fresh cookie', async () => {
    const { cookie } = await createUser(ctx);
    const soon = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
    await ctx.app.services.db.updateTable('sessions').set({ expires_at: soon }).execute();
    const response = await call(ctx, { url: '/api/user', cookie });
    expect(response.statusCode).toBe(200);
    const renewed = response.cookies.find((c) => c.name === 'tof_session');
    expect(renewed?.expires && renewed.expires.getTime()).toBeGreaterThan(
      Date.now() + 20 * 24 * 60 * 60 * 1000,
    );
  });

  test('an expired session is refused', async () => {
    const { cookie } = await createUser(ctx);
    await ctx.app.services.db
      .updateTable('sessions')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    expect((await call(ctx, { url: '/api/user', cookie })).statusCode).toBe(401);
  });
});

describe('email verification', () => {
  test('the emailed link verifies the address once', async () => {
    const { user, cookie } = await createUser(ctx);
    const token = lastLinkFor(ctx, user.email).split('/').pop();
    const first = await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` });
    expect(first.statusCode).toBe(200);
    const me = await call(ctx, { url: '/api/user', cookie });
    expect(me.json<User>().emailVerified).toBe(1);
    const again = await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.errors.verificationInvalid });
  });

  test('a malformed or unknown token is a 400 with a readable message', async () => {
    for (const token of ['short', 'a'.repeat(32), '%00%01']) {
      const response = await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        MESSAGES.errors.verificationInvalid,
      );
    }
  });

  test('an expired link is refused', async () => {
    const { user } = await createUser(ctx);
    const token = lastLinkFor(ctx, user.email).split('/').pop();
    await ctx.app.services.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      (await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` })).statusCode,
    ).toBe(400);
  });

  test('resend sends a new link by username or email and answers the same for unknown accounts', async () => {
    const { user } = await createUser(ctx);
    const before = readOutbox(ctx).length;
    const byName = await call(ctx, {
      method: 'POST',
      url: '/api/resend-verification',
      payload: { usernameOrEmail: user.username },
    });
    const byEmail = await call(ctx, {
      method: 'POST',
      url: '/api/resend-verification',
      payload: { usernameOrEmail: user.email },
    });
    const unknown = await call(ctx, {
      method: 'POST',
      url: '/api/resend-verification',
      payload: { usernameOrEmail: 'ghost@example.org' },
    });
    expect([byName.statusCode, byEmail.statusCode, unknown.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.body).toBe(byName.body);
    expect(readOutbox(ctx).length).toBe(before + 2);
    const token = lastLinkFor(ctx, user.email).split('/').pop();
    expect(
      (await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` })).statusCode,
    ).toBe(200);
  });
});

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
      payload: { ...valid, username: 'ann lee', email: 'ann@example.org' },
    });
    expect(spaced.statusCode).toBe(400);
    expect(spaced.json()).toMatchObject({ message: MESSAGES.validation.usernameNoSpaces });
    for (const username of ['ann@example.org', 'ad\u200bmin', '\u202eadmin']) {
      const odd = await call(ctx, {
        method: 'POST',
        url: '/api/register',
        payload: { ...valid, username, email: 'odd@example.org' },
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
        payload: { ...valid, username: 'surrogate', email: 'surrogate@example.org', name },
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

  test('security headers are set', async () => {
    const response = await call(ctx, { url: '/api/users' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  test('unknown API paths are a JSON 404', async () => {
    const response = await call(ctx, { url: '/api/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notFound });
  });

  test('other paths load the app page with the product title', async () => {
    const response = await call(ctx, { url: '/idea/5' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>This One for Free - Share Your Research Ideas</title>');
  });
});

describe('secure cookies', () => {
  const https = useTestApp({ APP_ORIGIN: 'https://thisoneforfree.example' });
  test('are marked Secure when the site is served over https', async () => {
    const { user } = await createUser(ctx);
    void user;
    const response = await call(https, {
      method: 'POST',
      url: '/api/register',
      payload: { ...valid, username: 'secure', email: 'secure@example.org' },
    });
    expect(response.cookies.find((c) => c.name === 'tof_session')?.secure).toBe(true);
  });
});

describe('login rate limit and proxies', () => {
  const wrongLogin = (context: typeof ctx, forwardedFor?: string) =>
    call(context, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'nobody', password: 'not-the-password' },
      ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
    });

  describe('by default', () => {
    const direct = useTestApp({ RATE_LIMIT: '1' });

    test('an X-Forwarded-For header does not give a client a fresh allowance', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1)
        statuses.push((await wrongLogin(direct, `10.0.0.${i}`)).statusCode);
      expect(statuses.slice(0, 10).every((status) => status === 401)).toBe(true);
      expect(statuses[10]).toBe(429);
    });
  });

  describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
    const proxied = useTestApp({ RATE_LIMIT: '1', TRUST_PROXY: '1' });

    test('each forwarded client address has its own allowance', async () => {
      for (let i = 0; i < 10; i += 1) await wrongLogin(proxied, '203.0.113.7');
      expect((await wrongLogin(proxied, '203.0.113.7')).statusCode).toBe(429);
      expect((await wrongLogin(proxied, '203.0.113.8')).statusCode).toBe(401);
    });
  });
});
