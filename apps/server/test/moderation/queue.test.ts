import {
  type FlagQueuePage,
  LIMITS,
  MESSAGES,
  type ModerationLogPage,
} from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { trpcCallOn } from '../factories.js';
import { call, createUser, type TestUser, useTestApp } from '../helper.js';
import { commentCalls, createCommentCast } from '../comments/comment-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const { postComment, setStatus, flag, flagByNewReaders } = commentCalls(ctx);

let author: TestUser;
let other: TestUser;
let admin: TestUser;
let ideaId: number;

beforeAll(async () => {
  ({ author, other, admin, ideaId } = await createCommentCast(ctx));
});

const queue = (user: TestUser | null, page?: string) =>
  call(ctx, {
    url: `/api/admin/flags${page === undefined ? '' : `?page=${page}`}`,
    cookie: user?.cookie,
  });

async function queuedIds(): Promise<number[]> {
  const response = await queue(admin);
  expect(response.statusCode).toBe(200);
  return response.json<FlagQueuePage>().items.map((item) => item.comment.id);
}

describe('GET /api/admin/flags, the moderation queue', () => {
  test('a visitor gets 401 and a user 403; an admin gets the queue', async () => {
    expect((await queue(null)).statusCode).toBe(401);
    for (const user of [author, other]) {
      const refused = await queue(user);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: MESSAGES.errors.moderationAdminOnly });
    }
    const response = await queue(admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ page: 1, pageSize: LIMITS.moderationPageSize });
  });

  test('lists a flagged reply in context: its idea, its parent, its flags with reasons, newest first', async () => {
    const parent = await postComment(ideaId, other, 'Which lakes would you sample?');
    const reply = await postComment(ideaId, author, 'Buy my sediment cores!', parent.id);
    const spotter = await createUser(ctx, { name: 'Lise Meitner' });
    expect(
      (await flag(reply.id, spotter, {}, { reason: 'spam', note: 'An advert.' })).statusCode,
    ).toBe(200);
    expect((await flag(reply.id, other, {}, { reason: 'off-topic' })).statusCode).toBe(200);

    const { items, total } = (await queue(admin)).json<FlagQueuePage>();
    expect(total).toBeGreaterThanOrEqual(1);
    const item = items[0]!;
    expect(item).toEqual({
      comment: {
        ...reply,
        status: 'active',
        flagCount: 2,
        author: { id: author.user.id, username: author.user.username, name: 'Rosalind Franklin' },
      },
      idea: { id: ideaId, title: 'Measure the half-life of abandoned research ideas' },
      parent: {
        ...parent,
        author: { id: other.user.id, username: other.user.username, name: 'Ada Lovelace' },
      },
      flags: [
        {
          reason: 'off-topic',
          note: null,
          createdAt: expect.any(String),
          flagger: { id: other.user.id, username: other.user.username, name: 'Ada Lovelace' },
        },
        {
          reason: 'spam',
          note: 'An advert.',
          createdAt: expect.any(String),
          flagger: { id: spotter.user.id, username: spotter.user.username, name: 'Lise Meitner' },
        },
      ],
      lastFlaggedAt: item.flags[0]!.createdAt,
    });
  });

  test('the comment with the latest flag comes first; a decision takes a comment out', async () => {
    const older = await postComment(ideaId, author, 'Flagged first');
    const newer = await postComment(ideaId, author, 'Flagged second');
    expect((await flag(older.id, other)).statusCode).toBe(200);
    expect((await flag(newer.id, other)).statusCode).toBe(200);
    expect((await queuedIds()).slice(0, 2)).toEqual([newer.id, older.id]);
    // A new flag on the older one brings it back to the top.
    expect((await flag(older.id, admin)).statusCode).toBe(200);
    expect((await queuedIds()).slice(0, 2)).toEqual([older.id, newer.id]);

    for (const status of ['active', 'hidden'] as const) {
      expect(
        (await setStatus(status === 'active' ? older.id : newer.id, admin, status)).statusCode,
      ).toBe(200);
    }
    const ids = await queuedIds();
    expect(ids).not.toContain(older.id);
    expect(ids).not.toContain(newer.id);
  });

  test('a comment flagged by the threshold waits in the queue, its flags all there', async () => {
    const comment = await postComment(ideaId, author, 'Three flags');
    await flagByNewReaders(comment.id, 3);
    const item = (await queue(admin))
      .json<FlagQueuePage>()
      .items.find((entry) => entry.comment.id === comment.id);
    expect(item?.comment).toMatchObject({ status: 'flagged', flagCount: 3 });
    expect(item?.flags).toHaveLength(3);
    expect(item?.parent).toBeNull();
  });

  test('pages hold 20 comments; total counts the whole queue; past the last page is empty', async () => {
    const before = (await queue(admin)).json<FlagQueuePage>().total;
    for (let i = 0; i < LIMITS.moderationPageSize; i += 1) {
      const comment = await postComment(ideaId, author, `Flag number ${i}`);
      expect((await flag(comment.id, other)).statusCode).toBe(200);
    }
    const first = (await queue(admin, '1')).json<FlagQueuePage>();
    const second = (await queue(admin, '2')).json<FlagQueuePage>();
    expect(first.total).toBe(before + LIMITS.moderationPageSize);
    expect(first.items).toHaveLength(LIMITS.moderationPageSize);
    expect(second.items).toHaveLength(first.total - LIMITS.moderationPageSize);
    expect(second.page).toBe(2);
    const firstIds = new Set(first.items.map((item) => item.comment.id));
    expect(second.items.some((item) => firstIds.has(item.comment.id))).toBe(false);
    expect((await queue(admin, '999')).json<FlagQueuePage>().items).toEqual([]);
  });

  test.each(['0', '-1', 'x', '1.5', '01', '1000000'])('page %j is a 400', async (page) => {
    const response = await queue(admin, page);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [{ path: 'page', message: MESSAGES.validation.pageInvalid }],
    });
  });

  test('admin.flags over tRPC answers the same page, and refuses a user the same way', async () => {
    const rest = (await queue(admin)).json<FlagQueuePage>();
    const result = await trpc<FlagQueuePage>('admin.flags', { page: 1 }, 'query', admin);
    expect(result.data).toEqual(rest);
    const fromDefault = await trpc<FlagQueuePage>('admin.flags', {}, 'query', admin);
    expect(fromDefault.data?.page).toBe(1);
    const refused = await trpc('admin.flags', { page: 1 }, 'query', other);
    expect(refused.status).toBe(403);
    expect(refused.error?.message).toBe(MESSAGES.errors.moderationAdminOnly);
    expect((await trpc('admin.flags', { page: 1 }, 'query', null)).status).toBe(401);
    expect((await trpc('admin.flags', { page: 0 }, 'query', admin)).status).toBe(400);
  });
});

