import { type AccessToken, type Idea, MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import type { Clock } from '../../src/runtime/clock.js';
import { sweepExpiredTokens } from '../../src/services/auth/access-tokens.js';
import { ideaPayload } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';
import { createToken, withToken } from './token-calls.js';

let now = new Date('2026-03-01T12:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };
const ctx = useTestApp({}, { clock });

const HOUR = 3_600_000;

describe('Authorization: Bearer <token> on the REST paths', () => {
  test('a read token reads as its owner, and notes when it was last used', async () => {
    const ada = await createUser(ctx);
    const { token, id } = await createToken(ctx, ada, { scope: 'read' });
    const me = await withToken(ctx, token, { url: '/api/user' });
    expect(me.statusCode).toBe(200);
    expect(me.json<User>().id).toBe(ada.user.id);
    expect(me.headers['set-cookie']).toBeUndefined();
    expect((await withToken(ctx, token, { url: '/api/favorites' })).statusCode).toBe(200);
    const [listed] = (await call(ctx, { url: '/api/user/tokens', cookie: ada.cookie })).json<
      AccessToken[]
    >();
    expect(listed).toMatchObject({ id, lastUsedAt: new Date(now).toISOString() });
  });

  test('a read write token posts an idea, with no Origin header and even with a foreign one', async () => {
    const ada = await createUser(ctx);
    const { token } = await createToken(ctx, ada, { scope: 'read write' });
    const posted = await withToken(ctx, token, {
      method: 'POST',
      url: '/api/ideas',
      payload: ideaPayload({ title: 'Posted from a lab notebook' }),
    });
    expect(posted.statusCode, posted.body).toBe(201);
    expect(posted.json<Idea>()).toMatchObject({
      userId: ada.user.id,
      title: 'Posted from a lab notebook',
    });
    // The token is not a cookie a browser attaches by itself: no cross-site request can carry it.
    const foreign = await withToken(ctx, token, {
      method: 'POST',
      url: `/api/favorites/add/${posted.json<Idea>().id}`,
      headers: { origin: 'https://elsewhere.example' },
    });
    expect(foreign.statusCode).toBe(200);
  });

  test('a read token cannot write: 403 with a message that says why', async () => {
    const ada = await createUser(ctx);
    const { token } = await createToken(ctx, ada, { scope: 'read' });
    const refused = await withToken(ctx, token, {
      method: 'POST',
      url: '/api/ideas',
      payload: ideaPayload(),
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.errors.tokenReadOnly });
    const ideas = await ctx.app.services.db
      .selectFrom('ideas')
      .select('id')
      .where('user_id', '=', ada.user.id)
      .execute();
    expect(ideas).toEqual([]);
  });

  test('an expired token is refused with 401, and the hourly sweep deletes it', async () => {
    const ada = await createUser(ctx);
    const { token, id } = await createToken(ctx, ada, {
      scope: 'read',
      expiresAt: new Date(now + HOUR).toISOString(),
    });
    expect((await withToken(ctx, token, { url: '/api/user' })).statusCode).toBe(200);
    now += HOUR;
    const expired = await withToken(ctx, token, { url: '/api/user' });
    expect(expired.statusCode).toBe(401);
    expect(expired.json()).toEqual({ message: MESSAGES.errors.tokenInvalid });
    expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    // A public read with a bad token is refused too: the script should hear its credential is wrong.
    expect((await withToken(ctx, token, { url: '/api/ideas' })).statusCode).toBe(401);
    expect(await sweepExpiredTokens(ctx.app.services)).toBeGreaterThanOrEqual(1);
    const rows = await ctx.app.services.db
      .selectFrom('personal_access_tokens')
      .select('id')
      .where('id', '=', id)
      .execute();
    expect(rows).toEqual([]);
  });

  test('a revoked token is refused with 401', async () => {
    const ada = await createUser(ctx);
    const { token, id } = await createToken(ctx, ada);
    await call(ctx, { method: 'DELETE', url: `/api/user/tokens/${id}`, cookie: ada.cookie });
    const refused = await withToken(ctx, token, { url: '/api/user' });
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toEqual({ message: MESSAGES.errors.tokenInvalid });
  });

  test('a malformed Authorization header or an unknown token is a 401, never a visitor', async () => {
    for (const authorization of [
      'Basic YWRhOnB3',
      'Bearer',
      'Bearer tof_nope',
      `Bearer tof_${'a'.repeat(32)}`,
    ]) {
      const response = await call(ctx, { url: '/api/ideas', headers: { authorization } });
      expect(response.statusCode, authorization).toBe(401);
    }
    const scheme = await call(ctx, {
      url: '/api/ideas',
      headers: { authorization: 'Basic YWRhOnB3' },
    });
    expect(scheme.json()).toEqual({ message: MESSAGES.errors.tokenAuthorizationScheme });
  });

  test('with a token the cookie is not read: the request acts as the token’s owner', async () => {
    const ada = await createUser(ctx);
    const grace = await createUser(ctx);
    const { token } = await createToken(ctx, ada, { scope: 'read' });
    const me = await call(ctx, {
      url: '/api/user',
      cookie: grace.cookie,
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.json<User>().id).toBe(ada.user.id);
  });

  test('deleting the account’s user deletes its tokens', async () => {
    const ada = await createUser(ctx);
    const { token } = await createToken(ctx, ada);
    await ctx.app.services.db.deleteFrom('users').where('id', '=', ada.user.id).execute();
    expect((await withToken(ctx, token, { url: '/api/user' })).statusCode).toBe(401);
  });
});
