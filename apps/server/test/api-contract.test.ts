import { MESSAGES, type PublicUser } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { appRouter } from '../src/trpc/router.js';
import { call, createUser, useTestApp } from './helper.js';
import { REST_SHAPES, TRPC_SHAPES } from './response-shapes.js';

const ctx = useTestApp();

describe('the response shapes every suite checks answers against', () => {
  test('name every tRPC procedure, and nothing else', () => {
    expect(Object.keys(TRPC_SHAPES).sort()).toEqual(Object.keys(appRouter._def.procedures).sort());
  });

  test('name REST routes that exist', () => {
    for (const key of Object.keys(REST_SHAPES)) {
      const [method, url] = key.split(' ') as ['GET' | 'POST', string];
      expect(ctx.app.hasRoute({ method, url }), key).toBe(true);
    }
  });
});

describe('GET /api/users/{id}', () => {
  test('answers any user as others see them, to visitors too', async () => {
    const ada = await createUser(ctx, { name: 'Ada Lovelace', institution: 'Analytical Engines' });
    const response = await call(ctx, { url: `/api/users/${ada.user.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json<PublicUser>()).toEqual({
      id: ada.user.id,
      username: ada.user.username,
      name: 'Ada Lovelace',
      institution: 'Analytical Engines',
      email: ada.user.email,
      orcidId: '',
    });
  });

  test('an unknown user is a 404, an id that is no id a 400', async () => {
    const missing = await call(ctx, { url: '/api/users/1999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.userNotFound });
    expect((await call(ctx, { url: '/api/users/ada' })).statusCode).toBe(400);
    expect((await call(ctx, { url: `/api/users/${2 ** 31}` })).statusCode).toBe(400);
  });
});
