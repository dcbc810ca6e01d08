import { type Follows, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { deleteAccountOf } from '../account/account-calls.js';
import { trpcCallOn } from '../factories.js';
import { call, createUser, type TestUser, useTestApp } from '../helper.js';
import { notifyCalls } from './notify-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const { follow, unfollow, follows, followsOf, idea } = notifyCalls(ctx);
const v = MESSAGES.validation;
const e = MESSAGES.errors;

let ada: TestUser;
let grace: TestUser;

beforeAll(async () => {
  ada = await createUser(ctx, { name: 'Ada Lovelace' });
  grace = await createUser(ctx, { name: 'Grace Hopper' });
});

describe('POST /api/follows', () => {
  test('a researcher follows another researcher, a field and an idea, and sees them listed', async () => {
    const reader = await createUser(ctx);
    const graces = await idea(grace, { title: 'Compilers for biologists' });
    await follows(reader, { kind: 'user', target: grace.user.id });
    await follows(reader, { kind: 'field', target: 'Biology' });
    const now = await follows(reader, { kind: 'idea', target: graces.id });
    expect(now).toEqual({
      users: [
        {
          id: grace.user.id,
          username: grace.user.username,
          name: 'Grace Hopper',
          followedAt: expect.any(String),
        },
      ],
      fields: [{ field: 'Biology', followedAt: expect.any(String) }],
      ideas: [{ id: graces.id, title: 'Compilers for biologists', followedAt: expect.any(String) }],
    } satisfies Follows);
    expect(await followsOf(reader)).toEqual(now);
  });

  test('following again changes nothing', async () => {
    const reader = await createUser(ctx);
    const first = await follows(reader, { kind: 'field', target: 'Physics' });
    expect(await follows(reader, { kind: 'field', target: 'Physics' })).toEqual(first);
    expect(first.fields).toHaveLength(1);
  });

  test('authors follow their own new ideas', async () => {
    const author = await createUser(ctx);
    const own = await idea(author, { title: 'My own idea' });
    expect((await followsOf(author)).ideas.map((i) => i.id)).toEqual([own.id]);
  });

  test('an unknown researcher or idea is a 404, a withdrawn idea a 409', async () => {
    let response = await follow(ada, { kind: 'user', target: 2_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: e.userNotFound });
    response = await follow(ada, { kind: 'idea', target: 2_000_000 });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: e.ideaNotFound });
    const gone = await idea(grace);
    expect(
      (await call(ctx, { method: 'DELETE', url: `/api/ideas/${gone.id}`, cookie: grace.cookie }))
        .statusCode,
    ).toBe(200);
    response = await follow(ada, { kind: 'idea', target: gone.id });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: e.ideaWithdrawn });
  });

  test('an unknown field, kind or target is a 400 naming the problem', async () => {
    const cases: [unknown, string, string][] = [
      [{ kind: 'field', target: 'Alchemy' }, 'target', v.unknownField],
      [{ kind: 'field', target: 'biology' }, 'target', v.unknownField],
      [{ kind: 'group', target: 1 }, 'kind', v.followKindInvalid],
      [{ kind: 'user', target: 'grace' }, 'target', v.followTargetInvalid],
      [{ kind: 'idea', target: -3 }, 'target', v.followTargetInvalid],
      [{ kind: 'user' }, 'target', v.followTargetInvalid],
    ];
    for (const [payload, path, message] of cases) {
      const response = await follow(ada, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues, JSON.stringify(payload)).toEqual([
        { path, message },
      ]);
    }
    expect((await followsOf(ada)).fields).toEqual([]);
  });

  test('nobody follows themselves (400), and a deleted account cannot be followed (404)', async () => {
    const response = await follow(ada, { kind: 'user', target: ada.user.id });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: e.followSelf,
      issues: [{ path: 'target', message: e.followSelf }],
    });
    const leaving = await createUser(ctx);
    const deleted = await deleteAccountOf(ctx, leaving);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await follow(ada, { kind: 'user', target: leaving.user.id })).statusCode).toBe(404);
  });

  test('a visitor is refused (401)', async () => {
    expect((await follow(null, { kind: 'field', target: 'Biology' })).statusCode).toBe(401);
    expect((await call(ctx, { url: '/api/follows' })).statusCode).toBe(401);
    expect((await unfollow(null, { kind: 'field', target: 'Biology' })).statusCode).toBe(401);
  });
});

describe('DELETE /api/follows', () => {
  test('unfollows, and unfollowing again (or what one never followed) succeeds', async () => {
    const reader = await createUser(ctx);
    await follows(reader, { kind: 'user', target: grace.user.id });
    await follows(reader, { kind: 'field', target: 'History' });
    let response = await unfollow(reader, { kind: 'user', target: grace.user.id });
    expect(response.statusCode).toBe(200);
    expect(response.json<Follows>()).toMatchObject({ users: [], fields: [{ field: 'History' }] });
    response = await unfollow(reader, { kind: 'user', target: grace.user.id });
    expect(response.statusCode).toBe(200);
    response = await unfollow(reader, { kind: 'idea', target: 2_000_000 });
    expect(response.statusCode).toBe(200);
    expect((await unfollow(reader, { kind: 'field', target: 'Alchemy' })).statusCode).toBe(400);
  });

  test('deleting an account ends its follows and others’ follows of it', async () => {
    const leaving = await createUser(ctx);
    const fan = await createUser(ctx);
    await follows(leaving, { kind: 'field', target: 'Medicine' });
    await follows(fan, { kind: 'user', target: leaving.user.id });
    const deleted = await deleteAccountOf(ctx, leaving);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await followsOf(fan)).users).toEqual([]);
    const { db } = ctx.app.services;
    const left = await db
      .selectFrom('field_follows')
      .select('field')
      .where('user_id', '=', leaving.user.id)
      .execute();
    expect(left).toEqual([]);
  });
});

describe('follows over tRPC', () => {
  test('follows.add, follows.list and follows.remove answer as REST does', async () => {
    const reader = await createUser(ctx);
    const added = await trpc<Follows>(
      'follows.add',
      { kind: 'user', target: ada.user.id },
      'mutation',
      reader,
    );
    expect(added.status).toBe(200);
    expect(added.data?.users.map((u) => u.id)).toEqual([ada.user.id]);
    expect((await trpc<Follows>('follows.list', undefined, 'query', reader)).data).toEqual(
      added.data,
    );
    const removed = await trpc<Follows>(
      'follows.remove',
      { kind: 'user', target: ada.user.id },
      'mutation',
      reader,
    );
    expect(removed.data?.users).toEqual([]);
    const refused = await trpc(
      'follows.add',
      { kind: 'field', target: 'Alchemy' },
      'mutation',
      reader,
    );
    expect(refused.status).toBe(400);
    expect(refused.error?.data.issues).toEqual([{ path: 'target', message: v.unknownField }]);
    expect((await trpc('follows.list', undefined, 'query', null)).status).toBe(401);
  });
});
