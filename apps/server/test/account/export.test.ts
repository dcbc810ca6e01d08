import type { AccountExport, Comment, Idea } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createToken, withToken } from '../access-tokens/token-calls.js';
import { createIdea, trpcCallOn } from '../factories.js';
import { createUser, useTestApp } from '../helper.js';
import { get, post } from './account-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);

describe('download my data', () => {
  test('holds the account, its ideas, comments, ratings, favorites and flags, and nothing of anyone else', async () => {
    const ada = await createUser(ctx, { orcidId: '0000-0002-1825-0097' });
    const grace = await createUser(ctx);
    const adaIdea = await createIdea(ctx, ada, { title: 'Ada’s engine notes' });
    const graceIdea = await createIdea(ctx, grace, { title: 'Grace’s compiler' });
    const adaComment = (
      await post(ctx, `/api/ideas/${graceIdea.id}/comments`, { content: 'Lovely.' }, ada)
    ).json<Comment>();
    const graceComment = (
      await post(ctx, `/api/ideas/${adaIdea.id}/comments`, { content: 'Grace was here.' }, grace)
    ).json<Comment>();
    // Ada's flag of Grace's comment is Ada's data; Grace's flag of Ada's comment is not.
    await post(
      ctx,
      `/api/comments/${graceComment.id}/flag`,
      { reason: 'off-topic', note: 'Not about the engine.' },
      ada,
    );
    await post(ctx, `/api/comments/${adaComment.id}/flag`, { reason: 'spam' }, grace);
    await post(ctx, `/api/ideas/${graceIdea.id}/rate`, { relevance: 9, difficulty: 4 }, ada);
    await post(ctx, `/api/ideas/${adaIdea.id}/rate`, { relevance: 2, difficulty: 2 }, grace);
    await post(ctx, `/api/favorites/add/${graceIdea.id}`, undefined, ada);
    await post(ctx, `/api/favorites/add/${adaIdea.id}`, undefined, grace);

    const response = await get(ctx, '/api/user/export', ada);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toMatch(
      new RegExp(
        `^attachment; filename="thisoneforfree-${ada.user.username}-\\d{4}-\\d{2}-\\d{2}\\.json"$`,
      ),
    );
    const data = response.json<AccountExport>();
    expect(data.account).toMatchObject({
      id: ada.user.id,
      username: ada.user.username,
      email: ada.user.email,
      orcidId: '0000-0002-1825-0097',
      emailVerified: 1,
    });
    expect(data.ideas.map((idea) => idea.title)).toEqual(['Ada’s engine notes']);
    // Grace's rating of Ada's idea is Grace's data.
    expect(data.ideas[0]).not.toHaveProperty('ratings');
    expect(data.comments).toEqual([{ ...adaComment, flagCount: 1 }]);
    expect(data.flags).toEqual([
      {
        commentId: graceComment.id,
        reason: 'off-topic',
        note: 'Not about the engine.',
        createdAt: expect.any(String),
      },
    ]);
    expect(data.ratings).toEqual([
      expect.objectContaining({ ideaId: graceIdea.id, relevance: 9, difficulty: 4 }),
    ]);
    expect(data.favorites).toEqual([expect.objectContaining({ ideaId: graceIdea.id })]);

    const text = response.body;
    expect(text).not.toContain(grace.user.email);
    expect(text).not.toContain('Grace was here.');
    expect(text).not.toMatch(/password|argon2|token|session/i);
  });

  test('works with an access token of either scope, as a script would fetch it', async () => {
    const ada = await createUser(ctx);
    const idea: Idea = await createIdea(ctx, ada);
    const { token } = await createToken(ctx, ada, { scope: 'read' });
    const response = await withToken(ctx, token, { url: '/api/user/export' });
    expect(response.statusCode).toBe(200);
    expect(response.json<AccountExport>().ideas.map((own) => own.id)).toEqual([idea.id]);
  });

  test('account.export over tRPC answers the same data', async () => {
    const ada = await createUser(ctx);
    await createIdea(ctx, ada, { title: 'Exported over tRPC' });
    const result = await trpc<AccountExport>('account.export', undefined, 'query', ada);
    expect(result.data?.ideas.map((idea) => idea.title)).toEqual(['Exported over tRPC']);
    expect(result.data?.account.username).toBe(ada.user.username);
  });
});
