/**
 * CSL-JSON writing: a record as a CSL item, and records as the array Zotero,
 * citeproc and citation-js read. The inverse of the CSL-JSON reader (every
 * field of the record comes back from it). No dependencies, so this is part
 * of the browser entry `@thisoneforfree/citations/tagged`.
 */
import type { CslItem, CslName } from '../csl.js';
import { ET_AL } from '../authors.js';
import { splitSuffix } from '../names/person.js';
import { UNKNOWN_TITLE } from '../record.js';
import type { ParsedAuthor } from '../types.js';
import {
  authorsOf,
  citationKey,
  kindOf,
  type CitationKind,
  type FormattableCitation,
} from './tagged.js';

/** The CSL type of each kind (CSL 1.0.2's names, as Zotero writes them). */
const CSL_TYPES: Record<CitationKind, string> = {
  article: 'article-journal',
  book: 'book',
  web: 'webpage',
  generic: 'document',
};

/**
 * One author as a CSL name: a person by family and given names (a suffix kept
 * in the last name, "King Jr.", is CSL's suffix), an organisation or a
 * single-name author as a literal name.
 */
function cslName(author: ParsedAuthor): CslName {
  const given = [author.firstName, author.middleName].filter(Boolean).join(' ');
  if (given === '') return { literal: author.lastName };
  const { family, suffix } = splitSuffix(author.lastName);
  return suffix ? { family, given, suffix } : { family, given };
}

/**
 * The record as a CSL item with the given id (by default its citation key).
 * An incomplete author list ("et al.") ends in the literal name "et al.":
 * CSL has no other way to say it, and a reader then shows it as written.
 */
export function toCslItem(record: FormattableCitation, id?: string): CslItem {
  const { authors, etAl } = authorsOf(record);
  const item: CslItem = { id: id ?? citationKey(record, authors), type: CSL_TYPES[kindOf(record)] };
  if (record.title !== UNKNOWN_TITLE) item.title = record.title;
  if (authors.length > 0) {
    item.author = authors.map(cslName);
    if (etAl) item.author.push({ literal: ET_AL });
  }
  if (record.journal) item['container-title'] = record.journal;
  if (record.publisher) item.publisher = record.publisher;
  const date = [record.year];
  if (record.month) {
    date.push(record.month);
    if (record.day) date.push(record.day);
  }
  item.issued = { 'date-parts': [date] };
  if (record.doi) item.DOI = record.doi;
  if (record.url) item.URL = record.url;
  return item;
}

/**
 * Records as a CSL-JSON array (one record gives an array of one), two spaces
 * indented. Items whose keys would repeat get "-2", "-3"... so every id is
 * unique, as citeproc requires.
 */
export function toCslJson(records: FormattableCitation | readonly FormattableCitation[]): string {
  const list: readonly FormattableCitation[] = Array.isArray(records)
    ? records
    : [records as FormattableCitation];
  const used = new Map<string, number>();
  const items = list.map((record) => {
    const key = citationKey(record, authorsOf(record).authors);
    const count = (used.get(key) ?? 0) + 1;
    used.set(key, count);
    return toCslItem(record, count === 1 ? key : `${key}-${count}`);
  });
  return JSON.stringify(items, null, 2);
}
