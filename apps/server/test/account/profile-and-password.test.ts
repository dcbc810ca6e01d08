import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { trpcAs, trpcCallOn } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';
import { get, isSignedIn, loginAgain, post } from './account-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const v = MESSAGES.validation;

describe('editing the profile', () => {
  test('saves name, institution and ORCID iD, trimmed, and answers the user', async () => {
    const ada = await createUser(ctx);
    const response = await post(
      ctx,
      '/api/user/profile',
      { name: '  Ada King  ', institution: 'UCL', orcidId: '0000-0002-1825-0097' },
      ada,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<User>()).toMatchObject({
      name: 'Ada King',
      institution: 'UCL',
      orcidId: '0000-0002-1825-0097',
      username: ada.user.username,
      email: ada.user.email,
    });
    const profile = await get(ctx, `/api/users/${ada.user.id}`);
    expect(profile.json()).toMatchObject({ name: 'Ada King', institution: 'UCL' });
  });

  test('follows the register rules, with their messages', async () => {
    const ada = await createUser(ctx);
    const response = await post(
      ctx,
      '/api/user/profile',
      { name: '', institution: ' ', orcidId: '1234' },
      ada,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: v.nameRequired,
      issues: [
        { path: 'name', message: v.nameRequired },
        { path: 'institution', message: v.institutionRequired },
        { path: 'orcidId', message: v.orcidInvalid },
      ],
    });
  });

  test('cannot change anything else about the user', async () => {
    const ada = await createUser(ctx, { verified: false });
    const response = await post(
      ctx,
      '/api/user/profile',
      { name: 'Ada', institution: 'UCL', isAdmin: 1, emailVerified: 1, username: 'root' },
      ada,
    );
    expect(response.json<User>()).toMatchObject({
      isAdmin: 0,
      emailVerified: 0,
      username: ada.user.username,
    });
  });

  test('account.updateProfile does the same over tRPC', async () => {
    const ada = await createUser(ctx);
    const updated = await (
      await trpcAs(ctx, ada)
    ).account.updateProfile({ name: 'Countess', institution: 'Analytical Society' });
    expect(updated).toMatchObject({
      name: 'Countess',
      institution: 'Analytical Society',
      orcidId: '',
    });
  });
});

describe('changing the password', () => {
  test('needs the current password; a wrong one is a 400 on that field, not a logout', async () => {
    const ada = await createUser(ctx);
    const response = await post(
      ctx,
      '/api/user/password',
      { currentPassword: 'not it at all', newPassword: 'a brand new password' },
      ada,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: v.currentPasswordWrong,
      issues: [{ path: 'currentPassword', message: v.currentPasswordWrong }],
    });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(true);
  });

  test('sets the new one and ends every other session, keeping the one asking', async () => {
    const ada = await createUser(ctx);
    const phone = await loginAgain(ctx, ada);
    const response = await post(
      ctx,
      '/api/user/password',
      { currentPassword: ada.password, newPassword: 'a brand new password' },
      ada,
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(true);
    expect(await isSignedIn(ctx, phone)).toBe(false);
    const old = await post(ctx, '/api/login', {
      username: ada.user.username,
      password: ada.password,
    });
    expect(old.statusCode).toBe(401);
    const fresh = await post(ctx, '/api/login', {
      username: ada.user.username,
      password: 'a brand new password',
    });
    expect(fresh.statusCode).toBe(200);
  });

  test('the new password needs 8 characters', async () => {
    const ada = await createUser(ctx);
    const response = await post(
      ctx,
      '/api/user/password',
      { currentPassword: ada.password, newPassword: 'short' },
      ada,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: v.passwordMin });
  });

  test('account.changePassword over tRPC keeps the calling session and ends the others', async () => {
    const ada = await createUser(ctx);
    const phone = await loginAgain(ctx, ada);
    const result = await trpc(
      'account.changePassword',
      { currentPassword: ada.password, newPassword: 'changed over trpc' },
      'mutation',
      ada,
    );
    expect(result.data).toEqual({ success: true });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(true);
    expect(await isSignedIn(ctx, phone)).toBe(false);
  });
});
