import {
  type CommentItem,
  type IdeaDetail,
  type BrowsePage,
  MESSAGES,
  type PublicUser,
} from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createToken, withToken } from '../access-tokens/token-calls.js';
import { createIdea, trpcCallOn } from '../factories.js';
import { createUser, type TestUser, useTestApp } from '../helper.js';
import { get, isSignedIn, loginAgain, post } from './account-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const v = MESSAGES.validation;
const DELETED = MESSAGES.account.deletedUser;

const remove = (user: TestUser, input: { password?: string; username?: string } = {}) =>
  post(
    ctx,
    '/api/user/delete',
    { password: user.password, username: user.user.username, ...input },
    user,
  );

describe('deleting an account', () => {
  test('asks for the password and the username typed out, each refused on its field', async () => {
    const ada = await createUser(ctx);
    const wrongName = await remove(ada, { username: 'someone-else' });
    expect(wrongName.statusCode).toBe(400);
    expect(wrongName.json()).toEqual({
      message: v.confirmUsernameMismatch,
      issues: [{ path: 'username', message: v.confirmUsernameMismatch }],
    });
    const wrongPassword = await remove(ada, { password: 'not my password' });
    expect(wrongPassword.statusCode).toBe(400);
    expect(wrongPassword.json()).toEqual({
      message: v.passwordWrong,
      issues: [{ path: 'password', message: v.passwordWrong }],
    });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(true);
  });

  test('keeps ideas and comments, shown as by "Deleted user"; ratings and favorites go with their counts', async () => {
    const ada = await createUser(ctx);
    const grace = await createUser(ctx);
    const adaIdea = await createIdea(ctx, ada, { title: 'An idea that outlives its author' });
    const graceIdea = await createIdea(ctx, grace);
    await post(ctx, `/api/ideas/${graceIdea.id}/comments`, { content: 'Still here.' }, ada);
    await post(ctx, `/api/ideas/${graceIdea.id}/rate`, { relevance: 10, difficulty: 10 }, ada);
    await post(ctx, `/api/ideas/${graceIdea.id}/rate`, { relevance: 2, difficulty: 4 }, grace);
    await post(ctx, `/api/favorites/add/${graceIdea.id}`, undefined, ada);
    const phone = await loginAgain(ctx, ada);
    const { token } = await createToken(ctx, ada);

    const response = await remove(ada);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true });
    // Logged out: the cookie is cleared, and every session and token is gone.
    expect(response.cookies.find((c) => c.name === 'tof_session')?.value).toBe('');
    expect(await isSignedIn(ctx, ada.cookie)).toBe(false);
    expect(await isSignedIn(ctx, phone)).toBe(false);
    expect((await withToken(ctx, token, { url: '/api/user' })).statusCode).toBe(401);

    const detail = await trpc<IdeaDetail>('ideas.byId', { id: adaIdea.id }, 'query');
    expect(detail.data?.author).toEqual({
      id: ada.user.id,
      username: DELETED,
      name: DELETED,
      institution: '',
      email: '',
      orcidId: '',
    });
    const cards = await trpc<BrowsePage>('ideas.byUser', { userId: ada.user.id }, 'query');
    expect(cards.data?.items.map((card) => card.author)).toEqual([
      { id: ada.user.id, username: DELETED },
    ]);
    const comments = await trpc<CommentItem[]>('comments.list', { ideaId: graceIdea.id }, 'query');
    expect(comments.data?.map((comment) => [comment.content, comment.author?.name])).toEqual([
      ['Still here.', DELETED],
    ]);
    expect((await get(ctx, `/api/users/${ada.user.id}`)).json<PublicUser>().name).toBe(DELETED);

    const after = await trpc<IdeaDetail>('ideas.byId', { id: graceIdea.id }, 'query');
    expect(after.data?.ratings).toEqual([{ userId: grace.user.id, relevance: 2, difficulty: 4 }]);
    expect(after.data?.stats).toEqual({
      ratingCount: 1,
      avgRelevance: 2,
      avgDifficulty: 4,
      favoriteCount: 0,
      pursuingCount: 0,
      publishedCount: 0,
    });
    const favoriters = await get(ctx, '/api/users');
    expect(
      favoriters.json<{ id: number; favorites: number[] }[]>().find((u) => u.id === ada.user.id),
    ).toEqual({ id: ada.user.id, favorites: [] });
  });

  test('the account cannot log in again, and its username and email are free to register', async () => {
    const ada = await createUser(ctx);
    await remove(ada);
    for (const username of [ada.user.username, ada.user.email, DELETED]) {
      const login = await post(ctx, '/api/login', { username, password: ada.password });
      expect(login.statusCode, username).toBe(401);
    }
    const again = await createUser(ctx, { username: ada.user.username, email: ada.user.email });
    expect(again.user.id).not.toBe(ada.user.id);
    // Two deleted accounts share the name without colliding.
    expect((await remove(again)).statusCode).toBe(200);
  });

  test('account.delete over tRPC does the same and clears the cookie', async () => {
    const ada = await createUser(ctx);
    const result = await trpc(
      'account.delete',
      { password: ada.password, username: ada.user.username },
      'mutation',
      ada,
    );
    expect(result.data).toEqual({ success: true });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(false);
  });
});

describe('citing an idea of a deleted account', () => {
  test('names no author: the citation says Anonymous, as for an idea without one', async () => {
    const ada = await createUser(ctx, { name: 'Ada Lovelace' });
    const idea = await createIdea(ctx, ada);
    const cite = () =>
      trpc<{ text: string }>('citations.formatIdea', { ideaId: idea.id, style: 'apa' }, 'query');
    expect((await cite()).data?.text).toContain('Lovelace');
    await remove(ada);
    const text = (await cite()).data?.text ?? '';
    expect(text).toContain('Anonymous');
    expect(text).not.toContain(DELETED);
  });
});
