/**
 * Field values as citation-js's BibTeX value grammar reads them, by the
 * fast readers of this folder (plain text as it is, LaTeX through latex.ts,
 * names through plain.ts), and by citation-js's grammar itself only for a
 * value those do not read.
 *
 * The text is what citation-js gives up to whitespace (runs are not
 * collapsed, nor the ends trimmed): every value ends in `cleanText`.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import type { CslItem, CslName } from '../csl.js';
import { decodeLatexRaw } from './latex.js';
import { balanced, plainNames } from './plain.js';

/** A value citation-js's grammar rejects; the entry is then read from its raw fields. */
export class RejectedValue extends Error {}

/** Anything citation-js's grammar would change besides whitespace: braces, commands, math, `~`, ligatures. */
const NEEDS_DECODING = /[{}\\$~`]|--|''/;
/** All of that but braces. */
const LATEX = /[\\$~`]|--|''/;
const BRACES = /[{}]/g;
/** What citation-js's lexer fails on or treats specially in a verbatim value (DOI, URL). */
const VERBATIM_SPECIAL = /[{}\\$]/;

type Field = 'note' | 'publisher' | 'author' | 'doi' | 'url';
const CSL_FIELD: Record<Field, keyof CslItem> = {
  note: 'note',
  publisher: 'publisher',
  author: 'author',
  doi: 'DOI',
  url: 'URL',
};

/**
 * citation-js's reading of one value, as the one field of an entry: "note"
 * for text, "publisher" for a literal list, "author" for names, "doi" for
 * verbatim text and "url" for a URL.
 */
function citationJs(field: Field, value: string): unknown {
  let item: CslItem | undefined;
  try {
    [item] = plugins.input.data(
      [{ type: 'misc', label: 'value', properties: { [field]: value } }],
      '@biblatex/entries+list',
    ) as CslItem[];
  } catch {
    throw new RejectedValue();
  }
  return item?.[CSL_FIELD[field]];
}

/** The value read by this package's readers: braces dropped, LaTeX decoded; undefined when they cannot. */
function decodeFast(raw: string): string | undefined {
  if (LATEX.test(raw)) return decodeLatexRaw(raw);
  return balanced(raw) ? raw.replace(BRACES, '') : undefined;
}

/** A text field (title, journal, year, date...). */
export function readText(raw: string): string {
  if (!NEEDS_DECODING.test(raw)) return raw;
  const fast = decodeFast(raw);
  if (fast !== undefined) return fast;
  const value = citationJs('note', raw);
  return typeof value === 'string' ? value : '';
}

/** Where citation-js splits a literal list ("A and B"), braces aside. */
const LIST_AND = /\s+and\s+/;

/**
 * A literal list (publisher, institution, organization, school). citation-js
 * splits "A and B" into a list (dropping an empty last item); the record
 * takes the whole text.
 */
export function readLiteralList(raw: string): string {
  if (!NEEDS_DECODING.test(raw) && !LIST_AND.test(raw)) return raw;
  const fast = LIST_AND.test(raw) ? undefined : decodeFast(raw);
  if (fast !== undefined) return fast;
  const value = citationJs('publisher', raw);
  if (Array.isArray(value)) return value.join(' and ');
  return typeof value === 'string' ? value : '';
}

/** A name list (author, editor). */
export function readNames(raw: string): CslName[] {
  const fast = plainNames(raw);
  if (fast !== undefined) return fast;
  const value = citationJs('author', raw);
  return Array.isArray(value) ? (value as CslName[]) : [];
}

/** A verbatim field (DOI): the raw text, unless citation-js's lexer fails on it. */
export function readVerbatim(raw: string): string {
  if (!VERBATIM_SPECIAL.test(raw)) return raw;
  const value = citationJs('doi', raw);
  return typeof value === 'string' ? value : '';
}

/** A URL field: the raw text percent-encoded as citation-js does (unless already encoded). */
export function readUri(raw: string): string {
  if (VERBATIM_SPECIAL.test(raw)) {
    const value = citationJs('url', raw);
    return typeof value === 'string' ? value : '';
  }
  try {
    try {
      return decodeURI(raw) === raw ? encodeURI(raw) : raw;
    } catch {
      return encodeURI(raw); // a "%" that is not an escape
    }
  } catch {
    throw new RejectedValue(); // a lone surrogate
  }
}
