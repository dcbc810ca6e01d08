import {
  ACADEMIC_FIELDS,
  type Comment,
  isValidOrcid,
  type NotificationPage,
  type User,
} from '@thisoneforfree/contracts';
import { sql } from 'kysely';
import { beforeAll, describe, expect, test } from 'vitest';
import { type SeedSummary, seedDemoData } from '../src/seed/seed.js';
import {
  COMMENTS,
  IDEAS,
  REFERENCES,
  RESEARCHERS,
  type SeedComment,
} from '../src/seed/seed-data.js';
import { DAY_MS } from '../src/lib/time.js';
import { call, createUser, sessionTokenFrom, useTestApp } from './helper.js';

async function countOf(
  db: ReturnType<typeof useTestApp>['app']['services']['db'],
  table:
    | 'users'
    | 'ideas'
    | 'ratings'
    | 'favorites'
    | 'comments'
    | 'citations'
    | 'idea_fields'
    | 'idea_claims'
    | 'comment_flags',
) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('seeding an empty database', () => {
  const ctx = useTestApp({ SEED_DEMO: '1' });
  let summary: SeedSummary | null;
  let seededAt: number;

  beforeAll(async () => {
    seededAt = Date.now();
    summary = await seedDemoData(ctx.app.services);
  });

  test('creates 60 ideas by 12 researchers, plus the admin, the demo user and a spammer', async () => {
    const { db } = ctx.app.services;
    expect(summary).toMatchObject({ users: 15, ideas: 60 });
    expect(await countOf(db, 'users')).toBe(15);
    expect(await countOf(db, 'ideas')).toBe(60);
    const authors = await db.selectFrom('ideas').select('user_id').distinct().execute();
    expect(authors).toHaveLength(12);
    expect(IDEAS).toHaveLength(60);
    expect(RESEARCHERS).toHaveLength(12);
  });

  test('the counts it reports are what the database holds', async () => {
    const { db } = ctx.app.services;
    expect(summary).toEqual({
      users: 15,
      ideas: 60,
      ratings: await countOf(db, 'ratings'),
      favorites: await countOf(db, 'favorites'),
      comments: await countOf(db, 'comments'),
      flags: await countOf(db, 'comment_flags'),
      citations: await countOf(db, 'citations'),
      claims: await countOf(db, 'idea_claims'),
    });
    expect(summary!.ratings).toBeGreaterThan(200);
    expect(summary!.favorites).toBeGreaterThan(30);
    expect(summary!.comments).toBe(countComments(Object.values(COMMENTS).flat()));
    expect(summary!.citations).toBeGreaterThan(40);
  });

  test('covers all 14 academic fields, each several times', async () => {
    const rows = await ctx.app.services.db
      .selectFrom('idea_fields')
      .select(['field', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('field')
      .execute();
    expect(rows.map((row) => row.field).sort()).toEqual([...ACADEMIC_FIELDS].sort());
    for (const row of rows) expect(Number(row.n), row.field).toBeGreaterThanOrEqual(4);
  });

  test('spreads ideas over the past 18 months, none in the future', async () => {
    const rows = await ctx.app.services.db
      .selectFrom('ideas')
      .select(['id', 'created_at'])
      .orderBy('id')
      .execute();
    const times = rows.map((row) => Date.parse(row.created_at));
    for (const time of times) {
      expect(time).toBeLessThanOrEqual(seededAt + 60_000);
      expect(time).toBeGreaterThan(seededAt - 550 * DAY_MS);
    }
    expect(Math.min(...times)).toBeLessThan(seededAt - 500 * DAY_MS);
    expect(Math.max(...times)).toBeGreaterThan(seededAt - 14 * DAY_MS);
    // Ids follow dates, oldest first.
    expect([...times].sort((a, b) => a - b)).toEqual(times);
  });

  test('keeps every idea’s aggregates equal to its ratings and favorites', async () => {
    const rows = await sql<{
      id: number;
      rating_count: number;
      avg_relevance: number;
      avg_difficulty: number;
      favorite_count: number;
      ratings: number;
      relevance: number | null;
      difficulty: number | null;
      favorites: number;
    }>`select ideas.id, rating_count, avg_relevance, avg_difficulty, favorite_count,
        (select count(*) from ratings r where r.idea_id = ideas.id) as ratings,
        (select avg(relevance) from ratings r where r.idea_id = ideas.id) as relevance,
        (select avg(difficulty) from ratings r where r.idea_id = ideas.id) as difficulty,
        (select count(*) from favorites f where f.idea_id = ideas.id) as favorites
      from ideas`.execute(ctx.app.services.db);
    for (const row of rows.rows) {
      expect(row.rating_count, `idea ${row.id}`).toBe(Number(row.ratings));
      expect(row.avg_relevance).toBeCloseTo(row.relevance ?? 0, 6);
      expect(row.avg_difficulty).toBeCloseTo(row.difficulty ?? 0, 6);
      expect(row.favorite_count).toBe(Number(row.favorites));
    }
    const rated = rows.rows.filter((row) => row.rating_count >= 2);
    expect(rated.length).toBeGreaterThan(50);
  });

  test('has researchers pursue a few ideas, some with a published result, and counts them', async () => {
    const { db } = ctx.app.services;
    const claims = await db.selectFrom('idea_claims').selectAll().execute();
    expect(claims.filter((claim) => claim.status === 'pursuing').length).toBeGreaterThan(2);
    expect(claims.filter((claim) => claim.status === 'published').length).toBeGreaterThan(0);
    const ideas = await db
      .selectFrom('ideas')
      .select(['id', 'user_id', 'created_at', 'pursuing_count', 'published_count'])
      .execute();
    for (const idea of ideas) {
      const own = claims.filter((claim) => claim.idea_id === idea.id);
      expect([idea.pursuing_count, idea.published_count], `idea ${idea.id}`).toEqual([
        own.filter((claim) => claim.status === 'pursuing').length,
        own.filter((claim) => claim.status === 'published').length,
      ]);
      for (const claim of own) {
        expect(claim.user_id).not.toBe(idea.user_id);
        expect(claim.created_at > idea.created_at).toBe(true);
        expect(claim.updated_at >= claim.created_at).toBe(true);
      }
    }
  });

  test('indexes every idea for search', async () => {
    const { db, dialect } = ctx.app.services;
    // SQLite keeps a trigram FTS5 table beside ideas; PostgreSQL a folded text column on them.
    const indexed =
      dialect === 'sqlite'
        ? sql<{ n: number }>`select count(*) as n from ideas_text`
        : sql<{ n: number }>`select count(*) as n from ideas where search_text <> ''`;
    const { rows } = await indexed.execute(db);
    expect(Number(rows[0]?.n)).toBe(60);
    const match =
      dialect === 'sqlite'
        ? sql`select rowid from ideas_text where ideas_text match 'ardigrad'`
        : sql`select id from ideas where search_text like '%ardigrad%'`;
    expect((await match.execute(db)).rows).toHaveLength(1);
  });

  test('gives researchers real-looking profiles with valid ORCID iDs, all verified', async () => {
    const users = await ctx.app.services.db
      .selectFrom('users')
      .select(['username', 'name', 'institution', 'orcid_id', 'email_verified', 'is_admin'])
      .execute();
    for (const researcher of RESEARCHERS) {
      const user = users.find((u) => u.username === researcher.username);
      expect(user, researcher.username).toBeDefined();
      expect(isValidOrcid(user!.orcid_id), user!.orcid_id).toBe(true);
      expect(user!.is_admin).toBe(0);
    }
    expect(users.every((user) => user.email_verified === 1)).toBe(true);
    expect(users.filter((user) => user.is_admin === 1).map((user) => user.username)).toEqual([
      'admin',
    ]);
  });

  test('the admin logs in with admin / admin-password and the demo user with demo / demo-password', async () => {
    const admin = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'admin', password: 'admin-password' },
    });
    expect(admin.statusCode).toBe(200);
    expect(admin.json<User>()).toMatchObject({
      username: 'admin',
      isAdmin: 1,
      emailVerified: 1,
    });
    const demo = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo', password: 'demo-password' },
    });
    expect(demo.statusCode).toBe(200);
    expect(demo.json<User>()).toMatchObject({
      username: 'demo',
      isAdmin: 0,
      emailVerified: 1,
    });
    expect(demo.json<User>().favorites).toHaveLength(5);
    const researcher = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'amara.okafor', password: 'researcher-password' },
    });
    expect(researcher.statusCode).toBe(200);
  });

  test('threads comments with replies, and moderates a few', async () => {
    const { db } = ctx.app.services;
    const comments = await db.selectFrom('comments').selectAll().execute();
    const byId = new Map(comments.map((c) => [c.id, c]));
    const replies = comments.filter((c) => c.parent_id !== null);
    expect(replies.length).toBeGreaterThanOrEqual(15);
    for (const reply of replies) {
      const parent = byId.get(reply.parent_id!);
      expect(parent?.idea_id).toBe(reply.idea_id);
      expect(parent?.status).toBe('active');
      expect(reply.created_at > parent!.created_at).toBe(true);
    }
    const statuses = comments.reduce<Record<string, number>>(
      (acc, c) => ({ ...acc, [c.status]: (acc[c.status] ?? 0) + 1 }),
      {},
    );
    expect(statuses).toMatchObject({ flagged: 1, hidden: 2, deleted: 1 });
    for (const c of comments.filter((c) => c.status !== 'active'))
      expect(c.flag_count).toBeGreaterThan(0);
  });

  test('the demo user hears of the replies to its comments, and authors of comments on their ideas, as already emailed', async () => {
    const login = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: 'demo', password: 'demo-password' },
    });
    const cookie = sessionTokenFrom(login)!;
    // What the seed data says demo should have heard of: each shown reply by someone else to demo's comments.
    const expected: string[] = [];
    const walk = (comments: SeedComment[], ideaTitle: string) => {
      for (const comment of comments) {
        for (const reply of comment.replies ?? []) {
          if (
            comment.by === 'demo' &&
            reply.by !== 'demo' &&
            (reply.status ?? 'active') === 'active'
          )
            expected.push(`${reply.by} on ${ideaTitle}`);
        }
        walk(comment.replies ?? [], ideaTitle);
      }
    };
    for (const [key, thread] of Object.entries(COMMENTS))
      walk(thread, IDEAS.find((idea) => idea.key === key)!.title);
    expect(expected.length).toBeGreaterThan(0);

    const listed = await call(ctx, { url: '/api/notifications', cookie });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<NotificationPage>().items;
    expect(items.every((item) => item.kind === 'reply' && item.reason === 'yourComment')).toBe(
      true,
    );
    expect(items.map((item) => `${item.actor!.username} on ${item.idea.title}`).sort()).toEqual(
      expected.sort(),
    );
    const unread = await call(ctx, { url: '/api/notifications/unread-count', cookie });
    expect(unread.json()).toEqual({ unreadCount: expected.length });

    const { db } = ctx.app.services;
    const rows = await db
      .selectFrom('notifications')
      .select(['kind', 'event_count', 'emailed_count'])
      .where('kind', 'in', ['comment', 'reply'])
      .execute();
    expect(rows.filter((row) => row.kind === 'comment').length).toBeGreaterThanOrEqual(20);
    // Dated weeks back: no email goes out for them at the first start.
    expect(rows.filter((row) => row.emailed_count < row.event_count)).toEqual([]);
  });

  test('flags come from different researchers, never the author; the log says who decided', async () => {
    const { db } = ctx.app.services;
    const flags = await db
      .selectFrom('comment_flags')
      .innerJoin('comments', 'comments.id', 'comment_flags.comment_id')
      .select([
        'comment_flags.comment_id',
        'comment_flags.user_id',
        'comment_flags.resolved_at',
        'comments.user_id as author_id',
        'comments.status',
        'comments.flag_count',
        'comments.review_requested_at',
      ])
      .execute();
    expect(flags.length).toBe(summary!.flags);
    const byComment = new Map<number, typeof flags>();
    for (const flag of flags)
      byComment.set(flag.comment_id, [...(byComment.get(flag.comment_id) ?? []), flag]);
    expect(byComment.size).toBe(5);
    for (const rows of byComment.values()) {
      const first = rows[0]!;
      expect(new Set(rows.map((row) => row.user_id)).size).toBe(rows.length);
      expect(rows.every((row) => row.user_id !== row.author_id)).toBe(true);
      expect(first.flag_count).toBe(rows.length);
      // Decided comments left the queue; the others wait in it with their flags open.
      const decided = first.status === 'hidden' || first.status === 'deleted';
      expect(first.review_requested_at === null).toBe(decided);
      expect(rows.every((row) => (row.resolved_at !== null) === decided)).toBe(true);
    }
    const log = await db
      .selectFrom('moderation_log')
      .select(['cause', 'actor_id', 'from_status', 'to_status'])
      .orderBy('created_at')
      .execute();
    expect(log.filter((entry) => entry.cause === 'flags')).toHaveLength(2);
    expect(log.filter((entry) => entry.cause === 'moderator')).toHaveLength(3);
    // The admin's decisions and the active comment with one flag, awaiting review.
    const queued = await db
      .selectFrom('comments')
      .select('status')
      .where('review_requested_at', 'is not', null)
      .execute();
    expect(queued.map((row) => row.status).sort()).toEqual(['active', 'flagged']);
  });

  test('a visitor sees only the active comments of a seeded idea', async () => {
    const { db } = ctx.app.services;
    const moderated = await db
      .selectFrom('comments')
      .select(['idea_id'])
      .where('status', '=', 'hidden')
      .executeTakeFirstOrThrow();
    const response = await call(ctx, { url: `/api/ideas/${moderated.idea_id}/comments` });
    expect(response.statusCode).toBe(200);
    const items = response.json<Comment[]>();
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((c) => c.status === 'active')).toBe(true);
  });

  test('cites older ideas internally and real references externally', async () => {
    const { db } = ctx.app.services;
    const citations = await db.selectFrom('citations').selectAll().execute();
    const internal = citations.filter((c) => c.internal_idea_id !== null);
    const external = citations.filter((c) => c.internal_idea_id === null);
    expect(internal.length).toBeGreaterThanOrEqual(20);
    expect(external.length).toBeGreaterThanOrEqual(20);
    for (const c of internal) expect(c.internal_idea_id!).toBeLessThan(c.idea_id);
    for (const c of external) {
      expect(c.year!).toBeGreaterThanOrEqual(1900);
      expect(c.year!).toBeLessThanOrEqual(new Date().getFullYear());
      expect(c.authors).toBeTruthy();
      expect(c.title).toBeTruthy();
    }
    expect(external.filter((c) => c.doi).length).toBeGreaterThan(external.length * 0.8);
    const perIdea = citations.reduce<Map<number, number>>(
      (m, c) => m.set(c.idea_id, (m.get(c.idea_id) ?? 0) + 1),
      new Map(),
    );
    expect(Math.max(...perIdea.values())).toBeLessThanOrEqual(5);
    expect(Object.keys(REFERENCES).length).toBeGreaterThanOrEqual(20);
  });

  test('seeding again does nothing', async () => {
    const { db } = ctx.app.services;
    const before = await Promise.all(
      (['users', 'ideas', 'ratings', 'favorites', 'comments', 'citations'] as const).map((t) =>
        countOf(db, t),
      ),
    );
    expect(await seedDemoData(ctx.app.services)).toBeNull();
    const after = await Promise.all(
      (['users', 'ideas', 'ratings', 'favorites', 'comments', 'citations'] as const).map((t) =>
        countOf(db, t),
      ),
    );
    expect(after).toEqual(before);
  });
});

describe('a database that is not empty', () => {
  const ctx = useTestApp({ SEED_DEMO: '1' });

  test('is never seeded, even with a single user in it', async () => {
    await createUser(ctx);
    expect(await seedDemoData(ctx.app.services)).toBeNull();
    expect(await countOf(ctx.app.services.db, 'users')).toBe(1);
    expect(await countOf(ctx.app.services.db, 'ideas')).toBe(0);
  });
});

describe('SEED_DEMO=0', () => {
  const ctx = useTestApp({ SEED_DEMO: '0' });

  test('building the app leaves the database empty', async () => {
    expect(ctx.config.seedDemo).toBe(false);
    expect(await countOf(ctx.app.services.db, 'users')).toBe(0);
    expect(await countOf(ctx.app.services.db, 'ideas')).toBe(0);
  });

  test('seedDemoData does nothing', async () => {
    expect(await seedDemoData(ctx.app.services)).toBeNull();
    expect(await countOf(ctx.app.services.db, 'users')).toBe(0);
    expect(await countOf(ctx.app.services.db, 'ideas')).toBe(0);
  });
});

function countComments(comments: SeedComment[]): number {
  return comments.reduce((sum, comment) => sum + 1 + countComments(comment.replies ?? []), 0);
}
