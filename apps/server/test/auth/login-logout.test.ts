import type { User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { call, createUser, sessionTokenFrom, useTestApp } from '../helper.js';

const ctx = useTestApp();

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
