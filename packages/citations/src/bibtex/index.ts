/** BibTeX and BibLaTeX: a tolerant tokenizer, then citation-js's mapping to CSL, then the record. */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';
import { authorsFromCsl, cslYear, type CslItem, type CslName } from '../csl.js';
import { splitAuthors } from '../authors.js';
import { normalizeDoi } from '../identifiers.js';
import { buildCitation, type ExtractedCitation } from '../record.js';
import type { ParsedCitation } from '../types.js';
import { AAS_JOURNALS } from './journals.js';
import { EXTRA_COMMANDS } from './latex.js';
import { plainNames, plainText } from './plain.js';
import { tokenizeBibtex, type BibtexEntry } from './tokenize.js';

/** Records read, and for each the warnings about it. */
export interface ReaderResult {
  citations: ParsedCitation[];
  warnings: string[][];
}

/** Reads every entry it can; an empty list when there is none. */
export function readBibtex(text: string): ReaderResult {
  const { entries } = tokenizeBibtex(text);
  if (entries.length === 0) return { citations: [], warnings: [] };
  breakCrossrefCycles(entries);
  const parents = new Set(entries.map((entry) => entry.properties.crossref));
  const extras = entries.map((entry) => prepareEntry(entry, parents.has(entry.label)));
  const items = mapEntries(entries);
  const citations: ParsedCitation[] = [];
  const warnings: string[][] = [];
  items.forEach((item, index) => {
    const entry = entries[index];
    const extra = extras[index];
    if (!entry || !extra) return;
    const messages: string[] = [];
    const extracted = item ? fromCsl(item, extra) : fromRawEntry(entry, extra);
    if (isEmpty(extracted)) return; // "@misc{key}" and similar: nothing to cite
    citations.push(buildCitation(extracted, (message) => messages.push(message)));
    warnings.push(messages);
  });
  return { citations, warnings };
}

interface EntryExtras {
  url?: string | undefined;
  doi?: string | undefined;
  year?: string | undefined;
  /** Values read by the fast path (plain.ts) and kept away from citation-js. */
  title?: string | undefined;
  author?: CslName[] | undefined;
  editor?: CslName[] | undefined;
}

const URL_COMMAND = /\\url\s*\{([^}]*)\}|(https?:\/\/[^\s{}]+)/;

const EXTRA_COMMAND = new RegExp(
  `\\\\(${Object.keys(EXTRA_COMMANDS).join('|')})(?![a-zA-Z])(?:\\{\\})?`,
  'g',
);

/** Pulls what the mapping does not know out of the raw fields, and drops what it need not read. */
function prepareEntry(entry: BibtexEntry, isParent: boolean): EntryExtras {
  const props = entry.properties;
  for (const field of Object.keys(props)) {
    const value = props[field];
    if (value?.includes('\\') && field !== 'url' && field !== 'doi') {
      props[field] = value.replace(EXTRA_COMMAND, (_, name: string) => EXTRA_COMMANDS[name] ?? '');
    }
  }
  const extras: EntryExtras = { year: props.year ?? props.date };
  for (const field of ['howpublished', 'note'] as const) {
    const value = props[field];
    if (value === undefined) continue;
    const url = URL_COMMAND.exec(value);
    if (url && !props.url) extras.url = url[1] ?? url[2];
    if (!props.doi) extras.doi ??= normalizeDoi(value.replace(/\\_/g, '_'));
    delete props[field];
  }
  const eprintType = (props.eprinttype ?? props.archiveprefix ?? '').toLowerCase();
  if (!props.url && props.eprint && eprintType === 'arxiv') {
    extras.url = `https://arxiv.org/abs/${props.eprint.trim()}`;
  }
  delete props.eprint;
  delete props.eprinttype;
  delete props.archiveprefix;
  for (const field of ['journal', 'journaltitle'] as const) {
    const macro = /^\s*\\([a-z]+)\s*$/i.exec(props[field] ?? '')?.[1]?.toLowerCase();
    if (macro && AAS_JOURNALS[macro]) props[field] = AAS_JOURNALS[macro];
  }
  // "Jean Laid{\'e},\n  Ben Loaeb": a comma at a line end where "and" was meant.
  if (props.author && !/\sand\s/i.test(props.author)) {
    props.author = props.author.replace(/,[ \t]*\n\s*/g, ' and ');
  }
  if (!isParent) takePlainFields(entry, extras);
  // "Month = {8,}" and other stray punctuation the mapping rejects.
  if (props.month) props.month = props.month.replace(/[^\p{L}\d]+$/u, '');
  return extras;
}

