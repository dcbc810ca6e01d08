/** `formatCitation` and `formatIdeaCitation`: a record in any of the seven styles of SPEC §3. */
import { UnknownCitationStyleError } from '../errors.js';
import { CITATION_STYLES, type CitationStyle } from '../types.js';
import { CSL_STYLES, recordToCsl, renderCsl } from './csl.js';
import {
  ideaCitationRecord,
  type IdeaAuthor,
  type IdeaCitationOptions,
  type IdeaToCite,
} from './idea.js';
import { toBibtex, toEndnote, toRis, type FormattableCitation } from './tagged.js';

export {
  ideaCitationRecord,
  IDEA_DOI_PREFIX,
  IDEA_PUBLISHER,
  type IdeaAuthor,
  type IdeaCitationOptions,
  type IdeaToCite,
} from './idea.js';

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
