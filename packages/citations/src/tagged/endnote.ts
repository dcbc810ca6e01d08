/**
 * EndNote tagged (.enw) and classic refer: a tolerant reader that groups
 * "%X value" lines into records and maps their tags itself. citation-js's
 * EndNote plugin throws on classic refer files and on records without %0,
 * and gives nothing the tags do not, so it is not used.
 *
 * Handles records that do not start with %0 (AIS exports put %T first), records
 * with no %0 at all (classic refer), "%0" with no type, blank lines between
 * records and inside them, values continued on the next line, a title only in
 * the short title (%!), "%A Homerus, (eds)" and
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

/**
 * Records are separated by blank lines, but a blank line inside an EndNote
 * record (an exporter's, or a paragraph break in an abstract) must not split
 * it: after a blank line in a record that has its %0, the next tag starts a
 * new record only when it is %0 or a tag the record already has (AIS exports
 * start each record with %T). Text lines after a blank line are held until
 * that tag says whether they continue the record's last value or lie between
 * records. In classic refer (no %0) a blank line always ends a record.
 */
export function splitEndnote(text: string): TaggedRecord[] {
  const records: TaggedRecord[] = [];
  let current: TaggedRecord | undefined;
  let lastTag: string | undefined;
  let afterBlank = false;
  let held: string[] = [];
  const finish = () => {
    if (current && current.size > 0) records.push(current);
    current = undefined;
    lastTag = undefined;
  };
  const continueLast = (extra: string) => {
    const values = current && lastTag ? current.get(lastTag) : undefined;
    if (values && values.length > 0) {
      values[values.length - 1] = `${values[values.length - 1]} ${extra}`;
    }
  };
  for (const line of text.split('\n')) {
    if (line.trim() === '') {
      afterBlank = true;
      continue;
    }
    const match = TAG_LINE.exec(line.trimEnd());
    if (!match) {
      if (afterBlank) held.push(line.trim());
      else continueLast(line.trim());
      continue;
    }
    const tag = match[1] ?? '';
    const value = (match[2] ?? '').trim();
    if (afterBlank) {
      if (!current?.has('0') || tag === '0' || current.has(tag)) finish();
      else for (const extra of held) continueLast(extra);
      afterBlank = false;
      held = [];
    }
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
          // %! is the short title: a record with no %T is known by it.
          title: firstValue(record, 'T', '!'),
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