/** Reads plain titles and names here (much faster than citation-js) unless crossref may need them. */
function takePlainFields(entry: BibtexEntry, extras: EntryExtras): void {
  const props = entry.properties;
  if (props.crossref !== undefined) return;
  if (props.title !== undefined && props.subtitle === undefined && props.titleaddon === undefined) {
    const title = plainText(props.title);
    if (title !== undefined) {
      extras.title = title;
      delete props.title;
    }
  }
  for (const field of ['author', 'editor'] as const) {
    const value = props[field];
    if (value === undefined) continue;
    const names = plainNames(value);
    if (names !== undefined) {
      extras[field] = names;
      delete props[field];
    }
  }
}

/** A crossref chain that returns to where it started (even "b -> b") would never end. */
function breakCrossrefCycles(entries: BibtexEntry[]): void {
  const byLabel = new Map(entries.map((entry) => [entry.label, entry]));
  for (const entry of entries) {
    const visited = new Set<BibtexEntry>([entry]);
    let current = entry;
    for (;;) {
      const parentLabel = current.properties.crossref;
      if (parentLabel === undefined) break;
      const parent = byLabel.get(parentLabel);
      if (!parent) {
        delete current.properties.crossref;
        break;
      }
      if (visited.has(parent)) {
        delete current.properties.crossref;
        break;
      }
      visited.add(parent);
      current = parent;
    }
  }
}

/** CSL items, one per entry (undefined where citation-js could not map it). */
function mapEntries(entries: BibtexEntry[]): (CslItem | undefined)[] {
  try {
    const items = mapWithCitationJs(entries);
    if (items.length === entries.length) return items;
  } catch {
    // One bad entry fails the whole list: map them one by one below.
  }
  return entries.map((entry) => {
    try {
      return mapWithCitationJs([entry])[0];
    } catch {
      return undefined;
    }
  });
}

/** citation-js's BibLaTeX mapping as one step: its chain would deep-copy and re-check every item. */
function mapWithCitationJs(entries: BibtexEntry[]): CslItem[] {
  return plugins.input.data(entries, '@biblatex/entries+list') as CslItem[];
}

function fromCsl(item: CslItem, extra: EntryExtras): ExtractedCitation {
  const authors = extra.author ?? item.author;
  const people = authors?.length ? authors : (extra.editor ?? item.editor);
  const url = Array.isArray(item.URL) ? item.URL[0] : item.URL;
  return {
    ...authorsFromCsl(people),
    title: extra.title ?? item.title,
    year: cslYear(item.issued) ?? extra.year,
    doi: item.DOI ?? extra.doi,
    url: url ?? extra.url,
    journal: item['container-title'],
    publisher: item.publisher,
  };
}

/** The last resort when citation-js rejects an entry: its fields with braces and commands stripped. */
function fromRawEntry(entry: BibtexEntry, extra: EntryExtras): ExtractedCitation {
  const props = entry.properties;
  const plain = (value: string | undefined) =>
    value?.replace(/\\[a-zA-Z]+\s*/g, '').replace(/[{}\\]/g, '');
  return {
    ...(extra.author || extra.editor
      ? authorsFromCsl(extra.author ?? extra.editor)
      : splitAuthors(plain(props.author ?? props.editor) ?? '')),
    title: extra.title ?? plain(props.title),
    year: extra.year,
    doi: props.doi ?? extra.doi,
    url: props.url ?? extra.url,
    journal: plain(props.journal ?? props.journaltitle ?? props.booktitle),
    publisher: plain(props.publisher ?? props.institution ?? props.school),
  };
}

function isEmpty(extracted: ExtractedCitation): boolean {
  return (
    extracted.authors.length === 0 &&
    !extracted.title?.trim() &&
    !extracted.doi &&
    !extracted.url &&
    !extracted.journal?.trim() &&
    extracted.year === undefined
  );
}
