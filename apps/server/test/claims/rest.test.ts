import { type Claim, MESSAGES, type ResearcherClaim } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Clock } from '../../src/runtime/clock.js';
import { call, createUser, type TestUser, useTestApp } from '../helper.js';
import { claimCalls, createClaimCast, insertIdea } from './claim-calls.js';

// The services' clock, moved by the tests: "since when" and "last changed" are its times.
let now = new Date('2026-04-01T09:00:00.000Z').getTime();
const clock: Clock = { now: () => new Date(now) };
const tick = () => (now += 60_000);

const ctx = useTestApp({}, { clock });
const { save, drop, list, ofUser, claim, claimsOf, countsOf } = claimCalls(ctx);
const v = MESSAGES.validation;
const e = MESSAGES.errors;

let author: TestUser;
let claimer: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  ({ author, claimer, other, admin } = await createClaimCast(ctx));
});

const newIdea = () => insertIdea(ctx, author.user.id);

describe('POST /api/ideas/{id}/claim', () => {
  test('a researcher claims an idea publicly, with a note: pursuing, and the idea counts it', async () => {
    const ideaId = await newIdea();
    const since = new Date(now).toISOString();
    const claimed = await claim(ideaId, claimer, { status: 'pursuing', note: '  Cores in May.  ' });
    expect(claimed).toEqual({
      ideaId,
      userId: claimer.user.id,
      status: 'pursuing',
      note: 'Cores in May.',
      resultUrl: null,
      createdAt: since,
      updatedAt: since,
      user: { id: claimer.user.id, username: claimer.user.username, name: 'Grace Hopper' },
    } satisfies Claim);
    expect(await claimsOf(ideaId)).toEqual([claimed]);
    expect(await countsOf(ideaId)).toEqual({ pursuing: 1, published: 0 });
  });

  test('the same claim again (a double click, a retry) changes nothing', async () => {
    const ideaId = await newIdea();
    const first = await claim(ideaId, claimer, { status: 'pursuing', note: 'Once' });
    tick();
    expect(await claim(ideaId, claimer, { status: 'pursuing', note: 'Once' })).toEqual(first);
    expect(await claimsOf(ideaId)).toHaveLength(1);
  });

  test('two claims racing make one claim', async () => {
    const ideaId = await newIdea();
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => save(ideaId, claimer, { status: 'pursuing' })),
    );
    expect(responses.map((response) => response.statusCode)).toEqual([200, 200, 200, 200]);
    expect(await claimsOf(ideaId)).toHaveLength(1);
    expect(await countsOf(ideaId)).toEqual({ pursuing: 1, published: 0 });
  });

  test('a change keeps "since when"; a left-out note stays, an empty one clears it', async () => {
    const ideaId = await newIdea();
    const first = await claim(ideaId, claimer, { status: 'pursuing', note: 'First plan' });
    tick();
    const renoted = await claim(ideaId, claimer, { status: 'pursuing', note: 'Second plan' });
    expect(renoted).toMatchObject({ note: 'Second plan', createdAt: first.createdAt });
    expect(renoted.updatedAt).toBe(new Date(now).toISOString());
    tick();
    const published = await claim(ideaId, claimer, {
      status: 'published',
      resultUrl: 'https://arxiv.org/abs/2604.00001',
    });
    expect(published).toMatchObject({ note: 'Second plan', createdAt: first.createdAt });
    expect((await claim(ideaId, claimer, { ...published, note: '' })).note).toBeNull();
  });

  test('published needs the DOI or URL of the result; a DOI is kept as its doi.org link', async () => {
    const ideaId = await newIdea();
    await claim(ideaId, claimer, { status: 'pursuing' });
    const missing = await save(ideaId, claimer, { status: 'published' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      message: v.claimResultRequired,
      issues: [{ path: 'resultUrl', message: v.claimResultRequired }],
    });
    const published = await claim(ideaId, claimer, {
      status: 'published',
      resultUrl: 'doi:10.1038/s41586-020-2649-2',
    });
    expect(published).toMatchObject({
      status: 'published',
      resultUrl: 'https://doi.org/10.1038/s41586-020-2649-2',
    });
    expect(await countsOf(ideaId)).toEqual({ pursuing: 0, published: 1 });
    // Its link can change while it stays published.
    const moved = await claim(ideaId, claimer, {
      status: 'published',
      resultUrl: 'https://example.org/paper',
    });
    expect(moved.resultUrl).toBe('https://example.org/paper');
  });

  test('a published claim cannot go back to pursuing (409), and stays as it was', async () => {
    const ideaId = await newIdea();
    const published = await claim(ideaId, claimer, {
      status: 'published',
      resultUrl: '10.1000/xyz',
    });
    const back = await save(ideaId, claimer, { status: 'pursuing' });
    expect(back.statusCode).toBe(409);
    expect(back.json()).toEqual({ message: e.claimAlreadyPublished });
    expect(await claimsOf(ideaId)).toEqual([published]);
  });

  test.each([
    [{ status: 'done' }, 'status', v.claimStatusInvalid],
    [{}, 'status', v.claimStatusInvalid],
    [{ status: 'pursuing', note: 'n'.repeat(281) }, 'note', v.claimNoteTooLong],
    [
      { status: 'pursuing', resultUrl: 'https://example.org' },
      'resultUrl',
      v.claimResultOnlyPublished,
    ],
    [{ status: 'published', resultUrl: 'javascript:alert(1)' }, 'resultUrl', v.claimResultInvalid],
    [{ status: 'published', resultUrl: 'my paper' }, 'resultUrl', v.claimResultInvalid],
  ])('%j is a 400 on %s', async (payload, path, message) => {
    const ideaId = await newIdea();
    const response = await save(ideaId, claimer, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json<{ issues: unknown[] }>().issues).toEqual([{ path, message }]);
    expect(await claimsOf(ideaId)).toEqual([]);
  });

  test('a visitor gets 401 and claims nothing', async () => {
    const ideaId = await newIdea();
    const response = await save(ideaId, null, { status: 'pursuing' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: e.notLoggedIn });
    expect(await claimsOf(ideaId)).toEqual([]);
  });

  test('the idea’s author cannot claim it (403)', async () => {
    const ideaId = await newIdea();
    const response = await save(ideaId, author, { status: 'pursuing' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: e.ownIdeaClaim });
    expect(await countsOf(ideaId)).toEqual({ pursuing: 0, published: 0 });
  });

  test('an admin claims like any researcher; each researcher has their own claim', async () => {
    const ideaId = await newIdea();
    await claim(ideaId, claimer, { status: 'pursuing' });
    tick();
    await claim(ideaId, admin, { status: 'published', resultUrl: '10.1000/abc' });
    tick();
    await claim(ideaId, other, { status: 'pursuing' });
    expect((await claimsOf(ideaId)).map((c) => [c.userId, c.status])).toEqual([
      [claimer.user.id, 'pursuing'],
      [admin.user.id, 'published'],
      [other.user.id, 'pursuing'],
    ]);
    expect(await countsOf(ideaId)).toEqual({ pursuing: 2, published: 1 });
  });

  test('a withdrawn idea takes no new claim or change (409); its claims can still be dropped', async () => {
    const ideaId = await newIdea();
    await claim(ideaId, claimer, { status: 'pursuing' });
    const withdrawn = await call(ctx, {
      method: 'DELETE',
      url: `/api/ideas/${ideaId}`,
      cookie: author.cookie,
    });
    expect(withdrawn.statusCode).toBe(200);
    const fresh = await save(ideaId, other, { status: 'pursuing' });
    expect(fresh.statusCode).toBe(409);
    expect(fresh.json()).toEqual({ message: e.ideaWithdrawn });
    const changed = await save(ideaId, claimer, { status: 'published', resultUrl: '10.1000/x' });
    expect(changed.statusCode).toBe(409);
    expect((await drop(ideaId, claimer)).statusCode).toBe(200);
  });

  test('a missing idea is a 404; an id that is no id is a 400', async () => {
    const missing = await save(999_999, claimer, { status: 'pursuing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: e.ideaNotFound });
    expect((await save('abc', claimer, { status: 'pursuing' })).statusCode).toBe(400);
  });
});

