import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { RATE_LIMITS } from '../../src/plugins/rate-limits.js';
import { createIdea } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';
import { payloadOf } from './idea-calls.js';

// Edits and withdrawals are writes: they count in the `post` bucket, on both doors.
const ctx = useTestApp({ RATE_LIMIT: '1', TRUST_PROXY: '1' });

test('PUT and DELETE /api/ideas/{id}, ideas.update and ideas.withdraw share the post limit', async () => {
  const author = await createUser(ctx);
  const idea = await createIdea(ctx, author);
  const headers = { 'x-forwarded-for': '198.51.100.40' };
  const requests = [
    (i: number) =>
      call(ctx, {
        method: 'PUT',
        url: `/api/ideas/${idea.id}`,
        payload: { ...payloadOf(idea), impact: `Edit number ${i}` },
        cookie: author.cookie,
        headers,
      }),
    (i: number) =>
      call(ctx, {
        method: 'POST',
        url: '/trpc/ideas.update',
        payload: { id: idea.id, ...payloadOf(idea), impact: `tRPC edit number ${i}` },
        cookie: author.cookie,
        headers,
      }),
  ];
  const statuses: number[] = [];
  for (let i = 0; i < RATE_LIMITS.post.max; i += 1)
    statuses.push((await requests[i % 2]!(i)).statusCode);
  expect(statuses.every((status) => status === 200)).toBe(true);

  const refused = [
    await requests[0]!(99),
    await call(ctx, {
      method: 'DELETE',
      url: `/api/ideas/${idea.id}`,
      cookie: author.cookie,
      headers,
    }),
    await call(ctx, {
      method: 'POST',
      url: '/trpc/ideas.withdraw',
      payload: { id: idea.id },
      cookie: author.cookie,
      headers,
    }),
  ];
  expect(refused.map((response) => response.statusCode)).toEqual([429, 429, 429]);
  expect(refused[0]!.json()).toEqual({ message: MESSAGES.errors.rateLimited });
  // Nothing past the limit was written.
  const rows = await ctx.app.services.db
    .selectFrom('idea_versions')
    .select('version')
    .where('idea_id', '=', idea.id)
    .execute();
  expect(rows).toHaveLength(RATE_LIMITS.post.max + 1);
});
