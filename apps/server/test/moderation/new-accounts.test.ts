import { randomUUID } from 'node:crypto';
import { type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { loadConfig } from '../../src/env.js';
import { HOUR_MS } from '../../src/lib/time.js';
import type { Clock } from '../../src/runtime/clock.js';
import { ideaPayload, trpcCallOn } from '../factories.js';
import {
  call,
  createAdmin,
  createUser,
  startApp,
  type TestContext,
  type TestUser,
  useTestApp,
} from '../helper.js';
import { insertIdea } from '../comments/comment-calls.js';

// New accounts post at most NEW_ACCOUNT_IDEAS_PER_DAY ideas and
// NEW_ACCOUNT_COMMENTS_PER_DAY comments in their first NEW_ACCOUNT_WINDOW_HOURS
// (issue 13). Comments are limited to 3 here, so the tests stay short; ideas
// keep their default of 5. Time is the services' clock, moved by the tests.

let now = Date.now();
const clock: Clock = { now: () => new Date(now) };
const ctx = useTestApp({ NEW_ACCOUNT_COMMENTS_PER_DAY: '3' }, { clock });
const trpc = trpcCallOn(ctx);

const IDEA_LIMIT = MESSAGES.errors.newAccountIdeaLimit(5, 24);
const COMMENT_LIMIT = MESSAGES.errors.newAccountCommentLimit(3, 24);

const postIdea = (user: TestUser, context: TestContext = ctx) =>
  call(context, { method: 'POST', url: '/api/ideas', payload: ideaPayload(), cookie: user.cookie });

const postComment = (user: TestUser, ideaId: number, payload: Record<string, unknown> = {}) =>
  call(ctx, {
    method: 'POST',
    url: `/api/ideas/${ideaId}/comments`,
    payload: { content: 'A new account speaks', ...payload },
    cookie: user.cookie,
  });

async function postIdeas(user: TestUser, count: number) {
  for (let i = 0; i < count; i += 1) {
    const response = await postIdea(user);
    expect(response.statusCode, response.body).toBe(201);
  }
}

let ideaId: number;

beforeAll(async () => {
  const owner = await createUser(ctx);
  ideaId = await insertIdea(ctx, owner.user.id);
});

describe('ideas', () => {
  test('a new account posts 5 ideas; the 6th is a 429 that says why, over REST and tRPC', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    await postIdeas(newcomer, 5);
    const refused = await postIdea(newcomer);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: IDEA_LIMIT });
    expect(IDEA_LIMIT).toBe(
      'New accounts can post at most 5 ideas in their first 24 hours. You can post more once your account is 24 hours old.',
    );
    const viaTrpc = await trpc('ideas.create', ideaPayload(), 'mutation', newcomer);
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.error?.message).toBe(IDEA_LIMIT);
    expect(viaTrpc.error?.data.code).toBe('TOO_MANY_REQUESTS');
  });

  test('withdrawn ideas still count', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    await postIdeas(newcomer, 5);
    const own = await ctx.app.services.db
      .selectFrom('ideas')
      .select('id')
      .where('user_id', '=', newcomer.user.id)
      .execute();
    for (const { id } of own)
      expect(
        (await call(ctx, { method: 'DELETE', url: `/api/ideas/${id}`, cookie: newcomer.cookie }))
          .statusCode,
      ).toBe(200);
    expect((await postIdea(newcomer)).statusCode).toBe(429);
  });

  test('once the account is 24 hours old, it posts again', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    await postIdeas(newcomer, 5);
    const start = now;
    now += 24 * HOUR_MS - 60_000;
    expect((await postIdea(newcomer)).statusCode).toBe(429);
    now += 61_000;
    expect((await postIdea(newcomer)).statusCode).toBe(201);
    now = start;
  });

  test('admins and accounts older than a day are not limited', async () => {
    const admin = await createAdmin(ctx);
    await ctx.app.services.db
      .updateTable('users')
      .set({ created_at: new Date(now).toISOString() })
      .where('id', '=', admin.user.id)
      .execute();
    await postIdeas(admin, 6);
    const settled = await createUser(ctx);
    await postIdeas(settled, 6);
  });

  test('a second server on the same database counts the same rows', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    const second: TestContext = { ...ctx, app: await startApp(ctx.config, { clock }) };
    try {
      for (let i = 0; i < 5; i += 1) {
        const response = await postIdea(newcomer, i % 2 ? second : ctx);
        expect(response.statusCode, response.body).toBe(201);
      }
      expect((await postIdea(newcomer, second)).statusCode).toBe(429);
      expect((await postIdea(newcomer, ctx)).statusCode).toBe(429);
    } finally {
      await second.app.close();
    }
  });
});

