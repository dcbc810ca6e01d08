import { joinAuthors, type ParsedAuthor } from '@thisoneforfree/citations/tagged';
import {
  type Citation,
  type CitationInput,
  currentYear,
  externalCitationData,
  LIMITS,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { referenceText } from '../../lib/reference';

/*
 * The citations editor's rules (SPEC §5, §8), as plain functions: the list
 * limit, duplicates, imports that fill the remaining slots, and the manual
 * entry form. Components only show what these return.
 */

const m = MESSAGES.citationsEditor;

/** An external record as the editor holds it (optional fields absent when empty). */
export type ExternalRecord = Extract<CitationInput, { type: 'external' }>['externalData'];

/** One citation in the editor's list. `key` is for React; `title` names a cited idea. */
export type CitationDraft =
  | { key: string; type: 'internal'; internalId: number; title: string }
  | { key: string; type: 'external'; externalData: ExternalRecord };

/** What a cited idea needs to be added: its id and title. */
export interface IdeaChoice {
  id: number;
  title: string;
}

/** A refusal to show as a toast: title and description. */
export interface RuleMessage {
  title: string;
  message?: string;
}

export type RuleResult =
  { ok: true; citations: CitationDraft[] } | { ok: false; error: RuleMessage };

export const CITATION_LIMIT = LIMITS.citationsPerIdea;
export const AUTHOR_ROWS_MAX = LIMITS.manualCitationAuthors;

export const LIMIT_REACHED: RuleMessage = {
  title: m.limitReached,
  message: m.limitReachedDescription,
};

let nextKey = 0;
function newKey(): string {
  nextKey += 1;
  return `citation-${nextKey}`;
}

export function remainingSlots(list: readonly CitationDraft[]): number {
  return Math.max(0, CITATION_LIMIT - list.length);
}

export function isAtLimit(list: readonly CitationDraft[]): boolean {
  return remainingSlots(list) === 0;
}

/** Adds an idea of the site; refuses a missing choice, a full list, or an idea already cited. */
export function addInternal(
  list: readonly CitationDraft[],
  idea: IdeaChoice | null | undefined,
): RuleResult {
  if (!idea) return { ok: false, error: { title: m.missingInformation, message: m.selectIdea } };
  if (isAtLimit(list)) return { ok: false, error: LIMIT_REACHED };
  if (list.some((item) => item.type === 'internal' && item.internalId === idea.id)) {
    return { ok: false, error: { title: m.duplicate, message: m.duplicateDescription } };
  }
  return {
    ok: true,
    citations: [
      ...list,
      { key: newKey(), type: 'internal', internalId: idea.id, title: idea.title },
    ],
  };
}

/** Adds one external record (a manual entry); refuses a full list. */
export function addExternal(list: readonly CitationDraft[], record: ExternalRecord): RuleResult {
  if (isAtLimit(list)) return { ok: false, error: LIMIT_REACHED };
  return {
    ok: true,
    citations: [...list, { key: newKey(), type: 'external', externalData: record }],
  };
}

export interface ImportResult {
  citations: CitationDraft[];
  /** How many records were added. */
  added: number;
  /** How many were left out because the list was full. */
  skipped: number;
}

/** Adds imported records, keeping only as many as there are free slots. */
export function addImported(
  list: readonly CitationDraft[],
  records: readonly ExternalRecord[],
): ImportResult {
  const kept = records.slice(0, remainingSlots(list));
  return {
    citations: [
      ...list,
      ...kept.map((record): CitationDraft => ({
        key: newKey(),
        type: 'external',
        externalData: record,
      })),
    ],
    added: kept.length,
    skipped: records.length - kept.length,
  };
}

export function removeCitation(list: readonly CitationDraft[], key: string): CitationDraft[] {
  return list.filter((item) => item.key !== key);
}

/**
 * An idea's citations as the editor's list (editing an idea): each internal
 * one named by the cited idea's title, from the idea's `linkedIdeas`.
 */
export function draftsFromCitations(
  citations: readonly Citation[],
  linkedIdeas: readonly { id: number; title: string }[],
): CitationDraft[] {
  const titles = new Map(linkedIdeas.map((idea) => [idea.id, idea.title]));
  return citations.map((citation) =>
    citation.type === 'internal'
      ? {
          key: newKey(),
          type: 'internal',
          internalId: citation.internalId,
          title: titles.get(citation.internalId) ?? `Idea #${citation.internalId}`,
        }
      : { key: newKey(), type: 'external', externalData: citation.externalData },
  );
}

/** What `ideas.create` takes for the list. */
export function toCitationInputs(list: readonly CitationDraft[]): CitationInput[] {
  return list.map((item) =>
    item.type === 'internal'
      ? { type: 'internal', internalId: item.internalId }
      : { type: 'external', externalData: item.externalData },
  );
}

/** One readable line for the list: `Lovelace, Ada (1843). Notes. Scientific Memoirs.` */
export function citationLine(item: CitationDraft): string {
  if (item.type === 'internal') return `${item.title} (idea #${item.internalId})`;
  return referenceText(item.externalData);
}

// ---------------------------------------------------------------------------
// Manual entry

export interface AuthorRow {
  firstName: string;
  middleName: string;
  lastName: string;
}

export interface ManualCitationValues {
  authors: AuthorRow[];
  title: string;
  /** As typed: a number, or '' when empty. */
  year: number | string;
  doi: string;
  url: string;
  journal: string;
  publisher: string;
}

export const EMPTY_AUTHOR_ROW: AuthorRow = { firstName: '', middleName: '', lastName: '' };

export function emptyManualValues(): ManualCitationValues {
  return {
    authors: [{ ...EMPTY_AUTHOR_ROW }],
    title: '',
    year: '',
    doi: '',
    url: '',
    journal: '',
    publisher: '',
  };
}

/** Adds an author row, up to 10. */
export function addAuthorRow(rows: readonly AuthorRow[]): AuthorRow[] {
  return rows.length >= AUTHOR_ROWS_MAX ? [...rows] : [...rows, { ...EMPTY_AUTHOR_ROW }];
}

/** Removes an author row; the last one stays. */
export function removeAuthorRow(rows: readonly AuthorRow[], index: number): AuthorRow[] {
  if (rows.length <= 1) return [...rows];
  return rows.filter((_, i) => i !== index);
}

/** The rows that name someone, as parsed authors (trimmed; an empty middle name omitted). */
export function rowsToAuthors(rows: readonly AuthorRow[]): ParsedAuthor[] {
  return rows
    .map((row) => ({
      firstName: row.firstName.trim().replace(/\s+/g, ' '),
      middleName: row.middleName.trim().replace(/\s+/g, ' '),
      lastName: row.lastName.trim().replace(/\s+/g, ' '),
    }))
    .filter((row) => row.lastName !== '')
    .map(({ firstName, middleName, lastName }) =>
      middleName ? { firstName, middleName, lastName } : { firstName, lastName },
    );
}

/**
 * The author rows as the record's `authors` string, joined the way
 * `@thisoneforfree/citations` writes and reads it back
 * ("Lovelace, Ada; Babbage, Charles"), so formatting later finds each person.
 */
export function joinAuthorRows(rows: readonly AuthorRow[]): string {
  return joinAuthors(rowsToAuthors(rows));
}

/** Errors keyed by form path: `authors`, `authors.2.lastName`, `title`, `year`, `url`, … */
export type ManualErrors = Record<string, string>;

export type ManualResult =
  { ok: true; record: ExternalRecord } | { ok: false; errors: ManualErrors; first: string };

/**
 * Checks a manual entry (SPEC §5): at least one author with a last name, a
 * title, a year from 1900 to this year (this year when empty), a valid URL and
 * DOI if any; a row with a given name but no last name is flagged. Optional
 * fields are trimmed and left out when empty. The record passes the same
 * schema as on the server.
 */
export function validateManualCitation(values: ManualCitationValues): ManualResult {
  const errors: ManualErrors = {};
  const authors = rowsToAuthors(values.authors);
  if (authors.length === 0) errors.authors = MESSAGES.validation.citationAuthorRequired;
  values.authors.forEach((row, index) => {
    const named = row.firstName.trim() !== '' || row.middleName.trim() !== '';
    if (named && row.lastName.trim() === '') {
      errors[`authors.${index}.lastName`] = MESSAGES.validation.lastNameRequired;
    }
  });

  // A year left empty is this year, as the field's placeholder shows (SPEC §5's default).
  const yearText = String(values.year).trim();
  const year = yearText === '' ? currentYear() : Number(yearText);
  const candidate = {
    authors: authors.length > 0 ? joinAuthors(authors) : '',
    title: values.title,
    year,
    doi: values.doi,
    url: values.url,
    journal: values.journal,
    publisher: values.publisher,
  };
  const parsed = externalCitationData.safeParse(candidate);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const key = String(issue.path[0] ?? '');
      if (key && !(key in errors)) errors[key] = issue.message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors, first: firstManualError(errors) };
  }

  const data = parsed.data;
  const record: ExternalRecord = { authors: data.authors, title: data.title, year: data.year };
  if (data.doi) record.doi = data.doi;
  if (data.url) record.url = data.url;
  if (data.journal) record.journal = data.journal;
  if (data.publisher) record.publisher = data.publisher;
  return { ok: true, record };
}

/** The manual entry's errors for its form (Mantine `validate`); none when it is valid. */
export function manualCitationErrors(values: ManualCitationValues): ManualErrors {
  const result = validateManualCitation(values);
  return result.ok ? {} : result.errors;
}

/** The message a refused manual entry's toast shows: authors first, then the fields top to bottom. */
export function firstManualError(errors: Readonly<Record<string, unknown>>): string {
  const order = ['authors', 'title', 'year', 'doi', 'url', 'journal', 'publisher'];
  const key = order.find((name) => name in errors) ?? Object.keys(errors)[0];
  const message = key === undefined ? undefined : errors[key];
  return typeof message === 'string' ? message : MESSAGES.validation.invalidInput;
}

/** The newest year a citation may have (SPEC §9: 1900 to the current year). */
export function maxCitationYear(): number {
  return currentYear();
}
