import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createToken, withToken } from '../access-tokens/token-calls.js';
import { createUser, useTestApp } from '../helper.js';
import { get, post } from './account-calls.js';

const ctx = useTestApp();

/**
 * Every account route by role: a visitor, a `read` token, a `read write`
 * token and the session cookie. Tokens may do what a script of the owner's
 * would (edit the profile, download the data); the password, email,
 * sessions and deletion take the session.
 */
const ROUTES: {
  method: 'GET' | 'POST';
  url: string;
  payload?: unknown;
  readToken: number;
  writeToken: number;
}[] = [
  {
    method: 'POST',
    url: '/api/user/profile',
    payload: { name: 'Ada', institution: 'UCL', orcidId: '' },
    readToken: 403,
    writeToken: 200,
  },
  {
    method: 'POST',
    url: '/api/user/password',
    payload: { currentPassword: 'x', newPassword: 'long enough' },
    readToken: 403,
    writeToken: 403,
  },
  {
    method: 'POST',
    url: '/api/user/email',
    payload: { currentPassword: 'x', email: 'new@example.org' },
    readToken: 403,
    writeToken: 403,
  },
  { method: 'GET', url: '/api/user/sessions', readToken: 403, writeToken: 403 },
  { method: 'POST', url: '/api/user/sessions/revoke-others', readToken: 403, writeToken: 403 },
  { method: 'GET', url: '/api/user/export', readToken: 200, writeToken: 200 },
  {
    method: 'POST',
    url: '/api/user/delete',
    payload: { password: 'x', username: 'x' },
    readToken: 403,
    writeToken: 403,
  },
];

describe('who may call the account routes', () => {
  test.each(ROUTES)('$method $url: a visitor 401, tokens as listed', async (route) => {
    const ada = await createUser(ctx);
    const visitor =
      route.method === 'GET'
        ? await get(ctx, route.url)
        : await post(ctx, route.url, route.payload ?? {});
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });

    for (const scope of ['read', 'read write'] as const) {
      const { token } = await createToken(ctx, ada, { scope });
      const response = await withToken(ctx, token, {
        method: route.method,
        url: route.url,
        ...(route.payload === undefined ? {} : { payload: route.payload }),
      });
      const expected = scope === 'read' ? route.readToken : route.writeToken;
      expect(response.statusCode, `${scope}: ${response.body}`).toBe(expected);
      if (expected === 403 && (route.method === 'GET' || scope === 'read write')) {
        expect(response.json()).toEqual({ message: MESSAGES.errors.tokenCannotManageAccount });
      }
    }
  });

  test('the public ones need no login: forgot, reset and confirming an email change', async () => {
    expect((await post(ctx, '/api/password/forgot', { usernameOrEmail: 'x' })).statusCode).toBe(
      200,
    );
    const token = 'a'.repeat(32);
    expect(
      (await post(ctx, '/api/password/reset', { token, password: 'long enough' })).statusCode,
    ).toBe(400);
    expect((await post(ctx, '/api/user/email/confirm', { token })).statusCode).toBe(400);
  });

  test('an account write from a foreign Origin is refused', async () => {
    const ada = await createUser(ctx);
    const response = await post(
      ctx,
      '/api/user/profile',
      {
        name: 'Mallory',
        institution: 'Evil',
      },
      ada,
    );
    expect(response.statusCode).toBe(200);
    const foreign = await ctx.app.inject({
      method: 'POST',
      url: '/api/user/delete',
      payload: { password: ada.password, username: ada.user.username },
      headers: { cookie: `tof_session=${ada.cookie}`, origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await get(ctx, '/api/user', ada)).statusCode).toBe(200);
  });
});
