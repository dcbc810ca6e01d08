/**
 * Notification fan-out (issue 15): what a new idea by a researcher with
 * 10,000 followers costs its write, next to the same write with no
 * follower, on SQLite and (with --postgres) PostgreSQL. Drives the server's
 * own services (apps/server/dist: build first) on a fresh database; prints
 * numbers, passes or fails nothing.
 *
 *   pnpm -F @thisoneforfree/bench notifications                      # 10,000 followers, SQLite
 *   pnpm -F @thisoneforfree/bench notifications --postgres           # and PostgreSQL
 *   pnpm -F @thisoneforfree/bench notifications --followers 100000 --creates 10
 *
 * - the write: `POST /api/ideas`'s service (`createIdea`) by an author
 *   nobody follows, by one whom every follower follows, and by one in a
 *   field every follower follows. The write queues the fan-out in its
 *   transaction (docs/decisions/0010), so its time should not depend on
 *   the followers.
 * - the fan-out: from the write's return to the last follower notified (the
 *   job, right after the commit, 1,000 followers per transaction), waited
 *   for after each write.
 * - a follower's reads after it all: the unread count (the bell) and the
 *   first page of /notifications, holding one notification per create.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import type { AcademicField } from '@thisoneforfree/contracts';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createServices } from '../apps/server/dist/create-services.js';
import { insertUserFollows } from '../apps/server/dist/data/follows.js';
import { insertUsers } from '../apps/server/dist/data/users.js';
import { openDatabase } from '../apps/server/dist/db/database.js';
import { loadConfig } from '../apps/server/dist/env.js';
import { silentLogger } from '../apps/server/dist/runtime/logger.js';
import type { Services } from '../apps/server/dist/services/context.js';
import { createIdea } from '../apps/server/dist/services/ideas/create.js';
import {
  listNotifications,
  unreadNotifications,
} from '../apps/server/dist/services/notifications/inbox.js';
import { databaseUrl, ensurePostgres } from './server/postgres.js';

function parseArgs(argv: readonly string[]) {
  const args = argv.filter((arg) => arg !== '--');
  const value = (name: string) => {
    const index = args.indexOf(`--${name}`);
    const next = index >= 0 ? args[index + 1] : undefined;
    return next?.startsWith('--') ? undefined : next;
  };
  return {
    followers: Number(value('followers') ?? 10_000),
    creates: Number(value('creates') ?? 30),
    postgres: args.includes('--postgres') ? (value('postgres') ?? 'auto') : null,
  };
}

const options = parseArgs(process.argv.slice(2));
const f = (value: number, digits = 2) => value.toFixed(digits);
const now = () => performance.now();
const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
const describe = (samples: number[]) =>
  `p50 ${f(percentile(samples, 50))} ms, p95 ${f(percentile(samples, 95))} ms, max ${f(Math.max(...samples))} ms`;

console.log(
  `notifications bench: ${options.followers} followers, ${options.creates} creates each; ` +
    `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, Node ${process.version}, ` +
    `load average ${f(loadavg()[0]!, 1)}`,
);

const FIELD: AcademicField = 'Environmental Science';

function ideaInput(i: number, field: AcademicField) {
  return {
    title: `Counting lichens on city walls, attempt ${i}`,
    challenge: 'Air quality maps miss the streets between the sensors.',
    approach: 'Volunteers photograph lichens on walls; a model reads species from the photos.',
    impact: 'Street-level pollution maps at the cost of a phone.',
    fields: [field],
    citations: [],
  };
}

/** The people: three authors and `followers` researchers, written straight into the tables. */
async function cast(services: Services) {
  const at = new Date().toISOString();
  const user = (name: string) => ({
    username: name,
    email: `${name}@bench.invalid`,
    password_hash: '!bench',
    name,
    institution: 'Bench',
    orcid_id: '',
    is_admin: 0,
    email_verified: 1,
    citation_format: 'apa',
    created_at: at,
  });
  const [lonely, followed, fieldAuthor] = await insertUsers(services.db, [
    user('lonely'),
    user('followed'),
    user('fieldauthor'),
  ]);
  const ids: number[] = [];
  for (let start = 0; start < options.followers; start += 1000) {
    const batch = Array.from({ length: Math.min(1000, options.followers - start) }, (_, i) =>
      user(`follower${start + i}`),
    );
    ids.push(...(await insertUsers(services.db, batch)).map((row) => row.id));
  }
  await insertUserFollows(
    services.db,
    ids.map((id) => ({ followerId: id, followeeId: followed!.id, at })),
  );
  for (let start = 0; start < ids.length; start += 500) {
    await services.db
      .insertInto('field_follows')
      .values(
        ids.slice(start, start + 500).map((id) => ({ user_id: id, field: FIELD, created_at: at })),
      )
      .execute();
  }
  return { lonely: lonely!.id, followed: followed!.id, fieldAuthor: fieldAuthor!.id, ids };
}

