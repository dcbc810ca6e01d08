/**
 * BibTeX and BibLaTeX: a tolerant tokenizer, then the few fields a record is
 * made of, read the way citation-js's BibLaTeX-to-CSL mapping reads them
 * (crossref inheritance included), then the record.
 */
import { authorsFromCsl, type CslName } from '../csl.js';
import { splitAuthors } from '../authors.js';
import { namesOrganisation } from '../names/organisations.js';
import { normalizeDoi } from '../identifiers.js';
import { buildCitation, type ExtractedCitation } from '../record.js';
import type { ParsedCitation } from '../types.js';
import { inherit, type Fields } from './crossref.js';
import { AAS_JOURNALS } from './journals.js';
import { writeOutCommands } from './latex-commands.js';
import { plainNames, plainText } from './plain.js';
import { tokenizeBibtex, type BibtexEntry } from './tokenize.js';
import {
  readLiteralList,
  readNames,
  readText,
  readUri,
  readVerbatim,
  RejectedValue,
} from './values.js';

/** Records read, and for each the warnings about it. */
export interface ReaderResult {
  citations: ParsedCitation[];
  warnings: (readonly string[])[];
}

/** Reads every entry it can; an empty list when there is none. */
export function readBibtex(text: string): ReaderResult {
  const { entries } = tokenizeBibtex(text);
  const citations: ParsedCitation[] = [];
  const warnings: (readonly string[])[] = [];
  if (entries.length === 0) return { citations, warnings };
  let messages: string[] | undefined;
  const warn = (message: string) => (messages ??= []).push(message);
  const registry = breakCrossrefCycles(entries);
  // Every entry first, so that a child inherits its parent's prepared fields.
  const extras = entries.map(prepareEntry);
  for (let index = 0; index < entries.length; index++) {
    const entry = entries[index];
    const extra = extras[index];
    if (!entry || !extra) continue;
    let extracted: ExtractedCitation;
    try {
      const fields = registry ? inherit(entry, registry) : entry.properties;
      extracted = fromFields(entry.type, fields, extra);
    } catch (error) {
      if (!(error instanceof RejectedValue)) throw error;
      extracted = fromRawEntry(entry, extra);
    }
    if (isEmpty(extracted)) continue; // "@misc{key}" and similar: nothing to cite
    messages = undefined;
    citations.push(buildCitation(extracted, warn));
    warnings.push(messages ?? NO_MESSAGES);
  }
  return { citations, warnings };
}

/** Most records have no warnings: they share one empty list. */
const NO_MESSAGES: readonly string[] = Object.freeze([]);

/** What an entry's own fields give besides the mapping: a URL or DOI in a note, a year as written. */
interface EntryExtras {
  url?: string | undefined;
  doi?: string | undefined;
  year?: string | undefined;
}

const URL_COMMAND = /\\url\s*\{([^}]*)\}|(https?:\/\/[^\s{}]+)/;

const NOTE_FIELDS = ['howpublished', 'note'] as const;
const JOURNAL_FIELDS = ['journal', 'journaltitle'] as const;
const PUBLISHER_FIELDS = ['publisher', 'organization', 'institution', 'school'] as const;

