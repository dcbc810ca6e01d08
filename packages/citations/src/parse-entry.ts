/**
 * Browser-safe entry: reading citation files (this package's readers with
 * citation-js's BibTeX value grammar and LaTeX tables, and its CSL-JSON
 * corrector; no CSL styles, no Node built-ins).
 */
export * from './types.js';
export { CitationParseError } from './errors.js';
export type { CitationParseErrorCode } from './errors.js';
export { parseCitations } from './parse.js';
export { detectFormat, formatFromFilename } from './detect.js';
export { joinAuthors, splitAuthors } from './authors.js';
export { decodeCitationBytes } from './text.js';
