import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { HOUR_MS } from '../../src/lib/time.js';
import { RESET_EMAILS_PER_ACCOUNT } from '../../src/services/auth/password-reset.js';
import { sweepExpired } from '../../src/services/auth/sessions.js';
import { trpcCallOn } from '../factories.js';
import { call, createUser, ORIGIN, useTestApp } from '../helper.js';
import { lastTokenFor, readOutbox } from '../outbox.js';
import { isSignedIn, loginAgain, movableClock, post } from './account-calls.js';

const time = movableClock();
const ctx = useTestApp({}, { clock: time.clock });
const trpc = trpcCallOn(ctx);

const forgot = (usernameOrEmail: string) => post(ctx, '/api/password/forgot', { usernameOrEmail });
const reset = (token: string, password: string) =>
  post(ctx, '/api/password/reset', { token, password });
const login = (username: string, password: string) =>
  post(ctx, '/api/login', { username, password });

describe('forgot password', () => {
  test('answers the same for an account, by name or email, and for nobody; only the account gets a link', async () => {
    const ada = await createUser(ctx);
    const before = readOutbox(ctx).length;
    const byName = await forgot(ada.user.username);
    const byEmail = await forgot(ada.user.email.toUpperCase());
    const nobody = await forgot('nobody@example.org');
    expect([byName.statusCode, byEmail.statusCode, nobody.statusCode]).toEqual([200, 200, 200]);
    expect(byName.json()).toEqual({ message: MESSAGES.account.resetLinkSent });
    expect(byEmail.body).toBe(byName.body);
    expect(nobody.body).toBe(byName.body);

    const sent = readOutbox(ctx).slice(before);
    expect(sent.map((message) => [message.to, message.kind])).toEqual([
      [ada.user.email, 'reset-password'],
      [ada.user.email, 'reset-password'],
    ]);
    expect(sent[0]?.link).toMatch(new RegExp(`^${ORIGIN}/reset-password/[a-z2-7]{32}$`));
    expect(sent[0]?.raw).toContain('1 hour');
  });

  test('the link sets a new password once, and ends every session of the account', async () => {
    const ada = await createUser(ctx, { verified: false });
    const phone = await loginAgain(ctx, ada);
    await forgot(ada.user.username);
    const token = lastTokenFor(ctx, ada.user.email, 'reset-password');

    const done = await reset(token, 'a brand new password');
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(false);
    expect(await isSignedIn(ctx, phone)).toBe(false);

    expect((await login(ada.user.username, ada.password)).statusCode).toBe(401);
    const loggedIn = await login(ada.user.username, 'a brand new password');
    expect(loggedIn.statusCode).toBe(200);
    // The link reached the address: it counts as verified.
    expect(loggedIn.json<User>().emailVerified).toBe(1);

    const again = await reset(token, 'yet another password');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({
      message: MESSAGES.errors.resetLinkInvalid,
      issues: [{ path: 'token', message: MESSAGES.errors.resetLinkInvalid }],
    });
  });

  test('a link works for 1 hour; an expired one changes nothing and the sweep deletes it', async () => {
    const ada = await createUser(ctx);
    await forgot(ada.user.email);
    const token = lastTokenFor(ctx, ada.user.email, 'reset-password');
    time.advance(HOUR_MS + 1);
    expect((await reset(token, 'a brand new password')).statusCode).toBe(400);
    expect(await isSignedIn(ctx, ada.cookie)).toBe(true);
    expect((await login(ada.user.username, ada.password)).statusCode).toBe(200);

    await forgot(ada.user.email);
    time.advance(HOUR_MS + 1);
    const swept = await sweepExpired(ctx.app.services);
    expect(swept.passwordResets).toBeGreaterThanOrEqual(1);
    const left = await ctx.app.services.db
      .selectFrom('password_resets')
      .select('token_hash')
      .where('user_id', '=', ada.user.id)
      .execute();
    expect(left).toEqual([]);
  });

  test('using one link spends every other link of the account', async () => {
    const ada = await createUser(ctx);
    await forgot(ada.user.username);
    const first = lastTokenFor(ctx, ada.user.email, 'reset-password');
    await forgot(ada.user.username);
    const second = lastTokenFor(ctx, ada.user.email, 'reset-password');
    expect(second).not.toBe(first);
    expect((await reset(second, 'a brand new password')).statusCode).toBe(200);
    expect((await reset(first, 'another new password')).statusCode).toBe(400);
  });

  test('the new password follows the register rules, and a token we did not make is refused early', async () => {
    const ada = await createUser(ctx);
    await forgot(ada.user.username);
    const token = lastTokenFor(ctx, ada.user.email, 'reset-password');
    const short = await reset(token, 'short');
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: MESSAGES.validation.passwordMin });
    // The link was not spent by the refused password.
    expect((await reset(token, 'long enough now')).statusCode).toBe(200);
    for (const bad of ['../../etc', 'A'.repeat(32), '']) {
      const response = await reset(bad, 'long enough now');
      expect(response.statusCode, bad).toBe(400);
      expect(response.json<{ message: string }>().message).toBe(MESSAGES.errors.resetLinkInvalid);
    }
  });

  test('a deleted account gets no link', async () => {
    const ada = await createUser(ctx);
    expect(
      (
        await post(
          ctx,
          '/api/user/delete',
          { password: ada.password, username: ada.user.username },
          ada,
        )
      ).statusCode,
    ).toBe(200);
    const before = readOutbox(ctx).length;
    expect((await forgot(ada.user.username)).statusCode).toBe(200);
    expect((await forgot(ada.user.email)).statusCode).toBe(200);
    expect(readOutbox(ctx).length).toBe(before);
  });

  test('tRPC auth.forgotPassword and auth.resetPassword do the same', async () => {
    const ada = await createUser(ctx);
    const asked = await trpc<{ message: string }>(
      'auth.forgotPassword',
      { usernameOrEmail: ada.user.username },
      'mutation',
    );
    expect(asked.data).toEqual({ message: MESSAGES.account.resetLinkSent });
    const token = lastTokenFor(ctx, ada.user.email, 'reset-password');
    const done = await trpc('auth.resetPassword', { token, password: 'via trpc now' }, 'mutation');
    expect(done.data).toEqual({ success: true });
    const again = await trpc('auth.resetPassword', { token, password: 'via trpc now' }, 'mutation');
    expect(again.status).toBe(400);
    expect(again.error?.message).toBe(MESSAGES.errors.resetLinkInvalid);
    expect((await login(ada.user.username, 'via trpc now')).statusCode).toBe(200);
  });
});

