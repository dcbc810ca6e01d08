import { MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast } from './comment-calls.js';

const ctx = useTestApp();
const { postComment, visibleTo, setStatus, flag, flagCountOf } = commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, admin, ideaId } = await createCommentCast(ctx));
});

describe('flagging', () => {
  test('any user flags an active comment: it becomes flagged and its flag count grows', async () => {
    const comment = await postComment(ideaId, author, 'Questionable claim');
    const response = await flag(comment.id, other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await flagCountOf(comment.id)).toBe(1);
    const seen = (await visibleTo(ideaId, admin)).find((c) => c.id === comment.id);
    expect(seen).toMatchObject({ status: 'flagged', flagCount: 1 });
  });

  test('the empty body may come with or without a JSON content type', async () => {
    const a = await postComment(ideaId, author, 'A');
    const b = await postComment(ideaId, author, 'B');
    expect((await flag(a.id, other, { 'content-type': 'application/json' })).statusCode).toBe(200);
    expect((await flag(b.id, other)).statusCode).toBe(200);
  });

  test('authors and admins may flag too', async () => {
    const own = await postComment(ideaId, author, 'I regret this');
    expect((await flag(own.id, author)).statusCode).toBe(200);
    const another = await postComment(ideaId, author, 'Hmm');
    expect((await flag(another.id, admin)).statusCode).toBe(200);
  });

  test('a comment that is already flagged cannot be flagged again (409)', async () => {
    const comment = await postComment(ideaId, author, 'Twice');
    expect((await flag(comment.id, other)).statusCode).toBe(200);
    const again = await flag(comment.id, admin);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.errors.onlyActiveCanBeFlagged });
    expect(await flagCountOf(comment.id)).toBe(1);
  });

  test('a comment restored to active can be flagged again and counts every flag', async () => {
    const comment = await postComment(ideaId, author, 'Restored');
    expect((await flag(comment.id, other)).statusCode).toBe(200);
    expect((await setStatus(comment.id, admin, 'active')).statusCode).toBe(200);
    expect((await flag(comment.id, other)).statusCode).toBe(200);
    expect(await flagCountOf(comment.id)).toBe(2);
  });

  test('two flags racing on one comment count once', async () => {
    const comment = await postComment(ideaId, author, 'Race');
    const flaggers = [other, admin, author];
    const results = await Promise.all(flaggers.map((flagger) => flag(comment.id, flagger)));
    // Any of them may win (on PostgreSQL the requests really run at once). The
    // others find it flagged: a conflict for those who still see it (its author,
    // an admin), "not found" for anyone else.
    const statuses = results.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    flaggers.forEach((flagger, i) => {
      if (statuses[i] !== 200) expect(statuses[i]).toBe(flagger === other ? 404 : 409);
    });
    expect(await flagCountOf(comment.id)).toBe(1);
  });

  test('a hidden comment is a 409 for its author and an admin, a 404 for others who cannot see it', async () => {
    const comment = await postComment(ideaId, author, 'Hidden');
    expect((await setStatus(comment.id, admin, 'hidden')).statusCode).toBe(200);
    expect((await flag(comment.id, author)).statusCode).toBe(409);
    expect((await flag(comment.id, admin)).statusCode).toBe(409);
    const stranger = await flag(comment.id, other);
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: MESSAGES.errors.commentNotFound });
  });

  test('a deleted comment is a 404 even for its author', async () => {
    const comment = await postComment(ideaId, author, 'Deleted');
    expect((await setStatus(comment.id, admin, 'deleted')).statusCode).toBe(200);
    expect((await flag(comment.id, author)).statusCode).toBe(404);
  });

  test('a visitor cannot flag (401); a missing comment is a 404; a bad id a 400', async () => {
    const comment = await postComment(ideaId, author, 'Visitors');
    expect((await flag(comment.id, null)).statusCode).toBe(401);
    expect(await flagCountOf(comment.id)).toBe(0);
    expect((await flag(999_999, other)).statusCode).toBe(404);
    expect(
      (await call(ctx, { method: 'POST', url: '/api/comments/x/flag', cookie: other.cookie }))
        .statusCode,
    ).toBe(400);
  });
});

describe('moderation', () => {
  test('an admin sets active, hidden and deleted and gets the comment back with its flag count', async () => {
    const comment = await postComment(ideaId, author, 'Moderate me');
    expect((await flag(comment.id, other)).statusCode).toBe(200);
    for (const status of ['hidden', 'deleted', 'active'] as const) {
      const response = await setStatus(comment.id, admin, status);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        ...comment,
        status,
        flagCount: 1,
        updatedAt: expect.any(String),
      });
    }
  });

  test('a visitor gets 401; a user, even the author, gets 403, and nothing changes', async () => {
    const comment = await postComment(ideaId, author, 'Mine');
    expect((await setStatus(comment.id, null, 'hidden')).statusCode).toBe(401);
    for (const user of [other, author]) {
      const response = await setStatus(comment.id, user, 'deleted');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.errors.adminOnly });
    }
    expect((await visibleTo(ideaId, null)).find((c) => c.id === comment.id)?.status).toBe('active');
  });

  test.each([['flagged'], ['bogus'], [''], [3], [undefined]])(
    'status %j is a 400',
    async (status) => {
      const comment = await postComment(ideaId, author, 'Status');
      const response = await setStatus(comment.id, admin, status);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('status');
    },
  );

  test('a missing comment is a 404; a bad id is a 400', async () => {
    const missing = await setStatus(999_999, admin, 'hidden');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.commentNotFound });
    expect(
      (
        await call(ctx, {
          method: 'POST',
          url: '/api/comments/0/status',
          payload: { status: 'hidden' },
          cookie: admin.cookie,
        })
      ).statusCode,
    ).toBe(400);
  });
});