describe('comments', () => {
  test('a new account posts 3 comments (as configured); the 4th is a 429 that says why', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    for (let i = 0; i < 3; i += 1)
      expect((await postComment(newcomer, ideaId)).statusCode).toBe(201);
    const refused = await postComment(newcomer, ideaId);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: COMMENT_LIMIT });
    const viaTrpc = await trpc(
      'comments.create',
      { ideaId, content: 'Over tRPC' },
      'mutation',
      newcomer,
    );
    expect(viaTrpc.status).toBe(429);
    expect(viaTrpc.error?.message).toBe(COMMENT_LIMIT);
  });

  test('deleted comments count; a retry with the same client key is not another post', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    const clientKey = randomUUID();
    const first = await postComment(newcomer, ideaId, { clientKey });
    expect(first.statusCode).toBe(201);
    const second = await postComment(newcomer, ideaId);
    expect(
      (
        await call(ctx, {
          method: 'DELETE',
          url: `/api/comments/${second.json<CommentItem>().id}`,
          cookie: newcomer.cookie,
        })
      ).statusCode,
    ).toBe(200);
    expect((await postComment(newcomer, ideaId)).statusCode).toBe(201);
    // At the limit: the retry answers the first comment again, a new one is refused.
    const retry = await postComment(newcomer, ideaId, { clientKey });
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect((await postComment(newcomer, ideaId)).statusCode).toBe(429);
  });

  test('ideas and comments are counted apart', async () => {
    const newcomer = await createUser(ctx, { newAccount: true });
    for (let i = 0; i < 3; i += 1)
      expect((await postComment(newcomer, ideaId)).statusCode).toBe(201);
    expect((await postIdea(newcomer)).statusCode).toBe(201);
  });
});

describe('the settings', () => {
  test('default to 5 ideas and 30 comments in 24 hours, and a flag threshold of 3', () => {
    const config = loadConfig({});
    expect(config.newAccountLimits).toEqual({ ideas: 5, comments: 30, windowHours: 24 });
    expect(config.flagThreshold).toBe(3);
  });

  test('are read from the environment, and refused when they are not whole numbers', () => {
    const config = loadConfig({
      NEW_ACCOUNT_IDEAS_PER_DAY: '2',
      NEW_ACCOUNT_COMMENTS_PER_DAY: '10',
      NEW_ACCOUNT_WINDOW_HOURS: '48',
      FLAG_THRESHOLD: '5',
    });
    expect(config.newAccountLimits).toEqual({ ideas: 2, comments: 10, windowHours: 48 });
    expect(config.flagThreshold).toBe(5);
    expect(() => loadConfig({ FLAG_THRESHOLD: '0' })).toThrow(/FLAG_THRESHOLD/);
    expect(() => loadConfig({ NEW_ACCOUNT_IDEAS_PER_DAY: 'many' })).toThrow(
      /NEW_ACCOUNT_IDEAS_PER_DAY/,
    );
    expect(() => loadConfig({ NEW_ACCOUNT_WINDOW_HOURS: '-1' })).toThrow(
      /NEW_ACCOUNT_WINDOW_HOURS/,
    );
  });
});

describe('with NEW_ACCOUNT_WINDOW_HOURS=0', () => {
  const unlimited = useTestApp({ NEW_ACCOUNT_WINDOW_HOURS: '0', NEW_ACCOUNT_IDEAS_PER_DAY: '0' });

  test('no account is limited', async () => {
    const newcomer = await createUser(unlimited, { newAccount: true });
    const response = await postIdea(newcomer, unlimited);
    expect(response.statusCode, response.body).toBe(201);
  });
});
