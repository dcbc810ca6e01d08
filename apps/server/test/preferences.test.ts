import { CITATION_FORMATS, MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { trpcAs, trpcMutation, type TrpcErrorBody } from './factories.js';
import { call, createAdmin, createUser, type TestUser, useTestApp } from './helper.js';

const ctx = useTestApp();

const update = (payload: unknown, user?: TestUser) =>
  call(ctx, { method: 'POST', url: '/api/user/preferences', payload, cookie: user?.cookie });

describe('POST /api/user/preferences', () => {
  test.each(CITATION_FORMATS)(
    'a user sets the citation format to %s and gets the updated user',
    async (format) => {
      const { user, cookie } = await createUser(ctx);
      const response = await update({ citationFormat: format }, { user, cookie, password: '' });
      expect(response.statusCode).toBe(200);
      expect(response.json<User>()).toEqual({ ...user, preferences: { citationFormat: format } });
      const me = await call(ctx, { url: '/api/user', cookie });
      expect(me.json<User>().preferences).toEqual({ citationFormat: format });
    },
  );

  test("an admin's preferences are their own too", async () => {
    const admin = await createAdmin(ctx);
    const other = await createUser(ctx);
    await update({ citationFormat: 'bibtex' }, admin);
    expect(
      (await call(ctx, { url: '/api/user', cookie: admin.cookie })).json<User>().preferences
        .citationFormat,
    ).toBe('bibtex');
    expect(
      (await call(ctx, { url: '/api/user', cookie: other.cookie })).json<User>().preferences
        .citationFormat,
    ).toBe('apa');
  });

  test('a visitor gets 401', async () => {
    const response = await update({ citationFormat: 'mla' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
  });

  test.each([
    ['an unknown format', { citationFormat: 'vancouver' }],
    ['an upper-case format', { citationFormat: 'APA' }],
    ['a missing format', {}],
    ['a format that is a number', { citationFormat: 3 }],
    ['an array', ['apa']],
  ])('refuses %s with 400', async (_name, payload) => {
    const user = await createUser(ctx);
    const response = await update(payload, user);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
    expect(
      (await call(ctx, { url: '/api/user', cookie: user.cookie })).json<User>().preferences
        .citationFormat,
    ).toBe('apa');
  });

  test('unknown properties cannot change anything else about the user', async () => {
    const user = await createUser(ctx, { verified: false });
    const response = await update(
      { citationFormat: 'ris', isAdmin: true, emailVerified: true, username: 'root' },
      user,
    );
    expect(response.statusCode).toBe(200);
    expect(response.json<User>()).toMatchObject({
      isAdmin: 0,
      emailVerified: 0,
      username: user.user.username,
    });
  });
});

describe('preferences.update over tRPC', () => {
  test('updates the caller and returns the user', async () => {
    const user = await createUser(ctx);
    const updated = await (
      await trpcAs(ctx, user)
    ).preferences.update({ citationFormat: 'chicago' });
    expect(updated).toEqual({ ...user.user, preferences: { citationFormat: 'chicago' } });
  });

  test('a visitor is UNAUTHORIZED and a bad format BAD_REQUEST', async () => {
    const user = await createUser(ctx);
    expect(
      (await trpcMutation(ctx, 'preferences.update', { citationFormat: 'apa' })).statusCode,
    ).toBe(401);
    const bad = await trpcMutation(ctx, 'preferences.update', { citationFormat: 'nope' }, user);
    expect(bad.statusCode).toBe(400);
    expect(bad.json<TrpcErrorBody>().error.data.issues).toEqual([
      { path: 'citationFormat', message: 'Unknown citation format' },
    ]);
  });
});
