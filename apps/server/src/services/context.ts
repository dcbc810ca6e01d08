import type { IdeaDraft } from '@thisoneforfree/contracts';
import type { DB, Dialect } from '../db/database.js';
import type { AppConfig } from '../env.js';
import type { CitationWorkers } from '../runtime/citation-workers.js';
import type { Clock } from '../runtime/clock.js';
import type { Logger } from '../runtime/logger.js';
import type { IdeaAnswers } from '../runtime/idea-answers.js';
import type { KeptSearches } from '../runtime/search-matches.js';
import type { Mailer } from '../runtime/mailer.js';
import type { JobQueueRunner } from '../runtime/job-queue-runner.js';
import type { DraftMatch } from './similar-ideas/draft.js';

/**
 * Everything a use case may need, built once by `createServices` (the
 * composition root, src/create-services.ts) and passed first to every
 * service function: plain data and long-lived parts, never a request.
 */
export interface Services {
  db: DB;
  dialect: Dialect;
  config: AppConfig;
  log: Logger;
  clock: Clock;
  mailer: Mailer;
  /** Runs the similar-ideas jobs that writes queue: `kick()` after queueing one. */
  similarIdeas: JobQueueRunner;
  /** Runs new ideas' fan-outs to their followers (services/notifications/fan-out.ts): `kick()` after queueing one. */
  notificationFanOut: JobQueueRunner;
  /**
   * Sends notification emails (instant, and the daily digest when due):
   * `kick()` after a write that notified someone (services/notifications).
   */
  notificationEmails: JobQueueRunner;
  /** The stored ideas most like a draft, ranked off the main thread where the database allows. */
  rankDraft(draft: IdeaDraft, nowMs: number): Promise<DraftMatch[]>;
  /**
   * GET /api/ideas/{id} answers kept in this process, each checked against
   * the ideas' stored revisions before it is sent again (services/ideas/read.ts).
   */
  ideaAnswers: IdeaAnswers;
  /** On SQLite, the ids of the latest searches (decision record 0012). */
  keptSearches: KeptSearches;
  /** Worker threads that read citation files and format citations. */
  citationWorkers: CitationWorkers;
  /** Stops timers and workers and closes the database it opened. */
  close(): Promise<void>;
}
