import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { call, createUser, ORIGIN, sessionTokenFrom, useTestApp } from '../helper.js';
import { readOutbox } from '../outbox.js';
import { validRegistration } from './registration-payload.js';

const ctx = useTestApp();

describe('register', () => {
  test('creates the account, logs the user in and returns the user without secrets', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: validRegistration,
    });
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
      payload: {
        ...validRegistration,
        username: 'someone',
        email: 'someone@example.org',
        ...patch,
      },
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
      payload: { ...validRegistration, username, email: `${username}@example.org`, orcidId },
    });
    expect(response.statusCode).toBe(201);
    expect(response.json<{ orcidId: string }>().orcidId).toBe(orcidId);
  });

  test('refuses a taken username or email with 409, ignoring case', async () => {
    const sameName = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...validRegistration, username: 'GRACE', email: 'other@example.org' },
    });
    expect(sameName.statusCode).toBe(409);
    expect(sameName.json()).toMatchObject({ message: MESSAGES.errors.usernameTaken });
    const sameEmail = await call(ctx, {
      method: 'POST',
      url: '/api/register',
      payload: { ...validRegistration, username: 'other', email: 'Grace@Navy.example' },
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
          payload: {
            ...validRegistration,
            username: `${username}Racer`,
            email: `racer${i}@example.org`,
          },
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

describe('secure cookies', () => {
  const https = useTestApp({ APP_ORIGIN: 'https://thisoneforfree.example' });
  test('are marked Secure when the site is served over https', async () => {
    const { user } = await createUser(ctx);
    void user;
    const response = await call(https, {
      method: 'POST',
      url: '/api/register',
      payload: { ...validRegistration, username: 'secure', email: 'secure@example.org' },
    });
    expect(response.cookies.find((c) => c.name === 'tof_session')?.secure).toBe(true);
  });
});
