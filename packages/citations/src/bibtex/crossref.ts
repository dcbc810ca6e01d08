/**
 * BibLaTeX's crossref inheritance as citation-js applies it: a child entry
 * takes every field of its parent (and the parent's parents) that it does not
 * have itself; a parent's title becomes the child's `booktitle`,
 * `maintitle` or `journaltitle` when the pair of types says so (a
 * `proceedings` parent and an `inproceedings` child, for instance).
 */
import type { BibtexEntry } from './tokenize.js';

/** An entry's raw fields; a field can be there without a value (a parent's missing title). */
export type Fields = Record<string, string | undefined>;

const BOOK = new Set(['book', 'inbook', 'bookinbook', 'suppbook']);
const BOOK_PART = new Set(['inbook', 'bookinbook', 'suppbook']);
const COLLECTION = new Set([
  'collection',
  'reference',
  'incollection',
  'inreference',
  'suppcollection',
]);
const COLLECTION_PART = new Set(['incollection', 'inreference', 'suppcollection']);
const PROCEEDINGS = new Set(['proceedings', 'inproceedings']);
const PROCEEDINGS_PART = new Set(['inproceedings']);
const PERIODICAL_PART = new Set(['article', 'suppperiodical']);

/** For a parent type: the prefix its title takes in a child, and the child types that rename it. */
const TITLE_MAP = new Map<string, [prefix: string, children: Set<string>]>([
  ['mvbook', ['main', BOOK]],
  ['mvcollection', ['main', COLLECTION]],
  ['mvreference', ['main', COLLECTION]],
  ['mvproceedings', ['main', PROCEEDINGS]],
  ['book', ['book', BOOK_PART]],
  ['collection', ['book', COLLECTION_PART]],
  ['reference', ['book', COLLECTION_PART]],
  ['proceedings', ['book', PROCEEDINGS_PART]],
  ['periodical', ['journal', PERIODICAL_PART]],
]);

/** Copies the fields that have a value (an empty field is no field). */
function assignValues(target: Fields, source: Fields): Fields {
  for (const name in source) {
    const value = source[name];
    if (value !== '') target[name] = value;
  }
  return target;
}

/**
 * The entry's fields with what it inherits (its own fields when it has no
 * crossref). Crossref cycles must already be broken.
 */
export function inherit(entry: BibtexEntry, registry: ReadonlyMap<string, BibtexEntry>): Fields {
  const props = entry.properties;
  const parentLabel = props.crossref;
  const parent = parentLabel ? registry.get(parentLabel) : undefined;
  if (!parent || parent.properties === props) return props;
  const data = assignValues({}, inherit(parent, registry));
  delete data.crossref;
  const renamed = TITLE_MAP.get(parent.type);
  if (renamed?.[1].has(entry.type)) {
    const [prefix] = renamed;
    data[`${prefix}title`] = data.title;
    data[`${prefix}subtitle`] = data.subtitle;
    if (prefix !== 'journal') data[`${prefix}titleaddon`] = data.titleaddon;
    delete data.title;
    delete data.subtitle;
    delete data.titleaddon;
  }
  return assignValues(data, props);
}
