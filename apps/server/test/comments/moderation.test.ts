import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { call, createUser, type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast } from './comment-calls.js';

const ctx = useTestApp();
const { postComment, visibleTo, setStatus, flag, flagByNewReaders, flagCountOf } =
  commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, admin, ideaId } = await createCommentCast(ctx));
});

/** The comment's flags as stored: reader, reason, note, settled or not. */
async function flagRows(commentId: number) {
  return ctx.app.services.db
    .selectFrom('comment_flags')
    .select(['user_id', 'reason', 'note', 'resolved_at'])
    .where('comment_id', '=', commentId)
    .orderBy('id')
    .execute();
}

async function logOf(commentId: number) {
  return ctx.app.services.db
    .selectFrom('moderation_log')
    .select(['actor_id', 'cause', 'from_status', 'to_status', 'flags_resolved'])
    .where('comment_id', '=', commentId)
    .orderBy('id')
    .execute();
}

const seenBy = async (user: TestUser | null, id: number) =>
  (await visibleTo(ideaId, user)).find((c) => c.id === id);

describe('flagging', () => {
  test('a flag keeps the comment active and visible to everyone, counting it', async () => {
    const comment = await postComment(ideaId, author, 'Questionable claim');
    const response = await flag(comment.id, other);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await flagCountOf(comment.id)).toBe(1);
    for (const viewer of [null, other, author, admin])
      expect(await seenBy(viewer, comment.id)).toMatchObject({ status: 'active', flagCount: 1 });
    expect(await logOf(comment.id)).toEqual([]);
  });

  test('flags from three readers make it flagged: hidden from readers, logged as the threshold’s', async () => {
    const comment = await postComment(ideaId, author, 'Three readers object');
    const [first, second] = await flagByNewReaders(comment.id, 2);
    expect(await seenBy(null, comment.id)).toMatchObject({ status: 'active', flagCount: 2 });
    expect((await flag(comment.id, other)).statusCode).toBe(200);

    expect(await flagCountOf(comment.id)).toBe(3);
    for (const viewer of [null, other, first!, second!])
      expect(await seenBy(viewer, comment.id)).toBeUndefined();
    expect(await seenBy(author, comment.id)).toMatchObject({ status: 'flagged', flagCount: 3 });
    expect(await seenBy(admin, comment.id)).toMatchObject({ status: 'flagged', flagCount: 3 });
    expect(await logOf(comment.id)).toEqual([
      {
        actor_id: null,
        cause: 'flags',
        from_status: 'active',
        to_status: 'flagged',
        flags_resolved: 0,
      },
    ]);
  });

  test('a reader flags a comment once: a second flag is a 409 and counts nothing', async () => {
    const comment = await postComment(ideaId, author, 'Twice');
    expect((await flag(comment.id, other)).statusCode).toBe(200);
    const again = await flag(comment.id, other, {}, { reason: 'spam' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.errors.alreadyFlagged });
    expect(await flagCountOf(comment.id)).toBe(1);
    expect(await flagRows(comment.id)).toHaveLength(1);
  });

  test('a reader who flagged a comment that is now flagged still hears "already flagged"', async () => {
    const comment = await postComment(ideaId, author, 'Flagged meanwhile');
    const [reader] = await flagByNewReaders(comment.id, 3);
    const again = await flag(comment.id, reader!);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: MESSAGES.errors.alreadyFlagged });
  });

  test('a reason and a note are kept; the note is trimmed and an empty one is none', async () => {
    const comment = await postComment(ideaId, author, 'Reasons');
    const [a, b, c] = [await createUser(ctx), await createUser(ctx), await createUser(ctx)];
    const bodies = [
      { reason: 'spam', note: '  Sells citations.  ' },
      { reason: 'off-topic', note: '   ' },
      { note: 'No reason picked, a note anyway', reason: null },
    ];
    for (const [index, reader] of [a, b, c].entries()) {
      const response = await flag(comment.id, reader, {}, bodies[index]);
      expect(response.statusCode, response.body).toBe(200);
    }
    expect(await flagRows(comment.id)).toEqual([
      { user_id: a.user.id, reason: 'spam', note: 'Sells citations.', resolved_at: null },
      { user_id: b.user.id, reason: 'off-topic', note: null, resolved_at: null },
      {
        user_id: c.user.id,
        reason: null,
        note: 'No reason picked, a note anyway',
        resolved_at: null,
      },
    ]);
  });

  test.each([
    [{ reason: 'rude' }, 'reason', MESSAGES.validation.flagReasonInvalid],
    [{ reason: 3 }, 'reason', MESSAGES.validation.flagReasonInvalid],
    [{ note: 'x'.repeat(LIMITS.flagNoteMax + 1) }, 'note', MESSAGES.validation.flagNoteTooLong],
    [{ note: 42 }, 'note', MESSAGES.validation.invalidInput],
  ])('a flag with %j is a 400 on %s and counts nothing', async (body, path, message) => {
    const comment = await postComment(ideaId, author, 'Validated');
    const response = await flag(comment.id, other, {}, body);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toEqual([{ path, message }]);
    expect(await flagCountOf(comment.id)).toBe(0);
  });

  test('a note of exactly 280 characters is fine', async () => {
    const comment = await postComment(ideaId, author, 'Long note');
    const note = 'n'.repeat(LIMITS.flagNoteMax);
    expect((await flag(comment.id, other, {}, { reason: 'other', note })).statusCode).toBe(200);
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

  test('a comment an admin keeps active needs three new readers to be flagged again', async () => {
    const comment = await postComment(ideaId, author, 'Restored');
    const earlier = await flagByNewReaders(comment.id, 3);
    expect((await setStatus(comment.id, admin, 'active')).statusCode).toBe(200);
    expect((await flagRows(comment.id)).every((row) => row.resolved_at !== null)).toBe(true);
    // The earlier readers cannot flag it again; two new ones do not flag it.
    expect((await flag(comment.id, earlier[0]!)).statusCode).toBe(409);
    await flagByNewReaders(comment.id, 2);
    expect(await seenBy(null, comment.id)).toMatchObject({ status: 'active', flagCount: 5 });
    await flagByNewReaders(comment.id, 1);
    expect(await seenBy(null, comment.id)).toBeUndefined();
    expect((await logOf(comment.id)).map((entry) => entry.to_status)).toEqual([
      'flagged',
      'active',
      'flagged',
    ]);
  });

  test('flags racing on one comment each count, and exactly one crosses the threshold', async () => {
    const comment = await postComment(ideaId, author, 'Race');
    const readers = await Promise.all(Array.from({ length: 5 }, () => createUser(ctx)));
    const results = await Promise.all(readers.map((reader) => flag(comment.id, reader)));
    // Three flags make it flagged; the readers whose flag came after see no comment to flag.
    const statuses = results.map((r) => r.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 404, 404]);
    expect(await flagCountOf(comment.id)).toBe(3);
    expect(await logOf(comment.id)).toHaveLength(1);
  });

  test('one reader’s flags racing count once', async () => {
    const comment = await postComment(ideaId, author, 'Double click');
    const results = await Promise.all([flag(comment.id, other), flag(comment.id, other)]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(await flagCountOf(comment.id)).toBe(1);
  });

  test('a hidden comment is a 409 for its author and an admin, a 404 for others who cannot see it', async () => {
    const comment = await postComment(ideaId, author, 'Hidden');
    expect((await setStatus(comment.id, admin, 'hidden')).statusCode).toBe(200);
    const own = await flag(comment.id, author);
    expect(own.statusCode).toBe(409);
    expect(own.json()).toEqual({ message: MESSAGES.errors.onlyActiveCanBeFlagged });
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

  test('every decision is logged with who, from and to, and settles the flags awaiting review', async () => {
    const comment = await postComment(ideaId, author, 'Logged');
    await flagByNewReaders(comment.id, 3);
    for (const status of ['hidden', 'hidden', 'deleted', 'active'] as const)
      expect((await setStatus(comment.id, admin, status)).statusCode).toBe(200);
    const moderator = { actor_id: admin.user.id, cause: 'moderator' };
    expect(await logOf(comment.id)).toEqual([
      {
        actor_id: null,
        cause: 'flags',
        from_status: 'active',
        to_status: 'flagged',
        flags_resolved: 0,
      },
      { ...moderator, from_status: 'flagged', to_status: 'hidden', flags_resolved: 3 },
      { ...moderator, from_status: 'hidden', to_status: 'hidden', flags_resolved: 0 },
      { ...moderator, from_status: 'hidden', to_status: 'deleted', flags_resolved: 0 },
      { ...moderator, from_status: 'deleted', to_status: 'active', flags_resolved: 0 },
    ]);
  });

  test('a visitor gets 401; a user, even the author, gets 403, and nothing changes or is logged', async () => {
    const comment = await postComment(ideaId, author, 'Mine');
    expect((await setStatus(comment.id, null, 'hidden')).statusCode).toBe(401);
    for (const user of [other, author]) {
      const response = await setStatus(comment.id, user, 'deleted');
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: MESSAGES.errors.adminOnly });
    }
    expect((await visibleTo(ideaId, null)).find((c) => c.id === comment.id)?.status).toBe('active');
    expect(await logOf(comment.id)).toEqual([]);
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
