/**
 * EndNote tagged (.enw) and classic refer: a tolerant reader that groups
 * "%X value" lines into records and maps their tags itself. citation-js's
 * EndNote plugin throws on classic refer files and on records without %0,
 * and gives nothing the tags do not, so it is not used.
 *
 * Handles records that do not start with %0 (AIS exports put %T first), records
 * with no %0 at all (classic refer), "%0" with no type, blank lines between
 * records, values continued on the next line, "%A Homerus, (eds)" and
 * "%A Julius Caesar,Jr.", %Q corporate authors, a DOI written as a URL in %R,
 * and %R holding a report number rather than a DOI (refer).
 */
import { normalizeDoi } from '../identifiers.js';
import { buildCitation } from '../record.js';
import type { ReaderResult } from '../bibtex/index.js';
import {
  addValue,
  allValues,
  firstNonEmpty,
  firstValue,
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

export function readEndnote(text: string): ReaderResult {
  const citations = [];
  const warnings: string[][] = [];
  for (const record of splitEndnote(text)) {
    const people = firstNonEmpty(
      tagAuthors(allValues(record, 'A', 'Q')),
      tagAuthors(allValues(record, 'E')),
    );
    // %B is the journal in AIS exports and the book of a section, but the series of a book.
    const isBook = /^(?:book|edited book|thesis)$/i.test(firstValue(record, '0') ?? '');
    const messages: string[] = [];
    citations.push(
      buildCitation(
        {
          ...people,
          title: firstValue(record, 'T'),
          year: firstValue(record, 'D', '8'),
          // %R is a DOI in EndNote but a report number in refer: keep it only when it is a DOI.
          doi: normalizeDoi(firstValue(record, 'R')),
          url: firstValue(record, 'U'),
          journal: firstValue(record, 'J') ?? (isBook ? undefined : firstValue(record, 'B')),
          publisher: firstValue(record, 'I'),
        },
        (message) => messages.push(message),
      ),
    );
    warnings.push(messages);
  }
  return { citations, warnings };
}
