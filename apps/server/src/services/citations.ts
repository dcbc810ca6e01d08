import {
  type CitationFormat,
  citationFormatSchema,
  type ExternalCitationData,
  externalCitationData,
  idSchema,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { CitationParseErrorCode, ImportFormat } from '@thisoneforfree/citations';
// The dependency-free entry: the main one would load citation-js and citeproc at start-up.
import { quote } from '@thisoneforfree/citations/tagged';
import type {
  CitationTask,
  CitationTaskReply,
  ParsedInWorker,
} from '@thisoneforfree/citations/worker';
import { z } from 'zod';
import { badRequest, notFound } from '../lib/errors.js';
import { summarizeIssues, toFieldIssues } from '../lib/validation.js';
import type { ServiceContext } from './context.js';

/**
 * Citation import and formatting over `@thisoneforfree/citations`, so the web
 * app does not ship citation-js and its style files to every browser. The
 * work runs on worker threads (citations-worker.ts; the pool is at the end of
 * this file), so parsing a large file never blocks other requests.
 */

/** Imported files are read whole; 5 MB of BibTeX is thousands of records. */
export const CITATION_FILE_MAX_CHARS = 5 * 1024 * 1024;

export const citationParseInput = z.object({
  text: z
    .string(MESSAGES.citationsEditor.emptyInputDescription)
    .max(CITATION_FILE_MAX_CHARS, MESSAGES.validation.citationFileTooLarge),
  /** The uploaded file's name; its extension (.bib, .ris, .enw) hints at the format. */
  filename: z.string().trim().max(255).optional(),
});
export type CitationParseInput = z.input<typeof citationParseInput>;

export const citationFormatInput = z.object({
  citation: externalCitationData,
  style: citationFormatSchema,
});
export type CitationFormatInput = z.input<typeof citationFormatInput>;

export const ideaCitationInput = z.object({ ideaId: idSchema, style: citationFormatSchema });
export type IdeaCitationInput = z.input<typeof ideaCitationInput>;

export interface ParsedCitations {
  format: ImportFormat;
  /** Each record valid by the same schema as a manual entry, in file order. */
  citations: ExternalCitationData[];
  /** What the reader changed or dropped, and records left out, as sentences to show the user. */
  warnings: string[];
}

/**
 * Reads a pasted or uploaded BibTeX, RIS or EndNote text. Every record is
 * checked with the contracts' `externalCitationData`, exactly as a manual
 * citation would be; a record that fails is left out with a warning. Text
 * with no readable record is a 400 that says why. The file is read on a
 * worker thread: 5 MB of BibTeX takes a second or more of CPU, and the event
 * loop keeps answering other requests meanwhile.
 */
export async function parseCitationText(
  ctx: ServiceContext,
  input: z.output<typeof citationParseInput>,
): Promise<ParsedCitations> {
  let result: ParsedInWorker;
  try {
    result = (await workersOf(ctx).run({
      kind: 'parse',
      text: input.text,
      ...(input.filename ? { options: { filename: input.filename } } : {}),
    })) as ParsedInWorker;
  } catch (error) {
    if (error instanceof CitationTaskError && error.code !== undefined) {
      throw badRequest(
        error.code === 'EMPTY_INPUT'
          ? MESSAGES.citationsEditor.emptyInputDescription
          : error.message,
      );
    }
    throw error;
  }

  const citations: ExternalCitationData[] = [];
  const warnings = [...result.warnings];
  result.citations.forEach((record, index) => {
    const checked = externalCitationData.safeParse(record);
    if (checked.success) citations.push(checked.data);
    else
      warnings.push(
        `Record ${index + 1} (${quote(record.title)}) was left out: ${summarizeIssues(toFieldIssues(checked.error))}`,
      );
  });
  if (citations.length === 0) {
    throw badRequest(
      `${MESSAGES.citationsEditor.noCitationsFound}: no record in the file is a valid citation. ${warnings[0] ?? ''}`.trim(),
    );
  }
  return { format: result.format, citations, warnings };
}

/** One external citation as text in the given style (citeproc-js runs on the worker too). */
export async function formatExternalCitation(
  ctx: ServiceContext,
  citation: ExternalCitationData,
  style: CitationFormat,
): Promise<{ text: string }> {
  const text = (await workersOf(ctx).run({ kind: 'format', citation, style })) as string;
  return { text };
}

/**
 * How to cite an idea of this site (SPEC §9): its author's name, or
 * "Anonymous", its creation date, and a link under the site's own origin.
 */
export async function formatIdeaCitationText(
  ctx: ServiceContext,
  ideaId: number,
  style: CitationFormat,
): Promise<{ text: string }> {
  const idea = await ctx.db
    .selectFrom('ideas')
    .leftJoin('users', 'users.id', 'ideas.user_id')
    .select(['ideas.id', 'ideas.title', 'ideas.created_at', 'users.name as author_name'])
    .where('ideas.id', '=', ideaId)
    .executeTakeFirst();
  if (!idea) throw notFound(MESSAGES.errors.ideaNotFound);
  const author = idea.author_name?.trim() ? { name: idea.author_name } : null;
  const text = (await workersOf(ctx).run({
    kind: 'idea',
    idea: { id: idea.id, title: idea.title, createdAt: idea.created_at },
    author,
    style,
    options: { baseUrl: ctx.config.appOrigin },
  })) as string;
  return { text };
}

// --- The worker threads -----------------------------------------------------

/** A failure reported by the worker; `code` is set when the file had nothing to read. */
class CitationTaskError extends Error {
  constructor(
    message: string,
    readonly code?: CitationParseErrorCode,
  ) {
    super(message);
  }
}

/**
 * The package's worker entry, built JavaScript both here and under vitest (the
 * server runs on the built package), so it needs no TypeScript loader.
 */
const WORKER_URL = pathToFileURL(
  createRequire(import.meta.url).resolve('@thisoneforfree/citations/worker'),
);

interface Pending {
  resolve(value: unknown): void;
  reject(error: Error): void;
}

interface PooledWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

/**
 * Up to two worker threads, started on first use. A task goes to the worker
 * with the fewest tasks waiting; a worker that dies fails its tasks and is
 * replaced on the next one. A worker keeps the process alive only while it
 * has work, so scripts that never close the app still exit.
 */
class CitationWorkers {
  private readonly workers: PooledWorker[] = [];
  private readonly size = Math.max(1, Math.min(2, availableParallelism() - 1));
  private nextId = 1;
  private closed = false;

  run(task: CitationTask): Promise<unknown> {
    if (this.closed) return Promise.reject(new Error('The citation workers are closed'));
    const target = this.pick();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      target.pending.set(id, { resolve, reject });
      target.worker.ref();
      target.worker.postMessage({ id, task });
    });
  }

  /** Tasks sent to a worker and not yet answered. */
  get inFlight(): number {
    return this.workers.reduce((sum, entry) => sum + entry.pending.size, 0);
  }

  async close(): Promise<void> {
    this.closed = true;
    const workers = this.workers.splice(0);
    await Promise.all(workers.map(({ worker }) => worker.terminate()));
  }

  private pick(): PooledWorker {
    const idle = this.workers.find((entry) => entry.pending.size === 0);
    if (idle) return idle;
    if (this.workers.length < this.size) return this.start();
    return this.workers.reduce((best, entry) =>
      entry.pending.size < best.pending.size ? entry : best,
    );
  }

  private start(): PooledWorker {
    const worker = new Worker(WORKER_URL);
    const entry: PooledWorker = { worker, pending: new Map() };
    worker.unref();
    worker.on('message', (reply: CitationTaskReply) => {
      const pending = entry.pending.get(reply.id);
      if (!pending) return;
      entry.pending.delete(reply.id);
      if (entry.pending.size === 0) worker.unref();
      if (reply.ok) pending.resolve(reply.value);
      else pending.reject(new CitationTaskError(reply.error.message, reply.error.code));
    });
    const fail = (error: Error) => {
      const index = this.workers.indexOf(entry);
      if (index !== -1) this.workers.splice(index, 1);
      for (const pending of entry.pending.values()) pending.reject(error);
      entry.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`The citation worker stopped (exit code ${code})`)));
    this.workers.push(entry);
    return entry;
  }
}

const pools = new WeakMap<ServiceContext, CitationWorkers>();

function workersOf(ctx: ServiceContext): CitationWorkers {
  let pool = pools.get(ctx);
  if (!pool) {
    pool = new CitationWorkers();
    pools.set(ctx, pool);
  }
  return pool;
}

/** How many citation tasks the app's workers are busy with (for tests and diagnostics). */
export function citationTasksInFlight(ctx: ServiceContext): number {
  return pools.get(ctx)?.inFlight ?? 0;
}

/** Stops the app's citation workers (the app's onClose hook). */
export async function closeCitationWorkers(ctx: ServiceContext): Promise<void> {
  const pool = pools.get(ctx);
  pools.delete(ctx);
  await pool?.close();
}