/** Writes out commands the LaTeX readers do not know, and pulls URLs and DOIs out of notes. */
function prepareEntry(entry: BibtexEntry): EntryExtras {
  const props = entry.properties;
  for (const field in props) {
    const value = props[field];
    if (value?.includes('\\') && field !== 'url' && field !== 'doi') {
      props[field] = writeOutCommands(value);
    }
  }
  const extras: EntryExtras = { year: props.year ?? props.date };
  for (const field of NOTE_FIELDS) {
    const value = props[field];
    if (value === undefined) continue;
    const url = URL_COMMAND.exec(value);
    if (url && !props.url) extras.url = url[1] ?? url[2];
    if (!props.doi) extras.doi ??= normalizeDoi(value.replace(/\\_/g, '_'));
  }
  const eprintType = (props.eprinttype ?? props.archiveprefix ?? '').toLowerCase();
  if (!props.url && props.eprint && eprintType === 'arxiv') {
    extras.url = `https://arxiv.org/abs/${props.eprint.trim()}`;
  }
  for (const field of JOURNAL_FIELDS) {
    const value = props[field];
    if (value === undefined || !value.includes('\\')) continue;
    const macro = /^\s*\\([a-z]+)\s*$/i.exec(value)?.[1]?.toLowerCase();
    if (macro && AAS_JOURNALS[macro]) props[field] = AAS_JOURNALS[macro];
  }
  // "Jean Laid{\'e},\n  Ben Loaeb": a comma at a line end where "and" was meant.
  if (props.author?.includes('\n') && !/\sand\s/i.test(props.author)) {
    props.author = props.author.replace(/,[ \t]*\n\s*/g, ' and ');
  }
  return extras;
}

/**
 * A crossref chain that returns to where it started (even "b -> b") would
 * never end: the link that closes it is dropped, as is a link to a missing
 * entry. The entries by label, or undefined when no entry has a crossref.
 */
function breakCrossrefCycles(entries: BibtexEntry[]): Map<string, BibtexEntry> | undefined {
  if (!entries.some((entry) => entry.properties.crossref !== undefined)) return undefined;
  const byLabel = new Map(entries.map((entry) => [entry.label, entry]));
  // BibTeX matches keys in any letter case ("crossref = {WHOLE-JOURNAL}" finds "whole-journal").
  let byLowerLabel: Map<string, BibtexEntry> | undefined;
  const find = (label: string) => {
    const exact = byLabel.get(label);
    if (exact) return exact;
    byLowerLabel ??= new Map(entries.map((entry) => [entry.label.toLowerCase(), entry]));
    return byLowerLabel.get(label.toLowerCase());
  };
  for (const entry of entries) {
    const visited = new Set<BibtexEntry>([entry]);
    let current = entry;
    for (;;) {
      const parentLabel = current.properties.crossref;
      if (parentLabel === undefined) break;
      const parent = find(parentLabel);
      if (!parent) {
        delete current.properties.crossref;
        break;
      }
      current.properties.crossref = parent.label;
      if (visited.has(parent)) {
        delete current.properties.crossref;
        break;
      }
      visited.add(parent);
      current = parent;
    }
  }
  return byLabel;
}

/** A field citation-js would see: an empty value is no value. */
function has(fields: Fields, name: string): boolean {
  return name in fields && fields[name] !== '';
}

function text(fields: Fields, name: string): string | undefined {
  const value = fields[name];
  return value === undefined || value === '' ? undefined : readText(value);
}

/**
 * A title with its subtitle, as citation-js joins them: "Title: Subtitle". A
 * subtitle without a title stands as the title (citation-js would write
 * "undefined: Subtitle").
 */
function titled(title: string | undefined, subtitle: string | undefined): string | undefined {
  if (!subtitle) return title;
  return title ? `${title}: ${subtitle}` : subtitle;
}

/** A title field with its subtitle field. */
function titleOf(fields: Fields, title: string, subtitle: string): string | undefined {
  return titled(text(fields, title), text(fields, subtitle));
}

/**
 * An organisation written without protective braces ("World Health
 * Organization and others", as Google Scholar exports it) is one literal name,
 * not given names "World Health" and surname "Organization".
 */
function organisationsAsLiterals(names: CslName[]): CslName[] {
  return names.map((name) => {
    if (!name.given || !name.family || name.suffix) return name;
    // "University of Münster" reads as given "University", particle "of", family "Münster".
    const particle = name['non-dropping-particle'];
    const whole = particle
      ? `${name.given} ${particle} ${name.family}`
      : `${name.given} ${name.family}`;
    return namesOrganisation(whole) ? { literal: whole } : name;
  });
}

