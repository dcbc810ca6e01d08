/**
 * Browser-safe entry with no dependencies: writing records as BibTeX, RIS,
 * EndNote and CSL-JSON, the record citing an idea of the site
 * (`ideaCitationRecord`), the author string helpers, and `quote` (a value cut
 * to 80 characters, as the readers' warnings quote it).
 */
export * from './types.js';
export { toBibtex, toEndnote, toRis } from './format/tagged.js';
export type { CitationKind, FormattableCitation } from './format/tagged.js';
export { toCslItem, toCslJson } from './format/csl-json.js';
export { ideaCitationRecord, IDEA_DOI_PREFIX, IDEA_PUBLISHER } from './format/idea.js';
export type { IdeaAuthor, IdeaCitationOptions, IdeaToCite } from './format/idea.js';
export type { CslItem, CslName, CslDate } from './csl.js';
export { joinAuthors, splitAuthors } from './authors.js';
export { quote } from './text.js';
