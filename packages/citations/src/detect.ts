/** Format detection of SPEC §5, and CSL-JSON. */
import { looksLikeCslJson } from './csl-json/read.js';
import type { ImportFormat } from './types.js';

const BIBTEX_START = /^\s*@[a-zA-Z]+\s*[{(]/;
const RIS_TAG = /^[ \t]*TY[ \t]{1,2}-/m;
const ENDNOTE_TAG = /^%[0A][ \t]/m;

/**
 * The format the text says it is in, as SPEC §5 reads it: BibTeX starts with
 * "@type{", RIS has a TY tag, EndNote has %0 or %A; and CSL-JSON starts with
 * "[{" or "{" (no line of JSON can start with a tag, so the order does not
 * matter). Undefined when none.
 */
export function detectFormat(text: string): ImportFormat | undefined {
  if (looksLikeCslJson(text)) return 'csl-json';
  if (BIBTEX_START.test(text)) return 'bibtex';
  if (RIS_TAG.test(text)) return 'ris';
  if (ENDNOTE_TAG.test(text)) return 'endnote';
  return undefined;
}

/** The format a file name's extension names (.bib, .bibtex, .ris, .enw, .enl, .json); undefined for .txt and others. */
export function formatFromFilename(filename: string | undefined): ImportFormat | undefined {
  const extension = /\.([a-z]+)$/i.exec(filename ?? '')?.[1]?.toLowerCase();
  switch (extension) {
    case 'bib':
    case 'bibtex':
    case 'biblatex':
      return 'bibtex';
    case 'ris':
      return 'ris';
    case 'enw':
    case 'enl':
    case 'refer':
      return 'endnote';
    case 'json':
    case 'csljson':
      return 'csl-json';
    default:
      return undefined;
  }
}
