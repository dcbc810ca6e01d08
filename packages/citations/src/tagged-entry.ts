/**
 * Browser-safe entry with no dependencies: writing records as BibTeX, RIS and
 * EndNote, and the author string helpers.
 */
export * from './types.js';
export { toBibtex, toEndnote, toRis } from './format/tagged.js';
export type { CitationKind, FormattableCitation } from './format/tagged.js';
export { joinAuthors, splitAuthors } from './authors.js';
