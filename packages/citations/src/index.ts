/**
 * @thisoneforfree/citations: import BibTeX, RIS, EndNote and CSL-JSON
 * citations and format them in APA, MLA, Chicago, Harvard, BibTeX, RIS,
 * EndNote and CSL-JSON.
 *
 * This entry is for Node (CSL styles are read from disk). Browser bundles can
 * import `@thisoneforfree/citations/parse` and `@thisoneforfree/citations/tagged`.
 */
export * from './types.js';
export { CitationParseError, UnknownCitationStyleError } from './errors.js';
export type { CitationParseErrorCode } from './errors.js';
export { parseCitations } from './parse.js';
export { detectFormat, formatFromFilename } from './detect.js';
export { joinAuthors, splitAuthors, ET_AL } from './authors.js';
export type { AuthorList } from './authors.js';
export { decodeCitationBytes } from './text.js';
export { normalizeDoi, normalizeUrl } from './identifiers.js';
export { UNKNOWN_AUTHOR, UNKNOWN_TITLE, MIN_YEAR } from './record.js';
export {
  formatCitation,
  formatIdeaCitation,
  ideaCitationRecord,
  isCitationStyle,
  IDEA_DOI_PREFIX,
  IDEA_PUBLISHER,
} from './format/index.js';
export type { IdeaAuthor, IdeaCitationOptions, IdeaToCite } from './format/index.js';
export { toBibtex, toEndnote, toRis } from './format/tagged.js';
export { toCslItem, toCslJson } from './format/csl-json.js';
export type { CitationKind, FormattableCitation } from './format/tagged.js';
export { formatCslItem } from './format/csl-item.js';
export type { CslItem, CslName, CslDate } from './csl.js';