describe('DELETE /api/ideas/{id}/claim', () => {
  test('drops the caller’s claim, and the idea stops counting it', async () => {
    const ideaId = await newIdea();
    await claim(ideaId, claimer, { status: 'pursuing' });
    const response = await drop(ideaId, claimer);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ success: true });
    expect(await claimsOf(ideaId)).toEqual([]);
    expect(await countsOf(ideaId)).toEqual({ pursuing: 0, published: 0 });
  });

  test('is idempotent: dropping again, or with no claim, succeeds and changes nothing', async () => {
    const ideaId = await newIdea();
    const kept = await claim(ideaId, claimer, { status: 'published', resultUrl: '10.1000/k' });
    for (const user of [other, author, admin, other]) {
      const response = await drop(ideaId, user);
      expect(response.statusCode).toBe(200);
    }
    expect(await claimsOf(ideaId)).toEqual([kept]);
    expect(await countsOf(ideaId)).toEqual({ pursuing: 0, published: 1 });
    const [once, twice] = await Promise.all([drop(ideaId, claimer), drop(ideaId, claimer)]);
    expect([once.statusCode, twice.statusCode]).toEqual([200, 200]);
    expect(await countsOf(ideaId)).toEqual({ pursuing: 0, published: 0 });
  });

  test('a dropped claim can be made again, from a new "since when"', async () => {
    const ideaId = await newIdea();
    const first = await claim(ideaId, claimer, { status: 'published', resultUrl: '10.1000/a' });
    await drop(ideaId, claimer);
    tick();
    const again = await claim(ideaId, claimer, { status: 'pursuing' });
    expect(again.createdAt > first.createdAt).toBe(true);
    expect(again.note).toBeNull();
  });

  test('a visitor gets 401; a missing idea 404; a bad id 400', async () => {
    const ideaId = await newIdea();
    await claim(ideaId, claimer, { status: 'pursuing' });
    expect((await drop(ideaId, null)).statusCode).toBe(401);
    expect(await claimsOf(ideaId)).toHaveLength(1);
    const missing = await drop(999_999, claimer);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: e.ideaNotFound });
    expect((await drop('0', claimer)).statusCode).toBe(400);
  });
});