describe('forgot password rate limits', () => {
  const limited = useTestApp({ RATE_LIMIT: '1', TRUST_PROXY: '1' });

  const forgotFrom = (client: string, usernameOrEmail: string) =>
    call(limited, {
      method: 'POST',
      url: '/api/password/forgot',
      payload: { usernameOrEmail },
      headers: { 'x-forwarded-for': client },
    });

  test(`an account gets at most ${RESET_EMAILS_PER_ACCOUNT.max} emails an hour, from any address, and the answer does not tell`, async () => {
    const ada = await createUser(limited);
    const answers = [];
    for (let i = 1; i <= RESET_EMAILS_PER_ACCOUNT.max + 2; i += 1) {
      answers.push(await forgotFrom(`198.51.100.${i}`, ada.user.username));
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual(
      Array(RESET_EMAILS_PER_ACCOUNT.max + 2).fill(200),
    );
    expect(new Set(answers.map((answer) => answer.body)).size).toBe(1);
    const resets = readOutbox(limited).filter(
      (message) => message.to === ada.user.email && message.kind === 'reset-password',
    );
    expect(resets).toHaveLength(RESET_EMAILS_PER_ACCOUNT.max);
  });

  test('one address may ask 5 times in 15 minutes, then hears 429', async () => {
    const statuses = [];
    for (let i = 0; i < 6; i += 1) {
      statuses.push((await forgotFrom('203.0.113.9', `ghost${i}@example.org`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
