import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { DAY_MS } from '../../src/lib/time.js';
import { sweepExpired } from '../../src/services/auth/sessions.js';
import { trpcCallOn } from '../factories.js';
import { createUser, ORIGIN, type TestUser, useTestApp } from '../helper.js';
import { lastTokenFor, readOutbox } from '../outbox.js';
import { get, movableClock, post } from './account-calls.js';

const time = movableClock();
const ctx = useTestApp({}, { clock: time.clock });
const trpc = trpcCallOn(ctx);
const v = MESSAGES.validation;

const change = (user: TestUser, email: string, currentPassword = user.password) =>
  post(ctx, '/api/user/email', { currentPassword, email }, user);
const confirm = (token: string, user?: TestUser) =>
  post(ctx, '/api/user/email/confirm', { token }, user);
const me = async (user: TestUser) => (await get(ctx, '/api/user', user)).json<User>();

let sequence = 0;
const newAddress = () => `moved${(sequence += 1)}-${process.pid}@example.org`;

describe('changing the email address', () => {
  test('the new address gets a link, the old one a notice; nothing changes until the link is opened', async () => {
    const ada = await createUser(ctx, { verified: false });
    const next = newAddress();
    const before = readOutbox(ctx).length;
    const response = await change(ada, next);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: MESSAGES.account.emailChangeSent(next) });

    const sent = readOutbox(ctx).slice(before);
    expect(sent.map((message) => [message.to, message.kind])).toEqual([
      [next, 'confirm-email'],
      [ada.user.email, undefined],
    ]);
    expect(sent[0]?.link).toMatch(new RegExp(`^${ORIGIN}/confirm-email/[a-z2-7]{32}$`));
    expect(sent[1]?.raw).toContain(next);
    expect((await me(ada)).email).toBe(ada.user.email);

    // Opened anywhere, logged in or not: the token is the proof.
    const done = await confirm(lastTokenFor(ctx, next, 'confirm-email'));
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toEqual({ success: true, message: MESSAGES.account.emailChanged(next) });
    expect(await me(ada)).toMatchObject({ email: next, emailVerified: 1 });
    const login = await post(ctx, '/api/login', { username: next, password: ada.password });
    expect(login.statusCode).toBe(200);

    const again = await confirm(lastTokenFor(ctx, next, 'confirm-email'));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: MESSAGES.errors.emailChangeLinkInvalid });
  });

  test('links sent to the old address stop working once the new one is confirmed', async () => {
    const ada = await createUser(ctx, { verified: false });
    await post(ctx, '/api/password/forgot', { usernameOrEmail: ada.user.email });
    const verification = lastTokenFor(ctx, ada.user.email, 'verify-email');
    const resetToken = lastTokenFor(ctx, ada.user.email, 'reset-password');
    const next = newAddress();
    await change(ada, next);
    await confirm(lastTokenFor(ctx, next, 'confirm-email'));
    expect((await post(ctx, `/api/verify-email/${verification}`)).statusCode).toBe(400);
    expect(
      (await post(ctx, '/api/password/reset', { token: resetToken, password: 'taken over!' }))
        .statusCode,
    ).toBe(400);
  });

  test('needs the current password, a different address, and one no other account uses', async () => {
    const ada = await createUser(ctx);
    const grace = await createUser(ctx);
    const wrong = await change(ada, newAddress(), 'not my password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({
      message: v.currentPasswordWrong,
      issues: [{ path: 'currentPassword', message: v.currentPasswordWrong }],
    });
    const same = await change(ada, ada.user.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json()).toMatchObject({ message: v.emailUnchanged });
    const taken = await change(ada, grace.user.email);
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ message: MESSAGES.errors.emailTaken });
    const invalid = await change(ada, 'not an address');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ message: v.emailInvalid });
  });

  test('an address another account took meanwhile is a 409 when the link is opened', async () => {
    const ada = await createUser(ctx);
    const next = newAddress();
    await change(ada, next);
    await createUser(ctx, { email: next });
    const response = await confirm(lastTokenFor(ctx, next, 'confirm-email'));
    expect(response.statusCode).toBe(409);
    expect((await me(ada)).email).toBe(ada.user.email);
  });

  test('a newer request replaces an older one; a link lasts 24 hours and is then swept', async () => {
    const ada = await createUser(ctx);
    const first = newAddress();
    const second = newAddress();
    await change(ada, first);
    await change(ada, second);
    expect((await confirm(lastTokenFor(ctx, first, 'confirm-email'))).statusCode).toBe(400);
    time.advance(DAY_MS + 1);
    expect((await confirm(lastTokenFor(ctx, second, 'confirm-email'))).statusCode).toBe(400);
    expect((await me(ada)).email).toBe(ada.user.email);

    await change(ada, newAddress());
    time.advance(DAY_MS + 1);
    expect((await sweepExpired(ctx.app.services)).emailChanges).toBeGreaterThanOrEqual(1);
  });

  test('account.changeEmail and account.confirmEmailChange do the same over tRPC', async () => {
    const ada = await createUser(ctx);
    const next = newAddress();
    const asked = await trpc(
      'account.changeEmail',
      { currentPassword: ada.password, email: next },
      'mutation',
      ada,
    );
    expect(asked.data).toEqual({ message: MESSAGES.account.emailChangeSent(next) });
    const done = await trpc(
      'account.confirmEmailChange',
      { token: lastTokenFor(ctx, next, 'confirm-email') },
      'mutation',
    );
    expect(done.data).toEqual({ success: true, message: MESSAGES.account.emailChanged(next) });
  });
});
