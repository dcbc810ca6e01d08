import {
  type Idea,
  type BrowsePage,
  type IdeaCard,
  type IdeaVersionSummary,
  type IdeaWithLinks,
  LIMITS,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import type { Clock } from '../../src/runtime/clock.js';
import { createIdea, externalCitation, trpcCallOn } from '../factories.js';
import { call, createAdmin, createUser, ORIGIN, type TestUser, useTestApp } from '../helper.js';
import { ideaCalls, payloadOf } from './idea-calls.js';

// Editing an idea makes versions 1, 2, 3... (issue 12). The clock is the
// services', moved by hand, so each version's date is known.

let now = Date.parse('2026-02-01T09:00:00.000Z');
const clock: Clock = { now: () => new Date(now) };
const ctx = useTestApp({}, { clock });
const { edit, read, versions, version, editOk, readOk } = ideaCalls(ctx);
const trpc = trpcCallOn(ctx);
const DAY = 86_400_000;

let author: TestUser;
let other: TestUser;
let admin: TestUser;

beforeAll(async () => {
  author = await createUser(ctx, { name: 'Barbara McClintock' });
  other = await createUser(ctx);
  admin = await createAdmin(ctx);
});

async function freshIdea(overrides: Parameters<typeof createIdea>[2] = {}): Promise<Idea> {
  now += DAY;
  return createIdea(ctx, author, overrides);
}

describe('PUT /api/ideas/{id}', () => {
  test('the author saves version 2: the idea shows it, with the date it was saved', async () => {
    const idea = await freshIdea({ title: 'Jumping genes in maize, first draft' });
    expect(idea).toMatchObject({ version: 1, updatedAt: idea.createdAt, withdrawnAt: null });
    now += DAY;
    const edited = await editOk(idea, author, {
      title: 'Jumping genes in maize',
      fields: ['Biology', 'Computer Science'],
      citations: [{ type: 'external', externalData: externalCitation }],
    });
    expect(edited).toEqual({
      ...idea,
      title: 'Jumping genes in maize',
      fields: ['Computer Science', 'Biology'],
      citations: [{ type: 'external', externalData: externalCitation }],
      version: 2,
      updatedAt: new Date(now).toISOString(),
    });
    expect(await readOk(idea.id)).toEqual({ ...edited, linkedIdeas: [] });
  });

  test('an admin who is not the author may edit too; the version records who saved it', async () => {
    const idea = await freshIdea();
    const edited = await editOk(idea, admin, { impact: 'Moderated wording.' });
    expect(edited).toMatchObject({
      version: 2,
      userId: author.user.id,
      impact: 'Moderated wording.',
    });
    const saved = await ctx.app.services.db
      .selectFrom('idea_versions')
      .select(['version', 'edited_by'])
      .where('idea_id', '=', idea.id)
      .orderBy('version')
      .execute();
    expect(saved).toEqual([
      { version: 1, edited_by: author.user.id },
      { version: 2, edited_by: admin.user.id },
    ]);
  });

  test('a visitor gets 401 and anyone else 403; the idea stays as it was', async () => {
    const idea = await freshIdea();
    const payload = { ...payloadOf(idea), title: 'Hijacked' };
    const visitor = await edit(idea.id, null, payload);
    expect(visitor.statusCode).toBe(401);
    expect(visitor.json()).toEqual({ message: MESSAGES.errors.notLoggedIn });
    const stranger = await edit(idea.id, other, payload);
    expect(stranger.statusCode).toBe(403);
    expect(stranger.json()).toEqual({ message: MESSAGES.errors.notIdeaAuthor });
    expect(await readOk(idea.id)).toMatchObject({ title: idea.title, version: 1 });
  });

  test('a missing idea is a 404, a malformed id a 400', async () => {
    const missing = await edit(1_999_999, author, payloadOf(await freshIdea()));
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
    expect((await edit('abc', author, {})).statusCode).toBe(400);
  });

  test('the create rules hold, with their messages', async () => {
    const idea = await freshIdea();
    const v = MESSAGES.validation;
    const cases: [unknown, string, string][] = [
      [{ ...payloadOf(idea), title: '  ' }, 'title', v.titleRequired],
      [{ ...payloadOf(idea), fields: [] }, 'fields', v.fieldsRequired],
      [
        { ...payloadOf(idea), challenge: 'x'.repeat(LIMITS.ideaTextMax + 1) },
        'challenge',
        v.textTooLong,
      ],
      [
        {
          ...payloadOf(idea),
          citations: Array.from({ length: 6 }, () => ({
            type: 'external',
            externalData: externalCitation,
          })),
        },
        'citations',
        v.citationLimit,
      ],
      [
        { ...payloadOf(idea), citations: [{ type: 'internal', internalId: 1_999_999 }] },
        'citations.0.internalId',
        v.internalIdeaMissing,
      ],
      [
        { ...payloadOf(idea), citations: [{ type: 'internal', internalId: idea.id }] },
        'citations.0.internalId',
        v.selfCitation,
      ],
      [{ ...payloadOf(idea), expectedVersion: 0 }, 'expectedVersion', v.expectedVersionInvalid],
    ];
    for (const [payload, path, message] of cases) {
      const response = await edit(idea.id, author, payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(response.json<{ issues: unknown[] }>().issues).toContainEqual({ path, message });
    }
    expect(await readOk(idea.id)).toMatchObject({ version: 1 });
  });

  test('citing another idea, or one withdrawn since, is allowed', async () => {
    const cited = await freshIdea({ title: 'Cited, later withdrawn' });
    const idea = await freshIdea({ citations: [{ type: 'internal', internalId: cited.id }] });
    expect((await ideaCalls(ctx).withdraw(cited.id, author)).statusCode).toBe(200);
    const edited = await editOk(idea, author, { impact: 'Still cites it.' });
    expect(edited.citations).toEqual([{ type: 'internal', internalId: cited.id }]);
    expect((await readOk(idea.id)).linkedIdeas).toEqual([
      {
        id: cited.id,
        title: 'Cited, later withdrawn',
        description: '',
        withdrawnAt: expect.any(String),
      },
    ]);
  });

  test('a save that changes nothing makes no version, however often it is sent', async () => {
    const idea = await freshIdea();
    const same = await editOk(idea, author, {});
    expect(same).toEqual(idea);
    // Fields in another order and untrimmed text are the same content.
    const reordered = await editOk(idea, author, {
      title: `  ${idea.title} `,
      fields: [...idea.fields].reverse() as never,
    });
    expect(reordered.version).toBe(1);
  });

  test('a double click makes one version: the same save sent three times at once', async () => {
    const idea = await freshIdea();
    const payload = { ...payloadOf(idea), approach: 'Sent by a double click.', expectedVersion: 1 };
    const answers = await Promise.all([1, 2, 3].map(() => edit(idea.id, author, payload)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200]);
    expect(answers.map((answer) => answer.json<Idea>().version)).toEqual([2, 2, 2]);
    expect((await versions(idea.id)).json<IdeaVersionSummary[]>()).toHaveLength(2);
  });

  test('a save from an older version than the latest is a 409, not a silent overwrite', async () => {
    const idea = await freshIdea();
    await editOk(idea, admin, { impact: 'The admin saved first.', expectedVersion: 1 });
    const late = await edit(idea.id, author, {
      ...payloadOf(idea),
      impact: 'The author, from version 1.',
      expectedVersion: 1,
    });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ message: MESSAGES.errors.ideaEditConflict(2) });
    // From the version they now see, it goes through; without expectedVersion, the last save wins.
    expect(
      (await editOk(idea, author, { impact: 'From version 2.', expectedVersion: 2 })).version,
    ).toBe(3);
    expect((await editOk(idea, author, { impact: 'No version given.' })).version).toBe(4);
  });

  test('ratings, comments and favorites stay on the idea; its creation date too', async () => {
    const idea = await freshIdea();
    const rated = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${idea.id}/rate`,
      payload: { relevance: 9, difficulty: 3 },
      cookie: other.cookie,
    });
    expect(rated.statusCode).toBe(200);
    const favorite = await call(ctx, {
      method: 'POST',
      url: `/api/favorites/add/${idea.id}`,
      cookie: other.cookie,
    });
    expect(favorite.json()).toContain(idea.id);
    const comment = await call(ctx, {
      method: 'POST',
      url: `/api/ideas/${idea.id}/comments`,
      payload: { content: 'Before the edit' },
      cookie: other.cookie,
    });
    expect(comment.statusCode).toBe(201);

    const edited = await editOk(idea, author, { challenge: 'Rewritten challenge.' });
    expect(edited.ratings).toEqual([{ userId: other.user.id, relevance: 9, difficulty: 3 }]);
    expect(edited.createdAt).toBe(idea.createdAt);
    const detail = await trpc<{ stats: { favoriteCount: number; ratingCount: number } }>(
      'ideas.byId',
      { id: idea.id },
      'query',
    );
    expect(detail.data?.stats).toMatchObject({ favoriteCount: 1, ratingCount: 1 });
    const comments = await call(ctx, { url: `/api/ideas/${idea.id}/comments` });
    expect(comments.json()).toEqual([expect.objectContaining({ content: 'Before the edit' })]);
  });

  test('browse, search and cards use the latest version, its fields too', async () => {
    const idea = await freshIdea({
      title: 'Quokka census by drone, draft',
      fields: ['Computer Science'],
    });
    await editOk(idea, author, {
      title: 'Wombat census by drone',
      fields: ['Physics', 'Biology'],
    });
    const shown = (await call(ctx, { url: `/api/ideas/${idea.id}` })).json<Idea>().fields;
    expect([...shown].sort()).toEqual(['Biology', 'Physics']);
    const search = async (text: string) =>
      (await trpc<{ items: IdeaCard[] }>('ideas.browse', { search: text, sort: 'newest' }, 'query'))
        .data?.items;
    expect(await search('Quokka')).toEqual([]);
    const [card] = (await search('Wombat census')) ?? [];
    expect(card).toMatchObject({ title: 'Wombat census by drone', fields: shown });
    const profile = await trpc<BrowsePage>('ideas.byUser', { userId: author.user.id }, 'query');
    expect(profile.data?.items.find((each) => each.id === idea.id)).toMatchObject({
      title: 'Wombat census by drone',
      fields: shown,
    });
  });

  test('an edit queues the similar-ideas job in its transaction and runs it after', async () => {
    const idea = await freshIdea();
    await ctx.app.services.similarIdeas.settled();
    await editOk(idea, author, { title: 'Re-ranked after the edit' });
    await ctx.app.services.similarIdeas.settled();
    expect(
      await ctx.app.services.db.selectFrom('similarity_jobs').select('idea_id').execute(),
    ).toEqual([]);
    const profile = await ctx.app.services.db
      .selectFrom('similarity_profiles')
      .select('idea_id')
      .where('idea_id', '=', idea.id)
      .execute();
    expect(profile).toHaveLength(1);
  });
});

describe('GET /api/ideas/{id}/versions and /versions/{n}', () => {
  let idea: Idea;
  let first: string;
  let second: string;

  beforeAll(async () => {
    const cited = await freshIdea({ title: 'The idea version 1 cites' });
    idea = await freshIdea({
      title: 'Versioned idea',
      citations: [{ type: 'internal', internalId: cited.id }],
    });
    first = idea.createdAt;
    now += DAY;
    second = new Date(now).toISOString();
    await editOk(idea, author, { title: 'Versioned idea, revised', citations: [] });
  });

  test.each([
    ['a visitor', () => null],
    ['a user', () => other],
    ['the author', () => author],
    ['an admin', () => admin],
  ])('%s reads the list, oldest first', async (_who, user) => {
    const response = await call(ctx, {
      url: `/api/ideas/${idea.id}/versions`,
      cookie: user()?.cookie,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { version: 1, createdAt: first, title: 'Versioned idea' },
      { version: 2, createdAt: second, title: 'Versioned idea, revised' },
    ]);
  });

  test('a version reads as it was, in the shape of GET /api/ideas/{id}', async () => {
    const v1 = (await version(idea.id, 1)).json<IdeaWithLinks>();
    const latest = await readOk(idea.id);
    expect(v1).toEqual({
      ...latest,
      title: 'Versioned idea',
      citations: idea.citations,
      version: 1,
      updatedAt: first,
      linkedIdeas: [
        {
          id: (idea.citations[0] as { internalId: number }).internalId,
          title: 'The idea version 1 cites',
          description: expect.any(String),
          withdrawnAt: null,
        },
      ],
    });
    expect((await version(idea.id, 2)).json()).toEqual(latest);
    expect(latest).toMatchObject({ version: 2, updatedAt: second, createdAt: first });
  });

  test('a missing idea or version is a 404, a malformed one a 400', async () => {
    const noVersion = await version(idea.id, 3);
    expect(noVersion.statusCode).toBe(404);
    expect(noVersion.json()).toEqual({ message: MESSAGES.errors.versionNotFound });
    const noIdea = await version(1_999_999, 1);
    expect(noIdea.json()).toEqual({ message: MESSAGES.errors.ideaNotFound });
    expect((await versions(1_999_999)).statusCode).toBe(404);
    for (const bad of ['0', 'x', '1.5']) expect((await version(idea.id, bad)).statusCode).toBe(400);
    expect((await versions('x')).statusCode).toBe(400);
  });
});

describe('over tRPC', () => {
  test('ideas.update, ideas.versions and ideas.version answer as REST does, by role', async () => {
    const idea = await freshIdea();
    const input = { id: idea.id, ...payloadOf(idea), title: 'Saved over tRPC' };
    expect((await trpc('ideas.update', input, 'mutation')).status).toBe(401);
    const stranger = await trpc('ideas.update', input, 'mutation', other);
    expect(stranger.status).toBe(403);
    expect(stranger.error?.message).toBe(MESSAGES.errors.notIdeaAuthor);
    const bad = await trpc('ideas.update', { ...input, fields: [] }, 'mutation', author);
    expect(bad.status).toBe(400);
    expect(bad.error?.data.issues).toContainEqual({
      path: 'fields',
      message: MESSAGES.validation.fieldsRequired,
    });
    const saved = await trpc<Idea>('ideas.update', input, 'mutation', author);
    expect(saved.data).toMatchObject({ title: 'Saved over tRPC', version: 2 });
    const list = await trpc<IdeaVersionSummary[]>('ideas.versions', { id: idea.id }, 'query');
    expect(list.data?.map((entry) => entry.version)).toEqual([1, 2]);
    const v1 = await trpc<IdeaWithLinks>('ideas.version', { id: idea.id, version: 1 }, 'query');
    expect(v1.data).toEqual((await version(idea.id, 1)).json());
    const missing = await trpc('ideas.version', { id: idea.id, version: 9 }, 'query');
    expect(missing.status).toBe(404);
  });

  test('citations.formatIdea cites a version: its title, number, date and own URL', async () => {
    const idea = await freshIdea({ title: 'Transposons as a clock' });
    now += 10 * DAY;
    const edited = await editOk(idea, author, { title: 'Transposons as a molecular clock' });
    const cite = async (style: string, v?: number) =>
      (
        await trpc<{ text: string }>(
          'citations.formatIdea',
          { ideaId: idea.id, style, ...(v === undefined ? {} : { version: v }) },
          'query',
        )
      ).data?.text ?? '';
    const v1 = await cite('apa', 1);
    expect(v1).toContain('Transposons as a clock [Version 1]');
    expect(v1).toContain(`${ORIGIN}/idea/${idea.id}/v/1`);
    expect(v1).toContain(`(${new Date(idea.createdAt).getUTCFullYear()}`);
    const v2 = await cite('ris', 2);
    expect(v2).toContain('TI  - Transposons as a molecular clock');
    expect(v2).toContain('ET  - Version 2');
    expect(v2).toContain(`UR  - ${ORIGIN}/idea/${idea.id}/v/2`);
    const updated = new Date(edited.updatedAt);
    const day = String(updated.getUTCDate()).padStart(2, '0');
    expect(v2).toContain(`/${day}/`);
    expect(v2).toContain(`DO  - 10.5281/this-one-for-free.${idea.id}`);
    // Without a version: the latest.
    expect(await cite('ris')).toBe(v2);
    const missing = await trpc(
      'citations.formatIdea',
      { ideaId: idea.id, style: 'apa', version: 3 },
      'query',
    );
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(MESSAGES.errors.versionNotFound);
  });
});

describe('reading an edited idea', () => {
  test('GET /api/ideas/{id} keeps SPEC §7 and adds version and updatedAt', async () => {
    const idea = await freshIdea();
    await editOk(idea, author, { approach: 'Revised approach.' });
    const answer = (await read(idea.id)).json<Record<string, unknown>>();
    expect(Object.keys(answer).sort()).toEqual(
      [
        'id',
        'userId',
        'title',
        'challenge',
        'approach',
        'impact',
        'fields',
        'ratings',
        'citations',
        'createdAt',
        'linkedIdeas',
        'version',
        'updatedAt',
        'withdrawnAt',
        'withdrawnBy',
      ].sort(),
    );
    expect(answer).toMatchObject({ approach: 'Revised approach.', version: 2 });
  });
});
