import { type Comment, type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { trpcCall } from './factories.js';
import {
  call,
  createAdmin,
  createUser,
  ORIGIN,
  type TestContext,
  type TestUser,
  useTestApp,
} from './helper.js';

const ctx = useTestApp();

/** Ideas are made directly in the database: this file tests comments, not idea creation. */
async function insertIdea(context: TestContext, userId: number): Promise<number> {
  const { id } = await context.app.services.db
    .insertInto('ideas')
    .values({
      user_id: userId,
      title: 'Measure the half-life of abandoned research ideas',
      challenge: 'Nobody knows how long an idea stays unexplored.',
      approach: 'Track ideas posted here over five years.',
      impact: 'Better advice for early-career researchers.',
      created_at: new Date().toISOString(),
      rating_count: 0,
      avg_relevance: 0,
      avg_difficulty: 0,
      favorite_count: 0,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function post(
  ideaId: number,
  user: TestUser | null,
  payload: unknown,
  context: TestContext = ctx,
) {
  return call(context, {
    method: 'POST',
    url: `/api/ideas/${ideaId}/comments`,
    payload,
    cookie: user?.cookie,
  });
}

async function postComment(
  ideaId: number,
  user: TestUser,
  content: string,
  parentId?: number,
): Promise<Comment> {
  const response = await post(ideaId, user, { content, ...(parentId ? { parentId } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Comment>();
}

async function list(ideaId: number, user: TestUser | null) {
  return call(ctx, { url: `/api/ideas/${ideaId}/comments`, cookie: user?.cookie });
}

async function visibleTo(ideaId: number, user: TestUser | null): Promise<Comment[]> {
  const response = await list(ideaId, user);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Comment[]>();
}

async function setStatus(id: number, user: TestUser | null, status: unknown) {
  return call(ctx, {
    method: 'POST',
    url: `/api/comments/${id}/status`,
    payload: { status },
    cookie: user?.cookie,
  });
}

async function flag(id: number, user: TestUser | null, headers: Record<string, string> = {}) {
  return call(ctx, {
    method: 'POST',
    url: `/api/comments/${id}/flag`,
    cookie: user?.cookie,
    headers,
  });
}

async function flagCountOf(id: number): Promise<number> {
  const row = await ctx.app.services.db
    .selectFrom('comments')
    .select('flag_count')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.flag_count;
}

/** Calls a tRPC procedure over HTTP, as the web app does (no transformer). */
const trpc = (
  path: string,
  input: unknown,
  user: TestUser | null,
  kind: 'query' | 'mutation' = 'query',
) => trpcCall(ctx, path, input, kind, user);

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  author = await createUser(ctx, { name: 'Rosalind Franklin' });
  other = await createUser(ctx);
  admin = await createAdmin(ctx);
  ideaId = await insertIdea(ctx, other.user.id);
});

describe('posting a comment', () => {
  test('a user posts a comment and gets it back with exactly the SPEC fields', async () => {
    const response = await post(ideaId, author, {
      content: '  Has anyone tried this with preprints?  ',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      id: expect.any(Number),
      ideaId,
      userId: author.user.id,
      parentId: null,
      content: 'Has anyone tried this with preprints?',
      status: 'active',
      createdAt: expect.any(String),
      updatedAt: expect.any(String),
    });
  });

  test('an admin gets the flag count on the comment they post', async () => {
    const response = await post(ideaId, admin, { content: 'Welcome, everyone.' });
    expect(response.statusCode).toBe(201);
    expect(response.json()).toMatchObject({ status: 'active', flagCount: 0 });
  });

  test('a visitor cannot post (401)', async () => {
    const response = await post(ideaId, null, { content: 'Hello' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
  });

  test.each([
    ['empty', { content: '' }, MESSAGES.validation.commentRequired],
    ['only spaces', { content: '   \n\t ' }, MESSAGES.validation.commentRequired],
    ['missing', {}, MESSAGES.validation.commentRequired],
    ['not text', { content: 42 }, MESSAGES.validation.commentRequired],
    ['1001 characters', { content: 'x'.repeat(1001) }, MESSAGES.validation.commentTooLong],
  ])('content that is %s is a 400 with a readable message', async (_name, payload, message) => {
    const response = await post(ideaId, author, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({
      path: 'content',
      message,
    });
  });

  test('1000 characters are accepted, and so are 1000 after trimming', async () => {
    expect((await post(ideaId, author, { content: 'y'.repeat(1000) })).statusCode).toBe(201);
    const padded = await post(ideaId, author, { content: `  ${'z'.repeat(1000)}  ` });
    expect(padded.statusCode).toBe(201);
    expect(padded.json<Comment>().content).toHaveLength(1000);
  });

  test('a comment on a missing idea is a 404', async () => {
    const response = await post(999_999, author, { content: 'Anyone?' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
  });

  test('an idea id that is not a positive integer is a 400', async () => {
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await call(ctx, {
        method: 'POST',
        url: `/api/ideas/${bad}/comments`,
        payload: { content: 'x' },
        cookie: author.cookie,
      });
      expect(response.statusCode, bad).toBe(400);
    }
  });

  test('malformed JSON is a 400, not a crash', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: '{"content": ',
      headers: { 'content-type': 'application/json' },
      cookie: author.cookie,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.errors.malformedJson });
  });

  test('a post from a foreign site is refused with 403', async () => {
    const response = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: { content: 'csrf' },
      headers: { origin: 'https://evil.example' },
      cookie: author.cookie,
    });
    expect(response.statusCode).toBe(403);
    const ours = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/comments`,
      payload: { content: 'same site' },
      headers: { origin: ORIGIN },
      cookie: author.cookie,
    });
    expect(ours.statusCode).toBe(201);
  });
});

describe('replies', () => {
  test('a reply to an active comment of the same idea carries its parentId', async () => {
    const parent = await postComment(ideaId, author, 'Parent');
    const reply = await postComment(ideaId, other, 'Reply', parent.id);
    expect(reply.parentId).toBe(parent.id);
    const nested = await postComment(ideaId, author, 'Reply to the reply', reply.id);
    expect(nested.parentId).toBe(reply.id);
  });

  test('a parentId of null means a top-level comment', async () => {
    const response = await post(ideaId, author, { content: 'Top', parentId: null });
    expect(response.statusCode).toBe(201);
    expect(response.json<Comment>().parentId).toBeNull();
  });

  test.each([
    ['zero', 0],
    ['negative', -1],
    ['fractional', 1.5],
    ['text', 'one'],
    ['past 32 bits', 2 ** 31],
    ['past 53 bits', 2 ** 53],
  ])('a %s parentId is a 400', async (_name, parentId) => {
    const response = await post(ideaId, author, { content: 'Reply', parentId });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: { path: string }[] }>().issues[0]?.path).toBe('parentId');
  });

  test('a reply to a missing comment, a comment of another idea, or a non-active comment is a 400', async () => {
    const otherIdea = await insertIdea(ctx, author.user.id);
    const elsewhere = await postComment(otherIdea, author, 'Elsewhere');
    const hidden = await postComment(ideaId, author, 'Soon hidden');
    expect((await setStatus(hidden.id, admin, 'hidden')).statusCode).toBe(200);
    const flagged = await postComment(ideaId, author, 'Soon flagged');
    expect((await flag(flagged.id, other)).statusCode).toBe(200);

    for (const parentId of [999_999, elsewhere.id, hidden.id, flagged.id]) {
      const response = await post(ideaId, other, { content: 'Reply', parentId });
      expect(response.statusCode, String(parentId)).toBe(400);
      expect(response.json()).toEqual({
        message: MESSAGES.errors.parentNotFound,
        issues: [{ path: 'parentId', message: MESSAGES.errors.parentNotFound }],
      });
    }
  });
});

describe('who sees which comments', () => {
  let thread: number;
  let active: Comment;
  let hidden: Comment;
  let flagged: Comment;
  let deleted: Comment;
  let othersHidden: Comment;

  beforeAll(async () => {
    thread = await insertIdea(ctx, other.user.id);
    active = await postComment(thread, author, 'Active');
    hidden = await postComment(thread, author, 'Hidden by an admin');
    flagged = await postComment(thread, author, 'Flagged by a reader');
    deleted = await postComment(thread, author, 'Deleted by an admin');
    othersHidden = await postComment(thread, other, 'Hidden comment of someone else');
    for (const [id, status] of [
      [hidden.id, 'hidden'],
      [deleted.id, 'deleted'],
      [othersHidden.id, 'hidden'],
    ] as const) {
      expect((await setStatus(id, admin, status)).statusCode).toBe(200);
    }
    expect((await flag(flagged.id, other)).statusCode).toBe(200);
  });

  test('a visitor sees only active comments', async () => {
    expect((await visibleTo(thread, null)).map((c) => c.id)).toEqual([active.id]);
  });

  test('a user sees active comments and their own hidden ones, not others’', async () => {
    expect((await visibleTo(thread, other)).map((c) => c.id)).toEqual([active.id, othersHidden.id]);
  });

  test('the author also sees their own hidden and flagged comments, but not deleted ones', async () => {
    const comments = await visibleTo(thread, author);
    expect(comments.map((c) => [c.id, c.status])).toEqual([
      [active.id, 'active'],
      [hidden.id, 'hidden'],
      [flagged.id, 'flagged'],
    ]);
  });

  test('an admin sees every comment, oldest first, with flag counts', async () => {
    const comments = await visibleTo(thread, admin);
    expect(comments.map((c) => [c.id, c.status, c.flagCount])).toEqual([
      [active.id, 'active', 0],
      [hidden.id, 'hidden', 0],
      [flagged.id, 'flagged', 1],
      [deleted.id, 'deleted', 0],
      [othersHidden.id, 'hidden', 0],
    ]);
  });

  test('no one but an admin gets flag counts', async () => {
    for (const viewer of [null, other, author]) {
      for (const comment of await visibleTo(thread, viewer))
        expect(comment).not.toHaveProperty('flagCount');
    }
  });

  test('REST items carry exactly the SPEC fields', async () => {
    const [first] = await visibleTo(thread, null);
    expect(Object.keys(first ?? {}).sort()).toEqual(
      ['content', 'createdAt', 'id', 'ideaId', 'parentId', 'status', 'updatedAt', 'userId'].sort(),
    );
  });

  test('comments of a missing idea are a 404; a bad id is a 400', async () => {
    const missing = await list(999_999, null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
    expect((await call(ctx, { url: '/api/ideas/nope/comments' })).statusCode).toBe(400);
  });

  test('an idea without comments lists none', async () => {
    expect(await visibleTo(await insertIdea(ctx, author.user.id), null)).toEqual([]);
  });
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

describe('tRPC', () => {
  test('comments.create and comments.list carry the author’s public name and nothing secret', async () => {
    const created = await trpc(
      'comments.create',
      { ideaId, content: ' Via tRPC ' },
      author,
      'mutation',
    );
    expect(created.status).toBe(200);
    const item = created.data as CommentItem;
    expect(item).toMatchObject({
      ideaId,
      content: 'Via tRPC',
      status: 'active',
      author: { id: author.user.id, username: author.user.username, name: 'Rosalind Franklin' },
    });
    expect(Object.keys(item.author ?? {}).sort()).toEqual(['id', 'name', 'username']);
    const listed = await trpc('comments.list', { ideaId }, null);
    expect((listed.data as CommentItem[]).find((c) => c.id === item.id)).toEqual(item);
  });

  test('comments.flag and comments.setStatus follow the same rules', async () => {
    const { data } = await trpc(
      'comments.create',
      { ideaId, content: 'Flag me' },
      author,
      'mutation',
    );
    const id = (data as CommentItem).id;
    expect((await trpc('comments.flag', { id }, null, 'mutation')).error?.data.code).toBe(
      'UNAUTHORIZED',
    );
    expect((await trpc('comments.flag', { id }, other, 'mutation')).data).toEqual({
      success: true,
    });
    const again = await trpc('comments.flag', { id }, author, 'mutation');
    expect(again.status).toBe(409);
    expect(again.error?.message).toBe(MESSAGES.errors.onlyActiveCanBeFlagged);

    const forbidden = await trpc(
      'comments.setStatus',
      { id, status: 'hidden' },
      author,
      'mutation',
    );
    expect(forbidden.status).toBe(403);
    const flaggedStatus = await trpc(
      'comments.setStatus',
      { id, status: 'flagged' },
      admin,
      'mutation',
    );
    expect(flaggedStatus.status).toBe(400);
    const hidden = await trpc('comments.setStatus', { id, status: 'hidden' }, admin, 'mutation');
    expect(hidden.data).toMatchObject({
      id,
      status: 'hidden',
      flagCount: 1,
      author: { id: author.user.id },
    });
  });

  test('errors keep their status codes', async () => {
    expect((await trpc('comments.list', { ideaId: 999_999 }, null)).status).toBe(404);
    expect((await trpc('comments.list', { ideaId: 'x' }, null)).status).toBe(400);
    expect((await trpc('comments.create', { ideaId, content: 'x' }, null, 'mutation')).status).toBe(
      401,
    );
    const blank = await trpc('comments.create', { ideaId, content: '  ' }, author, 'mutation');
    expect(blank.status).toBe(400);
    expect(blank.error?.message).toBe(MESSAGES.validation.commentRequired);
    const badParent = await trpc(
      'comments.create',
      { ideaId, content: 'x', parentId: 999_999 },
      author,
      'mutation',
    );
    expect(badParent.status).toBe(400);
    expect(
      (await trpc('comments.setStatus', { id: 999_999, status: 'hidden' }, admin, 'mutation'))
        .status,
    ).toBe(404);
  });
});

describe('rate limits', () => {
  const limited = useTestApp({ RATE_LIMIT: '1' });

  test('posting more than 30 comments a minute is a 429', async () => {
    const user = await createUser(limited);
    const idea = await insertIdea(limited, user.user.id);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1)
      statuses.push((await post(idea, user, { content: `Comment ${i}` }, limited)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
