import type { Idea } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { listIdeasPage, walkIdeas, walkIdeasByUser } from '../../src/services/ideas/read.js';
import { createIdea } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';

const ctx = useTestApp();

test('GET /api/ideas streams every idea, oldest first, exactly as the whole list', async () => {
  const author = await createUser(ctx);
  for (let i = 0; i < 7; i += 1) await createIdea(ctx, author);
  const response = await call(ctx, { url: '/api/ideas' });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const listed = response.json<Idea[]>();
  expect(listed.map((idea) => idea.id)).toEqual(
    [...listed.map((idea) => idea.id)].sort((a, b) => a - b),
  );
  // Page by page (3 at a time here, 100 in the app): the same ideas, none twice.
  const pages: Idea[][] = [];
  for await (const page of walkIdeas(ctx.app.services, 3)) pages.push(page);
  expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
  expect(pages.flat()).toEqual(listed);
});

test('walking the pages of ideas.list to the end gives the same ideas as GET /api/ideas', async () => {
  const all = (await call(ctx, { url: '/api/ideas' })).json<Idea[]>();
  expect(all.length).toBeGreaterThan(2);
  const walked: Idea[] = [];
  let after = 0;
  for (;;) {
    const page = await listIdeasPage(ctx.app.services, after, 2);
    walked.push(...page.items);
    if (page.nextAfter === null) break;
    after = page.nextAfter;
  }
  expect(walked).toEqual(all);
});

test('GET /api/users/{id}/ideas streams the researcher’s ideas newest first, page by page', async () => {
  const author = await createUser(ctx);
  const other = await createUser(ctx);
  // Two share an instant: the id breaks the tie, newest (highest) first.
  const at = '2025-03-01T12:00:00.000Z';
  const made = [
    await createIdea(ctx, author, { createdAt: '2025-01-01T00:00:00.000Z' }),
    await createIdea(ctx, author, { createdAt: at }),
    await createIdea(ctx, author, { createdAt: at }),
    await createIdea(ctx, author, { createdAt: '2025-02-01T00:00:00.000Z' }),
    await createIdea(ctx, author, { createdAt: '2025-04-01T00:00:00.000Z' }),
  ];
  await createIdea(ctx, other);
  const response = await call(ctx, { url: `/api/users/${author.user.id}/ideas` });
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
  const listed = response.json<Idea[]>();
  expect(listed.map((idea) => idea.id)).toEqual(
    [made[4], made[2], made[1], made[3], made[0]].map((idea) => idea!.id),
  );
  // Two at a time: the same ideas across the tie, none twice.
  const pages: Idea[][] = [];
  for await (const page of walkIdeasByUser(ctx.app.services, author.user.id, 2)) pages.push(page);
  expect(pages.map((page) => page.length)).toEqual([2, 2, 1]);
  expect(pages.flat()).toEqual(listed);
});
