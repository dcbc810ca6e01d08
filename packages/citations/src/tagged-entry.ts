/**
 * Browser-safe entry with no dependencies: writing records as BibTeX, RIS,
 * EndNote and CSL-JSON, the author string helpers, and `quote` (a value cut
 * to 80 characters, as the readers' warnings quote it).
 */
export * from './types.js';
export { toBibtex, toEndnote, toRis } from './format/tagged.js';
export type { CitationKind, FormattableCitation } from './format/tagged.js';
export { toCslItem, toCslJson } from './format/csl-json.js';
export type { CslItem, CslName, CslDate } from './csl.js';
export { joinAuthors, splitAuthors } from './authors.js';
export { quote } from './text.js';
