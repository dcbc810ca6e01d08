import { type AccessToken, LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { trpcMutation, trpcQuery } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';
import { createToken, withToken } from './token-calls.js';

const ctx = useTestApp();

const list = (cookie?: string) => call(ctx, { url: '/api/user/tokens', cookie });

describe('personal access tokens over REST', () => {
  test('a user creates a token, sees it listed without its secret, and revokes it', async () => {
    const ada = await createUser(ctx);
    const created = await createToken(ctx, ada, {
      name: 'nightly export',
      scope: 'read',
      expiresAt: '2099-01-31T00:00:00+01:00',
    });
    expect(created).toEqual({
      id: expect.any(Number),
      name: 'nightly export',
      scope: 'read',
      createdAt: expect.any(String),
      expiresAt: '2099-01-30T23:00:00.000Z',
      lastUsedAt: null,
      token: expect.stringMatching(/^tof_[a-z2-7]{32}$/),
    });
    const listed = await list(ada.cookie);
    expect(listed.statusCode).toBe(200);
    const { token, ...withoutSecret } = created;
    expect(listed.json<AccessToken[]>()).toEqual([withoutSecret]);
    expect(listed.body).not.toContain(token);
    // Only the hash is stored.
    const rows = await ctx.app.services.db
      .selectFrom('personal_access_tokens')
      .selectAll()
      .execute();
    expect(JSON.stringify(rows)).not.toContain(token);

    const revoked = await call(ctx, {
      method: 'DELETE',
      url: `/api/user/tokens/${created.id}`,
      cookie: ada.cookie,
    });
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json()).toEqual({ success: true });
    expect((await list(ada.cookie)).json()).toEqual([]);
    const again = await call(ctx, {
      method: 'DELETE',
      url: `/api/user/tokens/${created.id}`,
      cookie: ada.cookie,
    });
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual({ message: MESSAGES.errors.tokenNotFound });
  });

  test('tokens are listed newest first, and a user sees and revokes only their own', async () => {
    const ada = await createUser(ctx);
    const grace = await createUser(ctx);
    const first = await createToken(ctx, ada, { name: 'first' });
    const second = await createToken(ctx, ada, { name: 'second' });
    const hers = await createToken(ctx, grace, { name: 'hers' });
    expect((await list(ada.cookie)).json<AccessToken[]>().map((t) => t.name)).toEqual([
      'second',
      'first',
    ]);
    const foreign = await call(ctx, {
      method: 'DELETE',
      url: `/api/user/tokens/${hers.id}`,
      cookie: ada.cookie,
    });
    expect(foreign.statusCode).toBe(404);
    expect((await list(grace.cookie)).json<AccessToken[]>().map((t) => t.id)).toEqual([hers.id]);
    expect(first.id).toBeLessThan(second.id);
  });

  test('a visitor gets 401; a token cannot list, create or revoke tokens (403)', async () => {
    expect((await list()).statusCode).toBe(401);
    const ada = await createUser(ctx);
    const { token, id } = await createToken(ctx, ada);
    for (const request of [
      { url: '/api/user/tokens' },
      { method: 'POST' as const, url: '/api/user/tokens', payload: { name: 'x', scope: 'read' } },
      { method: 'DELETE' as const, url: `/api/user/tokens/${id}` },
    ]) {
      const refused = await withToken(ctx, token, request);
      expect(refused.statusCode, request.url).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.errors.tokenCannotManageTokens });
    }
    expect((await list(ada.cookie)).json<AccessToken[]>()).toHaveLength(1);
  });

  test('refuses a missing name, an unknown scope, a malformed or past expiry (400)', async () => {
    const ada = await createUser(ctx);
    const cases: [unknown, string][] = [
      [{ name: ' ', scope: 'read' }, MESSAGES.validation.tokenNameRequired],
      [{ name: 'x', scope: 'write' }, MESSAGES.validation.tokenScopeInvalid],
      [{ name: 'x', scope: 'read', expiresAt: 'next week' }, MESSAGES.validation.tokenExpiryFormat],
      [
        { name: 'x', scope: 'read', expiresAt: '2020-01-01T00:00:00Z' },
        MESSAGES.validation.tokenExpiryPast,
      ],
    ];
    for (const [payload, message] of cases) {
      const response = await call(ctx, {
        method: 'POST',
        url: '/api/user/tokens',
        cookie: ada.cookie,
        payload,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(message);
    }
  });

  test(`an account keeps at most ${LIMITS.tokensPerUser} tokens`, async () => {
    const ada = await createUser(ctx);
    for (let i = 0; i < LIMITS.tokensPerUser; i += 1)
      await createToken(ctx, ada, { name: `t${i}` });
    const over = await call(ctx, {
      method: 'POST',
      url: '/api/user/tokens',
      cookie: ada.cookie,
      payload: { name: 'one more', scope: 'read' },
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ message: MESSAGES.errors.tokenLimit });
  });
});

describe('personal access tokens over tRPC (the Settings page)', () => {
  test('tokens.create, tokens.list and tokens.revoke work on the session cookie', async () => {
    const ada = await createUser(ctx);
    const created = await trpcMutation(ctx, 'tokens.create', { name: 'lab', scope: 'read' }, ada);
    expect(created.statusCode, created.body).toBe(200);
    const { id, token } = created.json<{ result: { data: { id: number; token: string } } }>().result
      .data;
    const listed = await trpcQuery(ctx, 'tokens.list', undefined, ada);
    expect(listed.body).not.toContain(token);
    expect(listed.json<{ result: { data: AccessToken[] } }>().result.data.map((t) => t.id)).toEqual(
      [id],
    );
    const revoked = await trpcMutation(ctx, 'tokens.revoke', { id }, ada);
    expect(revoked.statusCode).toBe(200);
    expect((await trpcQuery(ctx, 'tokens.list', undefined, ada)).json()).toEqual({
      result: { data: [] },
    });
  });

  test('tRPC does not take a bearer token: the web app signs in with its cookie only', async () => {
    const ada = await createUser(ctx);
    const { token } = await createToken(ctx, ada);
    const response = await call(ctx, {
      url: '/trpc/tokens.list',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(401);
  });
});
