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
 * a record without TY, and dates citation-js rejects ("2013/02/15/received").
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
  return records.filter((record) => [...record.keys()].some((key) => key !== 'TY'));
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
          title: firstValue(record, 'TI', 'T1', 'CT', 'BT'),
          year,
          doi: firstValue(record, 'DO') ?? doiFromNotes(record),
          url: firstValue(record, 'UR'),
          journal: firstValue(record, 'JF', 'T2', 'JO', 'JA', 'J1', 'J2'),
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
