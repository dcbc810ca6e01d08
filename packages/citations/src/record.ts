/** Turns what a reader extracted into the external record of SPEC §3, with its defaults. */
import { joinAuthors } from './authors.js';
import { normalizeDoi, normalizeUrl } from './identifiers.js';
import { cleanText, optional, optionalName, quote } from './text.js';
import type { ParsedAuthor, ParsedCitation } from './types.js';

export const UNKNOWN_TITLE = 'Unknown Title';
export const UNKNOWN_AUTHOR = 'Unknown Author';
export const MIN_YEAR = 1900;

/** What a reader found for one record, before defaults and normalisation. */
export interface ExtractedCitation {
  authors: ParsedAuthor[];
  etAl?: boolean;
  title?: string | undefined;
  /** A number, or any text holding a four-digit year ("2019/03//", "Start date: 20170812"). */
  year?: number | string | undefined;
  doi?: string | undefined;
  url?: string | undefined;
  journal?: string | undefined;
  publisher?: string | undefined;
}

export function currentYear(): number {
  return new Date().getFullYear();
}

/** The first plausible year in a date text, or undefined. */
export function yearFrom(value: number | string | undefined): number | undefined {
  if (value === undefined) return undefined;
  if (typeof value === 'number') return Number.isInteger(value) ? value : undefined;
  // A year standing alone ("2019/03//", "3000", which is then out of range), else the
  // start of a compact date ("20170812").
  const match =
    /(?<!\d)(\d{4})(?!\d)/.exec(value) ?? /(?<!\d)([12]\d{3})(?:\d{2}){1,2}(?!\d)/.exec(value);
  return match?.[1] ? Number(match[1]) : undefined;
}

/**
 * Words whose full stop belongs to them: abbreviations with an inner point
 * ("U.S.", "e.g."), and common short ones.
 */
const ABBREVIATION_AT_END =
  /(?:^|[\s(])(?:\S*\.\S+|etc|al|Inc|Ltd|Co|Corp|Jr|Sr|St|vs|No|Nr|Vol|Ed|Eds|eds|Dr|Mr|Mrs|Ms|Prof|Bros|cf|ca|approx)\.$/;

/**
 * A title without the full stop that closes it: MEDLINE-derived exports
 * (PubMed, Ovid, Embase) end every title with one, which is the sentence's
 * and not the title's (Zotero's PubMed import drops it too; styles add their
 * own). An ellipsis and an abbreviation's point stay.
 */
export function withoutClosingStop(title: string | undefined): string | undefined {
  if (title === undefined || !title.endsWith('.') || title.endsWith('..')) return title;
  if (ABBREVIATION_AT_END.test(title)) return title;
  const trimmed = title.slice(0, -1).trimEnd();
  return trimmed === '' ? title : trimmed;
}

export function buildCitation(
  extracted: ExtractedCitation,
  warn: (message: string) => void,
): ParsedCitation {
  const parsedAuthors = extracted.authors
    .map((author) => {
      const firstName = cleanText(author.firstName);
      const lastName = cleanText(author.lastName);
      const person: ParsedAuthor = {
        firstName,
        // A person's last name holds no comma ("Edwin V. {Bell, II}" is Bell II, as "Smith Jr."):
        // RIS and EndNote could not write one.
        lastName:
          firstName === '' || !lastName.includes(',')
            ? lastName
            : lastName.replace(/\s*,\s*/g, ' '),
      };
      const middle = author.middleName === undefined ? '' : cleanText(author.middleName);
      if (middle !== '') person.middleName = middle;
      return person;
    })
    .filter((author) => author.lastName !== '');
  const authors =
    parsedAuthors.length > 0 ? joinAuthors(parsedAuthors, extracted.etAl) : UNKNOWN_AUTHOR;
  const title = withoutClosingStop(optional(extracted.title)) ?? UNKNOWN_TITLE;

  const thisYear = currentYear();
  let year = yearFrom(extracted.year);
  if (year === undefined) {
    year = thisYear;
  } else if (year < MIN_YEAR || year > thisYear) {
    warn(
      `${quote(title)}: year ${year} is outside ${MIN_YEAR}-${thisYear}; the current year is used`,
    );
    year = thisYear;
  }

  const citation = { authors, title, year } as ParsedCitation;
  const rawDoi = optional(extracted.doi);
  const doi = normalizeDoi(rawDoi);
  if (doi) citation.doi = doi;
  else if (rawDoi) warn(`${quote(title)}: ${quote(rawDoi)} is not a DOI and was dropped`);
  const rawUrl = optional(extracted.url);
  const url = normalizeUrl(rawUrl);
  if (url) citation.url = url;
  else if (rawUrl) warn(`${quote(title)}: ${quote(rawUrl)} is not a web address and was dropped`);
  const journal = optionalName(extracted.journal);
  if (journal) citation.journal = journal;
  const publisher = optionalName(extracted.publisher);
  if (publisher) citation.publisher = publisher;
  citation.parsedAuthors = parsedAuthors;
  return citation;
}
