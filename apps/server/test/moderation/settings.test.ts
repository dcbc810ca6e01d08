import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.js';
import { trpcCall } from '../factories.js';
import { call, createAdmin, createUser, useTestApp } from '../helper.js';
import { insertIdea } from '../comments/comment-calls.js';

/** Posts a comment as `cookie`'s user and answers its id. */
async function comment(context: ReturnType<typeof useTestApp>, ideaId: number, cookie: string) {
  const response = await call(context, {
    method: 'POST',
    url: `/api/ideas/${ideaId}/comments`,
    payload: { content: 'Something to moderate' },
    cookie,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number }>().id;
}

describe('FLAG_THRESHOLD=1', () => {
  const ctx = useTestApp({ FLAG_THRESHOLD: '1' });

  test('one reader’s flag makes a comment flagged', async () => {
    const author = await createUser(ctx);
    const reader = await createUser(ctx);
    const ideaId = await insertIdea(ctx, author.user.id);
    const id = await comment(ctx, ideaId, author.cookie);
    const flagged = await call(ctx, {
      method: 'POST',
      url: `/api/comments/${id}/flag`,
      payload: { reason: 'harassment' },
      cookie: reader.cookie,
    });
    expect(flagged.statusCode).toBe(200);
    const listed = await call(ctx, { url: `/api/ideas/${ideaId}/comments` });
    expect(listed.json()).toEqual([]);
  });
});

describe('rate limits', () => {
  const ctx = useTestApp({ RATE_LIMIT: '1' });

  test('an admin’s status changes count in the moderate bucket, REST and tRPC alike', async () => {
    const admin = await createAdmin(ctx);
    const ideaId = await insertIdea(ctx, admin.user.id);
    const id = await comment(ctx, ideaId, admin.cookie);
    const { max } = RATE_LIMITS.moderate;
    for (let i = 0; i < max; i += 1) {
      const status = i % 2 ? 'active' : 'hidden';
      const answered =
        i % 3 === 0
          ? (await trpcCall(ctx, 'comments.setStatus', { id, status }, 'mutation', admin)).status
          : (
              await call(ctx, {
                method: 'POST',
                url: `/api/comments/${id}/status`,
                payload: { status },
                cookie: admin.cookie,
              })
            ).statusCode;
      expect(answered, String(i)).toBe(200);
    }
    const refused = await call(ctx, {
      method: 'POST',
      url: `/api/comments/${id}/status`,
      payload: { status: 'active' },
      cookie: admin.cookie,
    });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ message: MESSAGES.errors.rateLimited });
  });
});