describe('GET /api/ideas/{id}/claims', () => {
  test('anyone reads an idea’s claims, the earliest first', async () => {
    const ideaId = await newIdea();
    const first = await claim(ideaId, other, { status: 'pursuing', note: 'First' });
    tick();
    const second = await claim(ideaId, claimer, { status: 'published', resultUrl: '10.1000/b' });
    for (const reader of [null, claimer, author, admin]) {
      const response = await list(ideaId, reader);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual([first, second]);
    }
  });

  test('an unclaimed idea has none; a missing idea is a 404; a bad id a 400', async () => {
    expect(await claimsOf(await newIdea())).toEqual([]);
    const missing = await list(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: e.ideaNotFound });
    expect((await list('1e1')).statusCode).toBe(400);
  });
});

describe('GET /api/users/{id}/claims', () => {
  test('a researcher’s claims with each idea’s title, the latest first', async () => {
    const researcher = await createUser(ctx);
    const older = await insertIdea(ctx, author.user.id, 'Older idea');
    const newer = await insertIdea(ctx, author.user.id, 'Newer idea');
    await claim(older, researcher, { status: 'published', resultUrl: '10.1000/c' });
    tick();
    await claim(newer, researcher, { status: 'pursuing', note: 'Just started' });
    for (const reader of [null, researcher, other]) {
      const response = await ofUser(researcher.user.id, reader);
      expect(response.statusCode).toBe(200);
      const claims = response.json<ResearcherClaim[]>();
      expect(claims.map((c) => [c.idea, c.status, c.note])).toEqual([
        [{ id: newer, title: 'Newer idea' }, 'pursuing', 'Just started'],
        [{ id: older, title: 'Older idea' }, 'published', null],
      ]);
    }
  });

  test('a researcher with no claims has an empty list; an unknown user is a 404', async () => {
    expect((await ofUser(author.user.id)).json()).toEqual([]);
    const missing = await ofUser(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: e.userNotFound });
    expect((await ofUser('x')).statusCode).toBe(400);
  });
});
