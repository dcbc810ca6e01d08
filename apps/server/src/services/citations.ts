import {
  type CitationFormat,
  type citationParseInput,
  type ExternalCitationData,
  externalCitationData,
  type FormattedCitation,
  MESSAGES,
  type ParsedCitations,
} from '@thisoneforfree/contracts';
// The dependency-free entry: the main one would load citation-js and citeproc at start-up.
import { quote } from '@thisoneforfree/citations/tagged';
import type { ParsedInWorker } from '@thisoneforfree/citations/worker';
import type { z } from 'zod';
import { ideaCitationSource, ideaExists } from '../data/ideas.js';
import { badRequest, notFound } from '../lib/errors.js';
import { summarizeIssues, toFieldIssues } from '../lib/validation.js';
import { CitationTaskError } from '../runtime/citation-workers.js';
import type { Services } from './context.js';

/**
 * Citation import and formatting over `@thisoneforfree/citations`, so the web
 * app does not ship citation-js and its style files to every browser. The
 * work runs on the worker threads of `ctx.citationWorkers`.
 */

/**
 * Reads a pasted or uploaded BibTeX, RIS, EndNote or CSL-JSON text. Every record is
 * checked with the contracts' `externalCitationData`, exactly as a manual
 * citation would be; a record that fails is left out with a warning. Text
 * with no readable record is a 400 that says why.
 */
export async function parseCitationText(
  ctx: Services,
  input: z.output<typeof citationParseInput>,
): Promise<ParsedCitations> {
  let result: ParsedInWorker;
  try {
    result = (await ctx.citationWorkers.run({
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
  ctx: Services,
  citation: ExternalCitationData,
  style: CitationFormat,
): Promise<FormattedCitation> {
  const text = (await ctx.citationWorkers.run({ kind: 'format', citation, style })) as string;
  return { text };
}

/**
 * How to cite an idea of this site (SPEC §9): its author's name, or
 * "Anonymous", and a version of it (the latest unless `version` says which):
 * that version's title, number and date, and a link to that version's page
 * under the site's own origin, so the citation stays true after later edits.
 * 404 for a missing idea or version.
 */
export async function formatIdeaCitationText(
  ctx: Services,
  ideaId: number,
  style: CitationFormat,
  version?: number,
): Promise<FormattedCitation> {
  const idea = await ideaCitationSource(ctx.db, ideaId, version);
  if (!idea) {
    const missing = version !== undefined && (await ideaExists(ctx.db, ideaId));
    throw notFound(missing ? MESSAGES.errors.versionNotFound : MESSAGES.errors.ideaNotFound);
  }
  const author = idea.author_name?.trim() ? { name: idea.author_name } : null;
  const text = (await ctx.citationWorkers.run({
    kind: 'idea',
    idea: {
      id: idea.id,
      title: idea.title,
      createdAt: idea.created_at,
      version: Number(idea.version),
    },
    author,
    style,
    options: { baseUrl: ctx.config.appOrigin },
  })) as string;
  return { text };
}
