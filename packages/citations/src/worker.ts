/**
 * A worker-thread entry (`@thisoneforfree/citations/worker`), for servers
 * that must not block their event loop on a file of several MB: start it
 * with `new Worker(url)`, post `{ id, task }`, get `{ id, ok, value | error }`
 * back. `value` is what `parseCitations` (warnings as their messages, records
 * without `parsedAuthors`), `formatCitation` or `formatIdeaCitation` return.
 */
import { parentPort } from 'node:worker_threads';
import { CitationParseError, type CitationParseErrorCode } from './errors.js';
import {
  formatCitation,
  formatIdeaCitation,
  type IdeaAuthor,
  type IdeaCitationOptions,
  type IdeaToCite,
} from './format/index.js';
import { parseCitations } from './parse.js';
import type { CitationRecord, CitationStyle, ImportFormat, ParseOptions } from './types.js';

/** What the worker is asked to do. */
export type CitationTask =
  | { kind: 'parse'; text: string; options?: ParseOptions }
  | { kind: 'format'; citation: CitationRecord; style: CitationStyle }
  | {
      kind: 'idea';
      idea: IdeaToCite;
      author: IdeaAuthor | null;
      style: CitationStyle;
      options?: IdeaCitationOptions;
    };

/** The value of a `parse` task. */
export interface ParsedInWorker {
  format: ImportFormat;
  citations: CitationRecord[];
  warnings: string[];
}

/** The answer to one task; `error.code` is set when `parseCitations` found nothing to read. */
export type CitationTaskReply =
  | { id: number; ok: true; value: ParsedInWorker | string }
  | { id: number; ok: false; error: { message: string; code?: CitationParseErrorCode } };

function run(task: CitationTask): ParsedInWorker | string {
  if (task.kind === 'parse') {
    const result = parseCitations(task.text, task.options);
    return {
      format: result.format,
      // parsedAuthors would be copied back to the caller's thread for nothing.
      citations: result.citations.map(({ authors, title, year, doi, url, journal, publisher }) => ({
        authors,
        title,
        year,
        doi,
        url,
        journal,
        publisher,
      })),
      warnings: result.warnings.map((warning) => warning.message),
    };
  }
  if (task.kind === 'idea')
    return formatIdeaCitation(task.idea, task.author, task.style, task.options);
  return formatCitation(task.citation, task.style);
}

parentPort?.on('message', ({ id, task }: { id: number; task: CitationTask }) => {
  let reply: CitationTaskReply;
  try {
    reply = { id, ok: true, value: run(task) };
  } catch (error) {
    reply = {
      id,
      ok: false,
      error:
        error instanceof CitationParseError
          ? { message: error.message, code: error.code }
          : { message: error instanceof Error ? error.message : String(error) },
    };
  }
  parentPort?.postMessage(reply);
});