/** The record's fields as citation-js's BibLaTeX mapping would give them. */
function fromFields(type: string, fields: Fields, extra: EntryExtras): ExtractedCitation {
  const authors = has(fields, 'author') ? readNames(fields.author ?? '') : undefined;
  const people: CslName[] | undefined = authors?.length
    ? authors
    : has(fields, 'editor')
      ? readNames(fields.editor ?? '')
      : undefined;
  const { authors: parsed, etAl } = authorsFromCsl(people && organisationsAsLiterals(people));
  return {
    authors: parsed,
    etAl,
    title: titleOf(fields, 'title', 'subtitle'),
    year: issuedYear(fields) ?? extra.year,
    doi: (has(fields, 'doi') ? readVerbatim(fields.doi ?? '') : undefined) ?? extra.doi,
    url: (has(fields, 'url') ? readUri(fields.url ?? '') : undefined) ?? extra.url,
    journal: containerTitle(type, fields),
    publisher: publisherOf(fields),
  };
}

/**
 * The year of the entry's date: BibLaTeX's `date` (its first part, read as
 * ISO 8601 with citation-js's extensions) when there is one, else `year`; a
 * year that is no number is kept as text ("forthcoming").
 */
function issuedYear(fields: Fields): number | string | undefined {
  if (has(fields, 'date')) {
    const date = text(fields, 'date') ?? '';
    const start = date.split('/')[0];
    // citation-js fails on an open start ("/2020", "../2020"): the entry is read raw.
    if (!start || start === '..') throw new RejectedValue();
    const year = +(
      (start.split('T')[0] ?? '')
        .replace(/[?~%]$/, '')
        .split('-')[0]
        ?.replace(/^Y(?=-?\d{4}\d+)/, '')
        .replace(/X/g, '0') ?? ''
    );
    return Number.isNaN(year) ? date : year;
  }
  const year = text(fields, 'year');
  if (year === undefined) return undefined;
  return Number.isNaN(+year) ? year : +year;
}

/**
 * The journal or book the entry is in: for an article its `journaltitle`,
 * else the `booktitle` (unless there is a `maintitle`), else the `maintitle`,
 * else `journal` (when none of those three is there).
 */
function containerTitle(type: string, fields: Fields): string | undefined {
  if (type === 'article') {
    const journal = titleOf(fields, 'journaltitle', 'journalsubtitle');
    if (journal !== undefined) return journal;
  }
  if (!has(fields, 'maintitle')) {
    const book = titleOf(fields, 'booktitle', 'booksubtitle');
    if (book !== undefined) return book;
  }
  const main = titleOf(fields, 'maintitle', 'mainsubtitle');
  if (main !== undefined) return main;
  if (has(fields, 'maintitle') || has(fields, 'booktitle') || has(fields, 'journaltitle')) {
    return undefined;
  }
  return text(fields, 'journal');
}

/** The first of publisher, organization, institution and school that the entry has. */
function publisherOf(fields: Fields): string | undefined {
  for (const name of PUBLISHER_FIELDS) {
    if (has(fields, name)) return readLiteralList(fields[name] ?? '');
  }
  return undefined;
}

/** The last resort when a value cannot be read: the entry's fields with braces and commands stripped. */
function fromRawEntry(entry: BibtexEntry, extra: EntryExtras): ExtractedCitation {
  const props = entry.properties;
  const plain = (value: string | undefined) =>
    value?.replace(/\\[a-zA-Z]+\s*/g, '').replace(/[{}\\]/g, '');
  const untitled = props.subtitle === undefined && props.titleaddon === undefined;
  const title = props.title !== undefined && untitled ? plainText(props.title) : undefined;
  const author = props.author === undefined ? undefined : plainNames(props.author);
  const editor = props.editor === undefined ? undefined : plainNames(props.editor);
  return {
    ...(author || editor
      ? authorsFromCsl(author ?? editor)
      : splitAuthors(plain(props.author ?? props.editor) ?? '')),
    title: title ?? plain(props.title),
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
