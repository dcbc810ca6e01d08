/**
 * RIS: a tolerant reader that groups lines into records, then citation-js's
 * RIS plugin for each cleaned record, with the raw tags filling its gaps.
 *
 * Handles what exporters write: tag variants (AU/A1, PY/Y1/DA, TI/T1,
 * JO/JF/T2), "TY - JOUR" with one space, "ER  -" without its space, no ER at
 * the end, vendor header lines ("Provider: ...", " MIME type ..."), four-letter
 * tags (PMID), blank lines inside a record, values continued on the next line,
 * a record without TY, and dates citation-js rejects ("2013/02/15/received").
 */
import { tagAuthors } from './records.js';
import { authorsFromCsl, cslYear } from '../csl.js';
import { buildCitation } from '../record.js';
import type { ReaderResult } from '../bibtex/index.js';
import {
  addValue,
  allValues,
  cleanDate,
  firstValue,
  readWithCitationJs,
  firstNonEmpty,
  type TaggedRecord,
} from './records.js';

const TAG_LINE = /^[ \t]*([A-Z][A-Z0-9]{1,3})[ \t]{0,3}-(?:[ \t](.*))?$/;
const DATE_TAGS = ['PY', 'Y1', 'DA', 'Y2'];

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

/** The record rewritten as clean RIS for citation-js: known type, one sane date. */
function cleanRis(record: TaggedRecord): string {
  const type = (firstValue(record, 'TY') ?? 'GEN').toUpperCase();
  const lines = [`TY  - ${/^[A-Z]{3,6}$/.test(type) ? type : 'GEN'}`];
  let dated = false;
  for (const [tag, values] of record) {
    if (tag === 'TY' || tag.length !== 2) continue;
    for (const value of values) {
      if (value.trim() === '') continue;
      if (DATE_TAGS.includes(tag)) {
        const date = cleanDate(value);
        if (!date || dated || tag === 'Y2') continue;
        dated = true;
        lines.push(`PY  - ${date}`);
        continue;
      }
      lines.push(`${tag}  - ${value}`);
    }
  }
  lines.push('ER  - ');
  return lines.join('\n') + '\n';
}

export function readRis(text: string): ReaderResult {
  const citations = [];
  const warnings: string[][] = [];
  for (const record of splitRis(text)) {
    const item = readWithCitationJs(cleanRis(record), '@ris/file');
    const people = firstNonEmpty(
      tagAuthors(allValues(record, 'AU', 'A1')),
      authorsFromCsl(item?.author),
      tagAuthors(allValues(record, 'A2', 'ED', 'A3')),
      authorsFromCsl(item?.editor),
    );
    const year = ['PY', 'DA', 'Y1']
      .flatMap((tag) => record.get(tag) ?? [])
      .map(cleanDate)
      .find(Boolean);
    const url = Array.isArray(item?.URL) ? item.URL[0] : item?.URL;
    const messages: string[] = [];
    citations.push(
      buildCitation(
        {
          ...people,
          title: firstValue(record, 'TI', 'T1', 'CT') ?? item?.title ?? firstValue(record, 'BT'),
          year: year ?? cslYear(item?.issued),
          doi: firstValue(record, 'DO') ?? item?.DOI ?? doiFromNotes(record),
          url: firstValue(record, 'UR') ?? url,
          journal:
            item?.['container-title'] ?? firstValue(record, 'JF', 'T2', 'JO', 'JA', 'J1', 'J2'),
          publisher: firstValue(record, 'PB') ?? item?.publisher,
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
