import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { type DatabaseHandle, isPostgresUrl, openDatabase } from './db/database.js';
import { WriteTurns } from './db/write-turns.js';
import { migrateToLatest } from './db/migrate.js';
import type { AppConfig } from './env.js';
import { HOUR_MS } from './lib/time.js';
import { CitationWorkers } from './runtime/citation-workers.js';
import { type Clock, systemClock } from './runtime/clock.js';
import { createLogger, type Logger } from './runtime/logger.js';
import { createIdeaAnswers } from './runtime/idea-answers.js';
import { createKeptSearches } from './runtime/search-matches.js';
import { createMailer, type Mailer } from './runtime/mailer.js';
import { JobQueueRunner } from './runtime/job-queue-runner.js';
import { mergeSearchIndex } from './runtime/database-upkeep.js';
import { SimilarIdeasThread } from './runtime/similar-ideas-thread.js';
import { startSweeper } from './runtime/sweeper.js';
import { sweepExpiredTokens } from './services/auth/access-tokens.js';
import { sweepExpired } from './services/auth/sessions.js';
import { sweepRateLimits } from './services/rate-limits.js';
import { hasSimilarityJobs } from './data/similarity.js';
import { rankDraft } from './services/similar-ideas/draft.js';
import { runSimilarIdeaJobs } from './services/similar-ideas/jobs.js';
import { runNotificationEmails } from './services/notifications/emails.js';
import { runFanOutJobs } from './services/notifications/fan-out.js';
import type { Services } from './services/context.js';

/** Any part a caller (a test, a script) wants to supply instead of the default. */
export interface ServiceOverrides {
  /** An open database; it stays open when the services close (its owner closes it). */
  database: DatabaseHandle;
  mailer: Mailer;
  clock: Clock;
  log: Logger;
  citationWorkers: CitationWorkers;
}

export interface ServiceOptions {
  /**
   * Whether to bring the database's schema up to date first (the default).
   * The workers of cluster.ts skip it: their primary migrated once before
   * forking them, and N processes racing to create Kysely's migration tables
   * on PostgreSQL could fail.
   */
  migrate: boolean;
}

/**
 * Expired sessions and verification links (also swept at every login) and the
 * counters of ended rate-limit windows are swept this often.
 */
export const SWEEP_INTERVAL_MS = HOUR_MS;

/**
 * Every process looks for queued similar-ideas jobs (and notification
 * fan-outs) this often besides right after its own writes: jobs another
 * process queued and could not run (it died, or holds the lease no more)
 * are picked up within this time.
 */
const SIMILAR_IDEAS_POLL_MS = 5_000;

/**
 * Every process looks for notification emails to send (instant ones another
 * process could not send, the daily digest once it is due) this often
 * besides right after its own notifying writes.
 */
const NOTIFICATION_EMAILS_POLL_MS = 60_000;

/**
 * The composition root: opens (and, unless `options.migrate` is false,
 * migrates) the database and builds every long-lived part a use case may
 * need. The server, the admin CLI, the seed and the tests all start here;
 * `close()` stops the timers and workers and closes what it opened. Queued
 * similar-ideas jobs start running at once, in the background
 * (`await services.similarIdeas.settled()` waits for them).
 */
