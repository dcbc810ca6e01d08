/**
 * EndNote tagged (.enw) and classic refer: a tolerant reader that groups
 * "%X value" lines into records, then citation-js's EndNote plugin for each
 * cleaned record, with the raw tags filling its gaps.
 *
 * Handles records that do not start with %0 (AIS exports put %T first), records
 * with no %0 at all (classic refer), "%0" with no type, blank lines between
 * records, values continued on the next line, "%A Homerus, (eds)" and
 * "%A Julius Caesar,Jr.", %Q corporate authors, a DOI written as a URL in %R,
 * and %R holding a report number rather than a DOI (refer).
 */
import { authorsFromCsl, cslYear } from '../csl.js';
import { normalizeDoi } from '../identifiers.js';
import { buildCitation } from '../record.js';
import type { ReaderResult } from '../bibtex/index.js';
import {
  addValue,
  allValues,
  cleanDate,
  firstNonEmpty,
  firstValue,
  readWithCitationJs,
  tagAuthors,
  type TaggedRecord,
} from './records.js';

const TAG_LINE = /^%([^\s%])(?:[ \t]+(.*))?$/;

export function splitEndnote(text: string): TaggedRecord[] {
  const records: TaggedRecord[] = [];
  let current: TaggedRecord | undefined;
  let lastTag: string | undefined;
  const finish = () => {
    if (current && current.size > 0) records.push(current);
    current = undefined;
    lastTag = undefined;
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      finish();
      continue;
    }
    const match = TAG_LINE.exec(line.trimEnd());
    if (!match) {
      if (current && lastTag) {
        const values = current.get(lastTag);
        if (values && values.length > 0) {
          values[values.length - 1] = `${values[values.length - 1]} ${line.trim()}`;
        }
      }
      continue;
    }
    const tag = match[1] ?? '';
    const value = (match[2] ?? '').trim();
    // A second %0 in one block starts the next record (records not separated by a blank line).
    if (tag === '0' && current?.has('0')) finish();
    current ??= new Map();
    addValue(current, tag, value);
    lastTag = tag;
  }
  finish();
  // A block holding only "%0 Type" and nothing else is no record.
  return records.filter((record) => [...record.keys()].some((key) => key !== '0'));
}

/** The record rewritten as clean EndNote for citation-js: %0 first, always present. */
function cleanEndnote(record: TaggedRecord): string {
  const type = firstValue(record, '0') ?? 'Generic';
  const lines = [`%0 ${type}`];
  for (const [tag, values] of record) {
    if (tag === '0') continue;
    for (const value of values) {
      if (value.trim() === '') continue;
      if (tag === 'D') {
        const date = cleanDate(value);
        if (date) lines.push(`%D ${date.slice(0, 4)}`);
        continue;
      }
      lines.push(`%${tag} ${value}`);
    }
  }
  return lines.join('\n') + '\n';
}

export function readEndnote(text: string): ReaderResult {
  const citations = [];
  const warnings: string[][] = [];
  for (const record of splitEndnote(text)) {
    const item = readWithCitationJs(cleanEndnote(record), '@enw/file');
    const people = firstNonEmpty(
      tagAuthors(allValues(record, 'A', 'Q')),
      authorsFromCsl(item?.author),
      tagAuthors(allValues(record, 'E')),
    );
    // %B is the journal in AIS exports and the book of a section, but the series of a book.
    const isBook = /^(?:book|edited book|thesis)$/i.test(firstValue(record, '0') ?? '');
    const messages: string[] = [];
    citations.push(
      buildCitation(
        {
          ...people,
          title: firstValue(record, 'T') ?? item?.title,
          year: firstValue(record, 'D', '8') ?? cslYear(item?.issued),
          // %R is a DOI in EndNote but a report number in refer: keep it only when it is a DOI.
          doi: normalizeDoi(firstValue(record, 'R')) ?? item?.DOI,
          url: firstValue(record, 'U') ?? (Array.isArray(item?.URL) ? item.URL[0] : item?.URL),
          journal:
            firstValue(record, 'J') ??
            (isBook ? undefined : firstValue(record, 'B')) ??
            item?.['container-title'],
          publisher: firstValue(record, 'I') ?? item?.publisher,
        },
        (message) => messages.push(message),
      ),
    );
    warnings.push(messages);
  }
  return { citations, warnings };
}
