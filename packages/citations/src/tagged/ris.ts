/**
 * RIS: a tolerant reader that groups lines into records and maps their tags
 * itself. citation-js's RIS plugin rejects several real exports outright (a
 * PMC file with "PY  - 2013/02/15/received") and maps others worse than the
 * tags read directly, so it is not used.
 *
 * Handles what exporters write: tag variants (AU/A1, PY/Y1/DA, TI/T1,
 * JO/JF/T2), "TY - JOUR" with one space, "ER  -" without its space, no ER at
 * the end, vendor header lines ("Provider: ...", " MIME type ..."), four-letter
 * tags (PMID), blank lines inside a record, values continued on the next line,
 * a record without TY (but not the stray tags Ovid writes after an ER), a
 * title only in ST, TT or T2, and dates citation-js rejects
 * ("2013/02/15/received").
 */
import { tagAuthors } from './records.js';
import { buildCitation } from '../record.js';
import type { ReaderResult } from '../bibtex/index.js';
import {
  addValue,
  allValues,
  cleanDate,
  firstValue,
  firstNonEmpty,
  type TaggedRecord,
} from './records.js';

const TAG_LINE = /^[ \t]*([A-Z][A-Z0-9]{1,3})[ \t]{0,3}-(?:[ \t](.*))?$/;

/** Splits RIS text into records. Lines outside a record that are not tags are headers and are skipped. */
export function splitRis(text: string): TaggedRecord[] {
  const records: TaggedRecord[] = [];
  let current: TaggedRecord | undefined;
  let lastTag: string | undefined;
  for (const line of text.split('\n')) {
    const match = TAG_LINE.exec(line);
    if (!match) {
      // A line without a tag continues the previous value (a wrapped abstract); elsewhere it is a header.
      const extra = line.trim();
      if (current && lastTag && extra !== '' && lastTag !== 'TY') {
        const values = current.get(lastTag);
        if (values && values.length > 0) {
          values[values.length - 1] = `${values[values.length - 1]} ${extra}`;
        }
      }
      continue;
    }
    const tag = match[1] ?? '';
    const value = (match[2] ?? '').trim();
    if (tag === 'ER') {
      if (current) records.push(current);
      current = undefined;
      lastTag = undefined;
      continue;
    }
    if (tag === 'TY') {
      // A TY after other tags starts a new record (the previous one had no ER).
      if (current && [...current.keys()].some((key) => key !== 'TY')) {
        records.push(current);
        current = undefined;
      }
      current ??= new Map();
      current.set('TY', [value]);
      lastTag = tag;
      continue;
    }
    current ??= new Map(); // a record without TY
    addValue(current, tag, value);
    lastTag = tag;
  }
  if (current) records.push(current);
  return records.filter((record) =>
    record.has('TY')
      ? record.size > 1
      : // Tags after an ER with no TY of their own: a record only when they name a work
        // (Ovid writes an "NL" line after each record's ER).
        [...record.keys()].some((key) => CITATION_TAGS.has(key)),
  );
}

/** The tags a record without TY must have one of to be a record. */
const CITATION_TAGS = new Set(
  'AU A1 A2 A3 ED TI T1 T2 CT BT ST TT PY Y1 DA DO UR JF JO PB'.split(' '),
);

/** Types whose T2 names the periodical an item appeared in, never the item itself. */
const PERIODICAL_TYPES = /^(?:JOUR|JFULL|ABST|INPR|MGZN|NEWS|EJOUR|Journal Article)$/i;

/**
 * The title and the journal. The title is TI or its old forms, else the
 * short or translated title (ST, TT); a record with none of them is known by
 * its T2 (some exporters write a book's or report's title there) unless it
 * is a periodical's article, whose T2 is the journal.
 */
function titleAndJournal(record: TaggedRecord): { title?: string; journal?: string } {
  const title = firstValue(record, 'TI', 'T1', 'CT', 'BT', 'ST', 'TT');
  const journal = firstValue(record, 'JF', 'T2', 'JO', 'JA', 'J1', 'J2');
  if (title !== undefined) return { title, journal };
  const secondary = firstValue(record, 'T2');
  if (secondary === undefined || PERIODICAL_TYPES.test(firstValue(record, 'TY') ?? '')) {
    return { journal };
  }
  return { title: secondary, journal: firstValue(record, 'JF', 'JO', 'JA', 'J1', 'J2') };
}
export function readRis(text: string): ReaderResult {
  const citations = [];
  const warnings: string[][] = [];
  for (const record of splitRis(text)) {
    const people = firstNonEmpty(
      tagAuthors(allValues(record, 'AU', 'A1')),
      tagAuthors(allValues(record, 'A2', 'ED', 'A3')),
    );
    const year = ['PY', 'DA', 'Y1']
      .flatMap((tag) => record.get(tag) ?? [])
      .map(cleanDate)
      .find(Boolean);
    const messages: string[] = [];
    citations.push(
      buildCitation(
        {
          ...people,
          ...titleAndJournal(record),
          year,
          doi: firstValue(record, 'DO') ?? doiFromNotes(record),
          url: firstValue(record, 'UR'),
          publisher: firstValue(record, 'PB'),
        },
        (message) => messages.push(message),
      ),
    );
    warnings.push(messages);
  }
  return { citations, warnings };
}

function doiFromNotes(record: TaggedRecord): string | undefined {
  return allValues(record, 'M3', 'N1', 'DI', 'L3').find((value) => /\bdoi\b|^10\./i.test(value));
}
