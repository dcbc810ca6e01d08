import {
  type CitationFormat,
  citationFormatSchema,
  type ExternalCitationData,
  externalCitationData,
  idSchema,
  MESSAGES,
} from '@thisoneforfree/contracts';
import {
  CitationParseError,
  formatCitation,
  formatIdeaCitation,
  type ImportFormat,
  parseCitations,
} from '@thisoneforfree/citations';
import { z } from 'zod';
import { badRequest, notFound } from '../lib/errors.js';
import { summarizeIssues, toFieldIssues } from '../lib/validation.js';
import type { ServiceContext } from './context.js';

/**
 * Citation import and formatting over `@thisoneforfree/citations`, so the web
 * app does not ship citation-js and its style files to every browser.
 */

/** Imported files are read whole; 5 MB of BibTeX is thousands of records. */
export const CITATION_FILE_MAX_CHARS = 5 * 1024 * 1024;

export const citationParseInput = z.object({
  text: z
    .string(MESSAGES.citationsEditor.emptyInputDescription)
    .max(CITATION_FILE_MAX_CHARS, 'The citation file is too large (at most 5 MB)'),
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
 * with no readable record is a 400 that says why.
 */
export function parseCitationText(
  _ctx: ServiceContext,
  input: z.output<typeof citationParseInput>,
): ParsedCitations {
  let result: ReturnType<typeof parseCitations>;
  try {
    result = parseCitations(input.text, input.filename ? { filename: input.filename } : {});
  } catch (error) {
    if (error instanceof CitationParseError) {
      throw badRequest(
        error.code === 'EMPTY_INPUT'
          ? MESSAGES.citationsEditor.emptyInputDescription
          : error.message,
      );
    }
    throw error;
  }

  const citations: ExternalCitationData[] = [];
  const warnings = result.warnings.map((warning) => warning.message);
  result.citations.forEach((record, index) => {
    const checked = externalCitationData.safeParse({
      authors: record.authors,
      title: record.title,
      year: record.year,
      doi: record.doi,
      url: record.url,
      journal: record.journal,
      publisher: record.publisher,
    });
    if (checked.success) citations.push(checked.data);
    else
      warnings.push(
        `Record ${index + 1} ("${record.title}") was left out: ${summarizeIssues(toFieldIssues(checked.error))}`,
      );
  });
  if (citations.length === 0) {
    throw badRequest(
      `${MESSAGES.citationsEditor.noCitationsFound}: no record in the file is a valid citation. ${warnings[0] ?? ''}`.trim(),
    );
  }
  return { format: result.format, citations, warnings };
}

/** One external citation as text in the given style. */
export function formatExternalCitation(
  _ctx: ServiceContext,
  citation: ExternalCitationData,
  style: CitationFormat,
): { text: string } {
  return { text: formatCitation(citation, style) };
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
  const text = formatIdeaCitation(
    { id: idea.id, title: idea.title, createdAt: idea.created_at },
    author,
    style,
    {
      baseUrl: ctx.config.appOrigin,
    },
  );
  return { text };
}