describe('GET /api/admin/audit, the moderation log', () => {
  const audit = (user: TestUser | null, page?: number) =>
    call(ctx, {
      url: `/api/admin/audit${page === undefined ? '' : `?page=${page}`}`,
      cookie: user?.cookie,
    });

  test('a visitor gets 401 and a user 403', async () => {
    expect((await audit(null)).statusCode).toBe(401);
    const refused = await audit(other);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: MESSAGES.errors.moderationAdminOnly });
  });

  test('shows every action, newest first: who, when, from, to, which comment and idea', async () => {
    const comment = await postComment(ideaId, author, 'Audited comment');
    await flagByNewReaders(comment.id, 3);
    expect((await setStatus(comment.id, admin, 'hidden')).statusCode).toBe(200);
    expect((await setStatus(comment.id, admin, 'active')).statusCode).toBe(200);

    const { items } = (await audit(admin)).json<ModerationLogPage>();
    const adminName = { id: admin.user.id, username: admin.user.username, name: 'Ada Lovelace' };
    const about = {
      comment: {
        id: comment.id,
        excerpt: 'Audited comment',
        author: { id: author.user.id, username: author.user.username, name: 'Rosalind Franklin' },
      },
      idea: { id: ideaId, title: 'Measure the half-life of abandoned research ideas' },
    };
    expect(items.slice(0, 3)).toEqual([
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        cause: 'moderator',
        actor: adminName,
        fromStatus: 'hidden',
        toStatus: 'active',
        flagsResolved: 0,
        ...about,
      },
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        cause: 'moderator',
        actor: adminName,
        fromStatus: 'flagged',
        toStatus: 'hidden',
        flagsResolved: 3,
        ...about,
      },
      {
        id: expect.any(Number),
        createdAt: expect.any(String),
        cause: 'flags',
        actor: null,
        fromStatus: 'active',
        toStatus: 'flagged',
        flagsResolved: 0,
        ...about,
      },
    ]);
  });

  test('a long comment is shown by its start', async () => {
    const long = await postComment(ideaId, author, `${'word '.repeat(100)}end`);
    expect((await setStatus(long.id, admin, 'hidden')).statusCode).toBe(200);
    const [entry] = (await audit(admin)).json<ModerationLogPage>().items;
    expect(entry?.comment.excerpt.length).toBeLessThanOrEqual(160);
    expect(entry?.comment.excerpt.endsWith('…')).toBe(true);
  });

  test('pages through the whole log, 20 entries a page, and over tRPC too', async () => {
    const comment = await postComment(ideaId, author, 'Moderated many times');
    for (let i = 0; i < LIMITS.moderationPageSize + 1; i += 1)
      expect((await setStatus(comment.id, admin, i % 2 ? 'active' : 'hidden')).statusCode).toBe(
        200,
      );
    const first = (await audit(admin, 1)).json<ModerationLogPage>();
    const second = (await audit(admin, 2)).json<ModerationLogPage>();
    expect(first.items).toHaveLength(LIMITS.moderationPageSize);
    expect(first.total).toBeGreaterThan(LIMITS.moderationPageSize);
    expect(second.items.length).toBe(Math.min(first.total - 20, 20));
    // Newest first, one page after the other.
    const ids = [...first.items, ...second.items].map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const viaTrpc = await trpc<ModerationLogPage>('admin.audit', { page: 2 }, 'query', admin);
    expect(viaTrpc.data).toEqual(second);
    expect((await trpc('admin.audit', { page: 1 }, 'query', author)).status).toBe(403);
  });
});
