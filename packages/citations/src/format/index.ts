/** `formatCitation` and `formatIdeaCitation`: a record in any of the seven styles of SPEC §3. */
import { personFromNaturalOrder } from '../names/person.js';
import { UnknownCitationStyleError } from '../errors.js';
import { CITATION_STYLES, type CitationStyle, type ParsedAuthor } from '../types.js';
import { CSL_STYLES, recordToCsl, renderCsl } from './csl.js';
import { toBibtex, toEndnote, toRis, type FormattableCitation } from './tagged.js';

export function isCitationStyle(style: string): style is CitationStyle {
  return (CITATION_STYLES as readonly string[]).includes(style);
}

/**
 * The record as text in the style: a bibliography entry for apa, mla,
 * chicago and harvard; a complete entry for bibtex, ris and endnote.
 *
 * @throws {UnknownCitationStyleError} for a style not in `CITATION_STYLES`.
 */
export function formatCitation(record: FormattableCitation, style: CitationStyle): string {
  switch (style) {
    case 'bibtex':
      return toBibtex(record);
    case 'ris':
      return toRis(record);
    case 'endnote':
      return toEndnote(record);
    default:
      if (!(style in CSL_STYLES)) throw new UnknownCitationStyleError(String(style));
      return renderCsl(recordToCsl(record), style);
  }
}

export interface IdeaToCite {
  id: number | string;
  title: string;
  /** When the cited version was saved (its creation, for an idea never edited): ISO 8601 text or a Date. */
  createdAt: string | Date;
  /**
   * The version cited (ideas are edited in versions 1, 2, 3...). With it the
   * citation names the version and links to the version's own page,
   * `${baseUrl}/idea/${id}/v/${version}`, so it stays true after later edits.
   */
  version?: number;
}

export interface IdeaAuthor {
  name: string;
}

export interface IdeaCitationOptions {
  /**
   * The site's address ("https://example.org"); the citation links to
   * `${baseUrl}/idea/${id}`, or to the version's page when a version is cited.
   */
  baseUrl?: string;
}

export const IDEA_PUBLISHER = 'This One for Free';
export const IDEA_DOI_PREFIX = '10.5281/this-one-for-free.';

/** The record citing an idea itself (SPEC §9), with the full date of the version cited. */
export function ideaCitationRecord(
  idea: IdeaToCite,
  author: IdeaAuthor | null,
  options: IdeaCitationOptions = {},
): FormattableCitation & { parsedAuthors: ParsedAuthor[] } {
  const created = idea.createdAt instanceof Date ? idea.createdAt : new Date(idea.createdAt);
  const valid = !Number.isNaN(created.getTime());
  const date = valid ? created : new Date();
  const name = author?.name.trim() ? author.name : 'Anonymous';
  const person = personFromNaturalOrder(name);
  const record: FormattableCitation & { parsedAuthors: ParsedAuthor[] } = {
    authors: person.firstName
      ? `${person.lastName}, ${[person.firstName, person.middleName].filter(Boolean).join(' ')}`
      : person.lastName,
    parsedAuthors: [person],
    title: idea.title.trim() || 'Untitled idea',
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    doi: `${IDEA_DOI_PREFIX}${idea.id}`,
    publisher: IDEA_PUBLISHER,
    // A page of a web site: the styles then show the full date and the site's name.
    kind: 'web',
  };
  if (idea.version !== undefined) record.version = String(idea.version);
  if (options.baseUrl) {
    const page = `${options.baseUrl.replace(/\/+$/, '')}/idea/${idea.id}`;
    record.url = idea.version === undefined ? page : `${page}/v/${idea.version}`;
  }
  return record;
}

/**
 * How to cite an idea of this site (SPEC §9): DOI 10.5281/this-one-for-free.{id},
 * the author's name or "Anonymous", the date of the version cited, publisher
 * "This One for Free", the version ("Version 2") when given, and a link to
 * the idea (or that version of it) when `baseUrl` is given.
 *
 * APA, MLA, Chicago and Harvard give one link, the DOI when there is one; a
 * cited version's link is then written after it, so the reference leads to
 * the text as it was cited as well as to the idea.
 */
export function formatIdeaCitation(
  idea: IdeaToCite,
  author: IdeaAuthor | null,
  style: CitationStyle,
  options: IdeaCitationOptions = {},
): string {
  const record = ideaCitationRecord(idea, author, options);
  const text = formatCitation(record, style);
  if (
    idea.version === undefined ||
    !record.url ||
    !(style in CSL_STYLES) ||
    text.includes(record.url)
  )
    return text;
  // A style that ends its reference with a period ends the added link with one too.
  return text.endsWith('.') ? `${text} ${record.url}.` : `${text} ${record.url}`;
}
