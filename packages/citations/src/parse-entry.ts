/**
 * Browser-safe entry: reading citation files (citation-js core with its
 * BibTeX, RIS and EndNote plugins; no CSL styles, no Node built-ins).
 */
export * from './types.js';
export { CitationParseError } from './errors.js';
export type { CitationParseErrorCode } from './errors.js';
export { parseCitations } from './parse.js';
export { detectFormat, formatFromFilename } from './detect.js';
export { joinAuthors, splitAuthors } from './authors.js';
export { decodeCitationBytes } from './text.js';
