/**
 * The record that cites an idea of this site (SPEC §9). No citeproc here, so
 * the browser entry `@thisoneforfree/citations/tagged` can write an idea as
 * BibTeX, RIS, EndNote or CSL-JSON too (the server's exports of lists do, on
 * its main thread: it is string building).
 */
import { personFromNaturalOrder } from '../names/person.js';
import type { ParsedAuthor } from '../types.js';
import type { FormattableCitation } from './tagged.js';

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
