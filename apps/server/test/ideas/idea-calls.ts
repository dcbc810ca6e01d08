import type { Idea, IdeaInput, IdeaWithLinks } from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import { ideaPayload } from '../factories.js';
import { call, type TestContext, type TestUser } from '../helper.js';

/** The REST calls of versions and withdrawal (issue 12), made on the app of `ctx`. */
export function ideaCalls(ctx: TestContext) {
  /** PUT /api/ideas/{id} with any body, as `user` (or a visitor). */
  const edit = (id: number | string, user: TestUser | null, payload: unknown) =>
    call(ctx, { method: 'PUT', url: `/api/ideas/${id}`, payload, cookie: user?.cookie });

  /** DELETE /api/ideas/{id}, as `user` (or a visitor). */
  const withdraw = (id: number | string, user: TestUser | null) =>
    call(ctx, { method: 'DELETE', url: `/api/ideas/${id}`, cookie: user?.cookie });

  const read = (id: number | string, user: TestUser | null = null) =>
    call(ctx, { url: `/api/ideas/${id}`, cookie: user?.cookie });

  const versions = (id: number | string) => call(ctx, { url: `/api/ideas/${id}/versions` });

  const version = (id: number | string, n: number | string) =>
    call(ctx, { url: `/api/ideas/${id}/versions/${n}` });

  /** An edit that must succeed: the idea's payload with `changes`, as `user`; answers the idea. */
  async function editOk(
    idea: Idea,
    user: TestUser,
    changes: Partial<IdeaInput> & { expectedVersion?: number },
  ): Promise<Idea> {
    const response = await edit(idea.id, user, { ...payloadOf(idea), ...changes });
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Idea>();
  }

  async function readOk(id: number): Promise<IdeaWithLinks> {
    const response = await read(id);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<IdeaWithLinks>();
  }

  return { edit, withdraw, read, versions, version, editOk, readOk };
}

/** What PUT takes to leave the idea as it is: its create payload. */
export function payloadOf(idea: Idea): IdeaInput {
  return ideaPayload({
    title: idea.title,
    challenge: idea.challenge,
    approach: idea.approach,
    impact: idea.impact,
    fields: idea.fields as IdeaInput['fields'],
    citations: idea.citations,
  });
}