async function timeCreates(
  services: Services,
  authorId: number,
  field: AcademicField,
  label: string,
) {
  const writes: number[] = [];
  const fanOuts: number[] = [];
  let notified = 0;
  for (let i = 0; i < options.creates; i += 1) {
    let started = now();
    const idea = await createIdea(services, authorId, ideaInput(i, field));
    writes.push(now() - started);
    started = now();
    await services.notificationFanOut.settled();
    fanOuts.push(now() - started);
    const row = await services.db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .where('idea_id', '=', idea.id)
      .executeTakeFirstOrThrow();
    notified = Number(row.count);
    // The similar-ideas job each write queued runs off the request too; it is
    // waited for here so it does not overlap the next write.
    await services.similarIdeas.settled();
  }
  console.log(`  ${label} (${notified} notified per idea)`);
  console.log(`    the write: ${describe(writes)}`);
  console.log(`    the fan-out, after the write: ${describe(fanOuts)}`);
  return writes;
}

async function timeReads(services: Services, userId: number) {
  const counts: number[] = [];
  const pages: number[] = [];
  for (let i = 0; i < 200; i += 1) {
    let started = now();
    await unreadNotifications(services, userId);
    counts.push(now() - started);
    started = now();
    await listNotifications(services, userId, {});
    pages.push(now() - started);
  }
  const { unreadCount } = await unreadNotifications(services, userId);
  console.log(`  a follower's unread count (${unreadCount} unread): ${describe(counts)}`);
  console.log(`  a follower's first page of notifications: ${describe(pages)}`);
}

async function run(label: string, url: string, dir: string) {
  console.log(`\n${label}`);
  const config = loadConfig({
    DATABASE_URL: url,
    SEED_DEMO: '0',
    RATE_LIMIT: '0',
    LOG_LEVEL: 'warn',
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    WEB_DIST_DIR: join(dir, 'no-web'),
  });
  const services = await createServices(config, { log: silentLogger() });
  try {
    const started = now();
    const people = await cast(services);
    console.log(
      `  ${options.followers} followers of one researcher and of ${FIELD} written in ${f((now() - started) / 1000, 1)} s`,
    );
    // A warm-up create, so the first sample pays no cold statement cache.
    await createIdea(services, people.lonely, ideaInput(-1, 'Philosophy'));
    const alone = await timeCreates(
      services,
      people.lonely,
      'Philosophy',
      'a new idea by an author with no follower',
    );
    const followed = await timeCreates(
      services,
      people.followed,
      'Philosophy',
      `a new idea by an author with ${options.followers} followers`,
    );
    await timeCreates(
      services,
      people.fieldAuthor,
      FIELD,
      `a new idea in a field with ${options.followers} followers`,
    );
    console.log(
      `  what followers add to the write (p50 with ${options.followers} - p50 with none): ${f(
        percentile(followed, 50) - percentile(alone, 50),
      )} ms`,
    );
    await timeReads(services, people.ids[0]!);
  } finally {
    await services.close();
  }
}

const dir = mkdtempSync(join(tmpdir(), 'tof-notify-bench-'));
try {
  await run('SQLite', join(dir, 'bench.db'), dir);
  if (options.postgres) {
    const server = ensurePostgres(options.postgres);
    const name = `tof_bench_notify_${process.pid}`;
    const admin = openDatabase(server.url).db;
    await sql.raw(`create database ${name}`).execute(admin);
    try {
      await run('PostgreSQL', databaseUrl(server.url, name), dir);
    } finally {
      await sql.raw(`drop database if exists ${name} with (force)`).execute(admin);
      await admin.destroy();
      server.stop();
    }
  }
} finally {
  rmSync(dir, { recursive: true, force: true });
}
