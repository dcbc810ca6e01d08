import { MESSAGES, type User, type UserFavorites } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createIdea, trpcAs, trpcMutation, trpcQuery, type TrpcErrorBody } from './factories.js';
import { call, createAdmin, createUser, type TestUser, useTestApp } from './helper.js';

const ctx = useTestApp();

const add = (ideaId: number | string, user?: TestUser) =>
  call(ctx, { method: 'POST', url: `/api/favorites/add/${ideaId}`, cookie: user?.cookie });
const remove = (ideaId: number | string, user?: TestUser) =>
  call(ctx, { method: 'POST', url: `/api/favorites/remove/${ideaId}`, cookie: user?.cookie });
const list = (user?: TestUser) => call(ctx, { url: '/api/favorites', cookie: user?.cookie });

async function favoriteCountOf(ideaId: number): Promise<number> {
  const row = await ctx.app.services.db
    .selectFrom('ideas')
    .select('favorite_count')
    .where('id', '=', ideaId)
    .executeTakeFirstOrThrow();
  return row.favorite_count;
}

async function favoriteRowsOf(ideaId: number): Promise<number> {
  return (
    await ctx.app.services.db
      .selectFrom('favorites')
      .select('user_id')
      .where('idea_id', '=', ideaId)
      .execute()
  ).length;
}

describe('REST favorites', () => {
  test('a user adds ideas, lists them in the order added, and removes one', async () => {
    const author = await createUser(ctx);
    const fan = await createUser(ctx);
    const first = await createIdea(ctx, author);
    const second = await createIdea(ctx, author);
    expect((await list(fan)).json()).toEqual([]);
    expect((await add(second.id, fan)).json()).toEqual([second.id]);
    const both = await add(first.id, fan);
    expect(both.statusCode).toBe(200);
    expect(both.json()).toEqual([second.id, first.id]);
    expect((await list(fan)).json()).toEqual([second.id, first.id]);
    expect((await remove(second.id, fan)).json()).toEqual([first.id]);
    expect((await list(fan)).json()).toEqual([first.id]);
  });

  test('adding twice or removing what is not there changes nothing', async () => {
    const author = await createUser(ctx);
    const fan = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    await add(idea.id, fan);
    const again = await add(idea.id, fan);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual([idea.id]);
    expect(await favoriteCountOf(idea.id)).toBe(1);
    await remove(idea.id, fan);
    const removedAgain = await remove(idea.id, fan);
    expect(removedAgain.statusCode).toBe(200);
    expect(removedAgain.json()).toEqual([]);
    expect(await favoriteCountOf(idea.id)).toBe(0);
  });

  test('authors and admins can favorite too, their own ideas included', async () => {
    const author = await createUser(ctx);
    const admin = await createAdmin(ctx);
    const idea = await createIdea(ctx, author);
    expect((await add(idea.id, author)).json()).toEqual([idea.id]);
    expect((await add(idea.id, admin)).json()).toEqual([idea.id]);
    expect(await favoriteCountOf(idea.id)).toBe(2);
  });

  test('a visitor gets 401 from every favorites call', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    for (const response of [await list(), await add(idea.id), await remove(idea.id)]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
    }
  });

  test('a missing idea is a 404 for add and remove', async () => {
    const fan = await createUser(ctx);
    for (const response of [await add(1_999_999, fan), await remove(1_999_999, fan)]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
    }
  });

  test.each(['abc', '0', '-4', '2.5', '2147483648', '1e400'])(
    'an idea id of "%s" is a 400',
    async (ideaId) => {
      const fan = await createUser(ctx);
      expect((await add(ideaId, fan)).statusCode).toBe(400);
      expect((await remove(ideaId, fan)).statusCode).toBe(400);
    },
  );

  test('favorites show in GET /api/user and GET /api/users', async () => {
    const author = await createUser(ctx);
    const fan = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    await add(idea.id, fan);
    expect(
      (await call(ctx, { url: '/api/user', cookie: fan.cookie })).json<User>().favorites,
    ).toEqual([idea.id]);
    const users = (await call(ctx, { url: '/api/users' })).json<UserFavorites[]>();
    expect(users.find((user) => user.id === fan.user.id)).toEqual({
      id: fan.user.id,
      favorites: [idea.id],
    });
  });
});

