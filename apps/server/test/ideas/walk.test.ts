import type { Idea } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { listIdeasPage, walkIdeas } from '../../src/services/ideas/read.js';
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
