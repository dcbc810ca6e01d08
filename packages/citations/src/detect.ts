/** Format detection of SPEC §5. */
import type { ImportFormat } from './types.js';

const BIBTEX_START = /^\s*@[a-zA-Z]+\s*[{(]/;
const RIS_TAG = /^[ \t]*TY[ \t]{1,2}-/m;
const ENDNOTE_TAG = /^%[0A][ \t]/m;

/**
 * The format the text says it is in, as SPEC §5 reads it: BibTeX starts with
 * "@type{", RIS has a TY tag, EndNote has %0 or %A. Undefined when none.
 */
export function detectFormat(text: string): ImportFormat | undefined {
  if (BIBTEX_START.test(text)) return 'bibtex';
  if (RIS_TAG.test(text)) return 'ris';
  if (ENDNOTE_TAG.test(text)) return 'endnote';
  return undefined;
}

/** The format a file name's extension names (.bib, .bibtex, .ris, .enw, .enl); undefined for .txt and others. */
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
    default:
      return undefined;
  }
}