describe('favorite counts under concurrent writes', () => {
  test('many users favoriting one idea at once leave the count equal to the rows', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const fans = await Promise.all(Array.from({ length: 20 }, () => createUser(ctx)));
    const responses = await Promise.all(
      fans.flatMap((fan) => [add(idea.id, fan), add(idea.id, fan)]),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    expect(await favoriteRowsOf(idea.id)).toBe(20);
    expect(await favoriteCountOf(idea.id)).toBe(20);

    await Promise.all(
      fans.map((fan, index) => (index % 2 === 0 ? remove(idea.id, fan) : add(idea.id, fan))),
    );
    expect(await favoriteRowsOf(idea.id)).toBe(10);
    expect(await favoriteCountOf(idea.id)).toBe(10);
  });

  test('interleaved adds and removes over REST and tRPC still agree with the rows', async () => {
    const author = await createUser(ctx);
    const ideas = await Promise.all([createIdea(ctx, author), createIdea(ctx, author)]);
    const fans = await Promise.all(Array.from({ length: 8 }, () => createUser(ctx)));
    const callers = await Promise.all(fans.map((fan) => trpcAs(ctx, fan)));
    await Promise.all(
      fans.flatMap((fan, index) => [
        add(ideas[0].id, fan),
        callers[index]!.favorites.add({ ideaId: ideas[1].id }),
        index % 3 === 0 ? remove(ideas[0].id, fan) : add(ideas[1].id, fan),
        callers[index]!.favorites.remove({ ideaId: ideas[index % 2]!.id }),
      ]),
    );
    for (const idea of ideas)
      expect(await favoriteCountOf(idea.id)).toBe(await favoriteRowsOf(idea.id));
  });
});

describe('tRPC favorites', () => {
  test('favorites.list, add, remove and ideas work for a user', async () => {
    const author = await createUser(ctx);
    const fan = await createUser(ctx);
    const older = await createIdea(ctx, author, { title: 'Older favorite' });
    const newer = await createIdea(ctx, author, { title: 'Newer favorite' });
    const caller = await trpcAs(ctx, fan);
    expect(await caller.favorites.add({ ideaId: older.id })).toEqual([older.id]);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await caller.favorites.add({ ideaId: newer.id })).toEqual([older.id, newer.id]);
    expect(await caller.favorites.list()).toEqual([older.id, newer.id]);
    const cards = await caller.favorites.ideas();
    expect(cards.map((card) => card.title)).toEqual(['Newer favorite', 'Older favorite']);
    expect(cards[0]!.stats.favoriteCount).toBe(1);
    expect(await caller.favorites.remove({ ideaId: newer.id })).toEqual([older.id]);
  });

  test('a visitor is UNAUTHORIZED; a missing idea NOT_FOUND; a bad id BAD_REQUEST', async () => {
    const fan = await createUser(ctx);
    expect((await trpcQuery(ctx, 'favorites.list')).statusCode).toBe(401);
    expect((await trpcQuery(ctx, 'favorites.ideas')).statusCode).toBe(401);
    expect((await trpcMutation(ctx, 'favorites.add', { ideaId: 1 })).statusCode).toBe(401);
    const missing = await trpcMutation(ctx, 'favorites.add', { ideaId: 1_999_999 }, fan);
    expect(missing.statusCode).toBe(404);
    expect(missing.json<TrpcErrorBody>().error.message).toBe(MESSAGES.errors.ideaNotFound);
    expect((await trpcMutation(ctx, 'favorites.remove', { ideaId: 'x' }, fan)).statusCode).toBe(
      400,
    );
    expect((await trpcMutation(ctx, 'favorites.remove', [1], fan)).statusCode).toBe(400);
  });
});