export async function createServices(
  config: AppConfig,
  overrides: Partial<ServiceOverrides> = {},
  options: Partial<ServiceOptions> = {},
): Promise<Services> {
  const log = overrides.log ?? createLogger(config);
  const ownsDatabase = !overrides.database;
  // The similar-ideas jobs run on a worker thread with a connection of its
  // own, unless the database is the caller's handle or lives in this
  // thread's memory (no other connection could open it).
  const onThread = ownsDatabase && config.databaseUrl !== ':memory:';
  // Requests first at SQLite's write lock, before that thread (db/write-turns.ts).
  const writeTurns = onThread && !isPostgresUrl(config.databaseUrl) ? new WriteTurns() : null;
  const database =
    overrides.database ??
    openDatabase(config.databaseUrl, {
      onConnectionError: (error) =>
        log.warn({ err: error }, 'A PostgreSQL connection failed; the pool replaces it'),
      ...(writeTurns ? { writeTurns: { turns: writeTurns, role: 'requests' as const } } : {}),
    });
  try {
    if (options.migrate ?? true) await migrateToLatest(database.db);
  } catch (error) {
    if (ownsDatabase) await database.db.destroy();
    throw error;
  }

  const holder = `${hostname()}:${process.pid}:${randomUUID()}`;
  // While the thread lives, its connection checkpoints the WAL for both (on
  // its own commits, and when a poll finds no job: runtime/database-upkeep.ts),
  // so no request's commit copies its few hundred KB per idea.
  const thread = onThread
    ? new SimilarIdeasThread({
        databaseUrl: config.databaseUrl,
        holder,
        ...(writeTurns ? { writeTurns: writeTurns.buffer } : {}),
        log,
        onAlive: (alive) => database.checkpointsOnCommit?.(!alive),
      })
    : null;
  const similarIdeas = new JobQueueRunner(
    async (signal) => {
      // The poll every few seconds costs one indexed read when there is nothing to do,
      if (!(await hasSimilarityJobs(database.db))) {
        // and a living thread checkpoints what requests wrote to the WAL since.
        thread?.checkpoint();
        return 'done';
      }
      if (thread) return thread.run(signal);
      return runSimilarIdeaJobs({
        signal,
        db: database.db,
        log,
        holder,
        now: Date.now,
        afterBatch: (jobs) => mergeSearchIndex(database.db, database.dialect, jobs),
      });
    },
    { log, name: 'Similar ideas', intervalMs: SIMILAR_IDEAS_POLL_MS },
  );
  const notificationFanOut = new JobQueueRunner(
    (signal) =>
      runFanOutJobs({
        db: database.db,
        dialect: database.dialect,
        signal,
        onNotified: () => notificationEmails.kick(),
      }),
    { log, name: 'Notification fan-out', intervalMs: SIMILAR_IDEAS_POLL_MS },
  );
  const notificationEmails = new JobQueueRunner(
    (signal) => runNotificationEmails(services, { holder, signal }),
    { log, name: 'Notification emails', intervalMs: NOTIFICATION_EMAILS_POLL_MS },
  );
  const citationWorkers = overrides.citationWorkers ?? new CitationWorkers();
  const mailer = overrides.mailer ?? createMailer(config, log);

  let closing: Promise<void> | null = null;
  const services: Services = {
    db: database.db,
    dialect: database.dialect,
    config,
    log,
    clock: overrides.clock ?? systemClock,
    mailer,
    similarIdeas,
    notificationFanOut,
    notificationEmails,
    rankDraft: (draft, nowMs) =>
      thread ? thread.rankDraft(draft, nowMs) : rankDraft(database.db, draft, nowMs),
    ideaAnswers: createIdeaAnswers(),
    keptSearches: createKeptSearches(),
    citationWorkers,
    close: () =>
      (closing ??= (async () => {
        sweeper.stop();
        await Promise.all([
          similarIdeas.stop().then(() => thread?.close()),
          notificationFanOut.stop().then(() => notificationEmails.stop()),
          citationWorkers.close(),
        ]);
        mailer.close();
        if (ownsDatabase) await database.db.destroy();
      })()),
  };
  const sweeper = startSweeper(
    () =>
      Promise.all([
        sweepExpired(services),
        sweepExpiredTokens(services),
        sweepRateLimits(services),
      ]),
    { intervalMs: SWEEP_INTERVAL_MS, log, name: 'Sweeping expired rows' },
  );
  similarIdeas.kick();
  notificationFanOut.kick();
  notificationEmails.kick();
  return services;
}
