/**
 * CSL-JSON, the data format of citeproc and citation-js and what Zotero,
 * Better BibTeX and DOI content negotiation write: an array of
 * items, or a single item. Items are cleaned by citation-js's own CSL
 * corrector (names written as strings, dates as strings of digits, a list
 * where one value belongs, Crossref's type names), then mapped to the record
 * like every other reader.
 */
import { plugins } from '@citation-js/core';
import { splitAuthors } from '../authors.js';
import { authorsFromCsl, cslYear, type CslDate, type CslItem, type CslName } from '../csl.js';
import { buildCitation, type ExtractedCitation } from '../record.js';
import type { ParsedCitation } from '../types.js';
import type { ReaderResult } from '../bibtex/index.js';

/** An array of objects or one object: the start of every CSL-JSON file. */
const JSON_START = /^\s*(?:\[\s*(?:\{|\])|\{\s*(?:"|\}))/;

/** Whether the text starts as CSL-JSON does (an array of objects, or an object). */
export function looksLikeCslJson(text: string): boolean {
  return JSON_START.test(text);
}

/** The CSL fields a record is made from: an object with none of them is not an item. */
const RECORD_FIELDS = [
  'title',
  'title-short',
  'author',
  'editor',
  'issued',
  'DOI',
  'URL',
  'container-title',
];

type JsonObject = Record<string, unknown>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** An object with at least one field a record uses. */
function hasRecordField(value: unknown): value is JsonObject {
  return isObject(value) && RECORD_FIELDS.some((field) => value[field] !== undefined);
}

/** The items of the text; none when it is not JSON, or not items. */
function itemsOf(text: string): JsonObject[] {
  if (!looksLikeCslJson(text)) return [];
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return [];
  }
  const list = Array.isArray(data) ? data : [data];
  return list.filter(hasRecordField);
}

/**
 * What citation-js's corrector would drop but a record can still use: a date
 * written as plain text ("issued": "2019-05-03") becomes a raw date.
 */
function withTextDate(item: JsonObject): JsonObject {
  const issued = item.issued;
  if (typeof issued !== 'string' && typeof issued !== 'number') return item;
  return { ...item, issued: { raw: String(issued) } };
}

/** A date's year: its first date part, else the first year in its text. */
function yearOf(cleaned: CslDate | undefined, original: unknown): number | string | undefined {
  const year = cslYear(cleaned);
  if (year !== undefined) return year;
  // A date citation-js could not correct ("date-parts": [["spring 2019"]]): any year in it.
  return original === undefined ? undefined : JSON.stringify(original);
}

function names(value: unknown): CslName[] | undefined {
  return Array.isArray(value) && value.length > 0 ? (value as CslName[]) : undefined;
}

function extract(item: CslItem, original: JsonObject): ExtractedCitation {
  // A single string of authors ("Jane Smith and Ali Doe") is read as typed text.
  const people =
    typeof original.author === 'string'
      ? splitAuthors(original.author)
      : authorsFromCsl(names(item.author) ?? names(item.editor));
  const url = Array.isArray(item.URL) ? item.URL[0] : item.URL;
  return {
    ...people,
    title:
      item.title ?? (typeof item['title-short'] === 'string' ? item['title-short'] : undefined),
    year: yearOf(item.issued, original.issued),
    doi: item.DOI,
    url,
    journal: item['container-title'],
    publisher: item.publisher,
  };
}

/** Reads every item of a CSL-JSON array (or a single item); an empty list when there is none. */
export function readCslJson(text: string): ReaderResult {
  const originals = itemsOf(text);
  const citations: ParsedCitation[] = [];
  const warnings: string[][] = [];
  if (originals.length === 0) return { citations, warnings };
  const cleaned = plugins.input.util.clean(originals.map(withTextDate)) as CslItem[];
  cleaned.forEach((item, index) => {
    const original = originals[index] ?? {};
    // An item has an id or a CSL type: a package.json has neither, though it has an "author".
    if (original.id === undefined && item.type === undefined) return;
    const messages: string[] = [];
    citations.push(buildCitation(extract(item, original), (message) => messages.push(message)));
    warnings.push(messages);
  });
  return { citations, warnings };
}
