import type { Claim } from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import { insertIdea as insertIdeaRow } from '../../src/data/ideas.js';
import { call, createAdmin, createUser, type TestContext, type TestUser } from '../helper.js';

/** Ideas are made directly in the database: these files test claims, not idea creation. */
export function insertIdea(
  context: TestContext,
  userId: number,
  title = 'Date lake sediments with soil DNA',
): Promise<number> {
  return insertIdeaRow(context.app.services.db, context.app.services.dialect, {
    userId,
    title,
    challenge: 'Past soil conditions are hard to reconstruct.',
    approach: 'Sequence microbial DNA preserved in dated cores.',
    impact: 'A new proxy for regional climate.',
    fields: ['Biology'],
    citations: [],
    createdAt: new Date().toISOString(),
  });
}

/** The people and the idea the claims tests work with. */
export interface ClaimCast {
  /** Owns the idea. */
  author: TestUser;
  /** A researcher named Grace Hopper, who claims it. */
  claimer: TestUser;
  /** Another researcher. */
  other: TestUser;
  admin: TestUser;
  /** An idea of `author`'s. */
  ideaId: number;
}

export async function createClaimCast(context: TestContext): Promise<ClaimCast> {
  const author = await createUser(context);
  const claimer = await createUser(context, { name: 'Grace Hopper' });
  const other = await createUser(context);
  const admin = await createAdmin(context);
  const ideaId = await insertIdea(context, author.user.id);
  return { author, claimer, other, admin, ideaId };
}

/** The claim requests of the REST API, made on the app of `context`. */
export function claimCalls(context: TestContext) {
  const save = (ideaId: number | string, user: TestUser | null, payload: unknown) =>
    call(context, {
      method: 'POST',
      url: `/api/ideas/${ideaId}/claim`,
      payload,
      cookie: user?.cookie,
    });

  const drop = (ideaId: number | string, user: TestUser | null) =>
    call(context, { method: 'DELETE', url: `/api/ideas/${ideaId}/claim`, cookie: user?.cookie });

  const list = (ideaId: number | string, user: TestUser | null = null) =>
    call(context, { url: `/api/ideas/${ideaId}/claims`, cookie: user?.cookie });

  const ofUser = (userId: number | string, user: TestUser | null = null) =>
    call(context, { url: `/api/users/${userId}/claims`, cookie: user?.cookie });

  /** Saves a claim that must succeed, and answers it. */
  async function claim(ideaId: number, user: TestUser, payload: unknown): Promise<Claim> {
    const response = await save(ideaId, user, payload);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Claim>();
  }

  async function claimsOf(ideaId: number): Promise<Claim[]> {
    const response = await list(ideaId);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Claim[]>();
  }

  /** The idea's claim counts as the ideas table holds them. */
  async function countsOf(ideaId: number) {
    const row = await context.app.services.db
      .selectFrom('ideas')
      .select(['pursuing_count', 'published_count'])
      .where('id', '=', ideaId)
      .executeTakeFirstOrThrow();
    return { pursuing: Number(row.pursuing_count), published: Number(row.published_count) };
  }

  return { save, drop, list, ofUser, claim, claimsOf, countsOf };
}
