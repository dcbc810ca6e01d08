import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { insertComment } from '../../src/data/comments.js';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.js';
import { trpcCall } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';
import { insertIdea } from './claim-calls.js';

const ctx = useTestApp({ RATE_LIMIT: '1' });

test('claims and comment edits and deletes count in the post bucket, REST and tRPC alike', async () => {
  const author = await createUser(ctx);
  const claimer = await createUser(ctx);
  const ideaId = await insertIdea(ctx, author.user.id);
  const { id: commentId } = await insertComment(ctx.app.services.db, {
    ideaId,
    userId: claimer.user.id,
    parentId: null,
    content: 'Draft 0',
    at: new Date().toISOString(),
  });
  const cookie = claimer.cookie;
  const writes = [
    (i: number) =>
      call(ctx, {
        method: 'POST',
        url: `/api/ideas/${ideaId}/claim`,
        payload: { status: 'pursuing', note: `Plan ${i}` },
        cookie,
      }),
    () => call(ctx, { method: 'DELETE', url: `/api/ideas/${ideaId}/claim`, cookie }),
    (i: number) =>
      trpcCall(
        ctx,
        'claims.save',
        { ideaId, status: 'pursuing', note: `tRPC ${i}` },
        'mutation',
        claimer,
      ),
    () => trpcCall(ctx, 'claims.drop', { ideaId }, 'mutation', claimer),
    (i: number) =>
      call(ctx, {
        method: 'PUT',
        url: `/api/comments/${commentId}`,
        payload: { content: `Draft ${i}` },
        cookie,
      }),
    (i: number) =>
      trpcCall(ctx, 'comments.edit', { id: commentId, content: `Edit ${i}` }, 'mutation', claimer),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMITS.post.max; i += 1) {
    const response = await writes[i % writes.length]!(i);
    statuses.push('statusCode' in response ? response.statusCode : response.status);
  }
  expect(statuses.every((status) => status === 200)).toBe(true);
  const refused = await call(ctx, { method: 'DELETE', url: `/api/comments/${commentId}`, cookie });
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.errors.rateLimited });
  const refusedTrpc = await trpcCall(
    ctx,
    'comments.remove',
    { id: commentId },
    'mutation',
    claimer,
  );
  expect(refusedTrpc.status).toBe(429);
});
