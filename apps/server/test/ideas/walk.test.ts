import type { Idea } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { listIdeas, walkIdeas } from '../../src/services/ideas/read.js';
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
  expect(listed).toEqual(await listIdeas(ctx.app.services));

  // Page by page (3 at a time here, 500 in the app): the same ideas, none twice.
  const pages: Idea[][] = [];
  for await (const page of walkIdeas(ctx.app.services, 3)) pages.push(page);
  expect(pages.map((page) => page.length)).toEqual([3, 3, 1]);
  expect(pages.flat()).toEqual(listed);
});
