import { type Claim, MESSAGES, type ResearcherClaim } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { trpcCallOn } from '../factories.js';
import { type TestUser, useTestApp } from '../helper.js';
import { claimCalls, createClaimCast, insertIdea } from './claim-calls.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);
const { claimsOf } = claimCalls(ctx);
const e = MESSAGES.errors;

let author: TestUser;
let claimer: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ author, claimer, admin } = await createClaimCast(ctx));
});

describe('claims over tRPC: the same service and rules as REST', () => {
  test('claims.save creates and changes the caller’s claim; claims.list shows it to anyone', async () => {
    const ideaId = await insertIdea(ctx, author.user.id);
    const saved = await trpc<Claim>(
      'claims.save',
      { ideaId, status: 'pursuing', note: 'On it' },
      'mutation',
      claimer,
    );
    expect(saved.status).toBe(200);
    expect(saved.data).toMatchObject({ ideaId, userId: claimer.user.id, note: 'On it' });
    const published = await trpc<Claim>(
      'claims.save',
      { ideaId: String(ideaId), status: 'published', resultUrl: '10.1000/t' },
      'mutation',
      claimer,
    );
    expect(published.data).toMatchObject({
      status: 'published',
      note: 'On it',
      resultUrl: 'https://doi.org/10.1000/t',
    });
    const listed = await trpc<Claim[]>('claims.list', { ideaId }, 'query', null);
    expect(listed.data).toEqual([published.data]);
    expect(await claimsOf(ideaId)).toEqual(listed.data);
  });

  test('claims.byUser lists a researcher’s claims with their ideas', async () => {
    const ideaId = await insertIdea(ctx, author.user.id, 'Claimed over tRPC');
    await trpc('claims.save', { ideaId, status: 'pursuing' }, 'mutation', admin);
    const { data } = await trpc<ResearcherClaim[]>(
      'claims.byUser',
      { userId: admin.user.id },
      'query',
      null,
    );
    expect(data?.map((c) => c.idea)).toEqual([{ id: ideaId, title: 'Claimed over tRPC' }]);
    const missing = await trpc('claims.byUser', { userId: 999_999 }, 'query', null);
    expect(missing.error?.data.code).toBe('NOT_FOUND');
  });

  test('claims.drop drops the caller’s claim and is idempotent', async () => {
    const ideaId = await insertIdea(ctx, author.user.id);
    await trpc('claims.save', { ideaId, status: 'pursuing' }, 'mutation', claimer);
    for (let i = 0; i < 2; i += 1) {
      const dropped = await trpc('claims.drop', { ideaId }, 'mutation', claimer);
      expect(dropped.data).toEqual({ success: true });
    }
    expect(await claimsOf(ideaId)).toEqual([]);
  });

  test('visitors, the idea’s author, a published claim going back, bad input and missing ideas are refused', async () => {
    const ideaId = await insertIdea(ctx, author.user.id);
    const visitor = await trpc('claims.save', { ideaId, status: 'pursuing' }, 'mutation', null);
    expect(visitor.error?.data.code).toBe('UNAUTHORIZED');
    expect((await trpc('claims.drop', { ideaId }, 'mutation', null)).status).toBe(401);

    const own = await trpc('claims.save', { ideaId, status: 'pursuing' }, 'mutation', author);
    expect(own.status).toBe(403);
    expect(own.error?.message).toBe(e.ownIdeaClaim);

    await trpc(
      'claims.save',
      { ideaId, status: 'published', resultUrl: '10.1000/x' },
      'mutation',
      claimer,
    );
    const back = await trpc('claims.save', { ideaId, status: 'pursuing' }, 'mutation', claimer);
    expect(back.status).toBe(409);
    expect(back.error?.message).toBe(e.claimAlreadyPublished);

    const noResult = await trpc(
      'claims.save',
      { ideaId, status: 'published' },
      'mutation',
      claimer,
    );
    expect(noResult.status).toBe(400);
    expect(noResult.error?.message).toBe(MESSAGES.validation.claimResultRequired);
    expect(noResult.error?.data.issues).toEqual([
      { path: 'resultUrl', message: MESSAGES.validation.claimResultRequired },
    ]);

    const missing = await trpc(
      'claims.save',
      { ideaId: 999_999, status: 'pursuing' },
      'mutation',
      claimer,
    );
    expect(missing.status).toBe(404);
    expect((await trpc('claims.list', { ideaId: 999_999 }, 'query', null)).status).toBe(404);
    expect((await trpc('claims.list', { ideaId: 'x' }, 'query', null)).status).toBe(400);
  });
});
