import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createIdea, ideaPayload, trpcCallOn } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';
import { lastTokenFor } from '../outbox.js';
import { post } from './account-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const refused = { message: MESSAGES.errors.emailNotVerified };

describe('posting takes a verified email address', () => {
  test('an unverified account may rate and favourite, but not post ideas or comments (403, readable)', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const newcomer = await createUser(ctx, { verified: false });

    const ideaPost = await post(ctx, '/api/ideas', ideaPayload(), newcomer);
    expect(ideaPost.statusCode).toBe(403);
    expect(ideaPost.json()).toEqual(refused);
    const comment = await post(ctx, `/api/ideas/${idea.id}/comments`, { content: 'Hi' }, newcomer);
    expect(comment.statusCode).toBe(403);
    expect(comment.json()).toEqual(refused);

    const trpcIdea = await trpc('ideas.create', ideaPayload(), 'mutation', newcomer);
    expect([trpcIdea.status, trpcIdea.error?.data.code, trpcIdea.error?.message]).toEqual([
      403,
      'FORBIDDEN',
      refused.message,
    ]);
    const trpcComment = await trpc(
      'comments.create',
      { ideaId: idea.id, content: 'Hi' },
      'mutation',
      newcomer,
    );
    expect(trpcComment.status).toBe(403);

    expect(
      (await post(ctx, `/api/ideas/${idea.id}/rate`, { relevance: 7, difficulty: 5 }, newcomer))
        .statusCode,
    ).toBe(200);
    expect((await post(ctx, `/api/favorites/add/${idea.id}`, undefined, newcomer)).statusCode).toBe(
      200,
    );
  });

  test('once the emailed link is opened, the same account posts', async () => {
    const newcomer = await createUser(ctx, { verified: false });
    expect((await post(ctx, '/api/ideas', ideaPayload(), newcomer)).statusCode).toBe(403);
    const token = lastTokenFor(ctx, newcomer.user.email, 'verify-email');
    expect((await post(ctx, `/api/verify-email/${token}`)).statusCode).toBe(200);
    expect((await post(ctx, '/api/ideas', ideaPayload(), newcomer)).statusCode).toBe(201);
  });
});
