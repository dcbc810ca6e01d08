/**
 * BibTeX, RIS and EndNote writers. They are the inverse of the readers: for
 * every record the readers produce, reading the written text back gives the
 * same record (tested by property tests). No citation-js needed, so this part
 * is small enough for a browser bundle.
 */
import { authorFromTag, splitAuthors } from '../authors.js';
import { UNKNOWN_AUTHOR, UNKNOWN_TITLE } from '../record.js';
import type { CitationRecord, ParsedAuthor } from '../types.js';

/** A record to write, with optionally its authors one by one and a full date. */
export interface FormattableCitation extends CitationRecord {
  parsedAuthors?: ParsedAuthor[];
  /** A month and day to write besides the year (an idea's creation date). */
  month?: number;
  day?: number;
}

/** The record's authors one by one: `parsedAuthors` when given, else read from `authors`. */
export function authorsOf(record: FormattableCitation): { authors: ParsedAuthor[]; etAl: boolean } {
  const fromString =
    record.authors.trim() === UNKNOWN_AUTHOR
      ? { authors: [], etAl: false }
      : splitAuthors(record.authors);
  if (record.parsedAuthors && record.parsedAuthors.length > 0) {
    return { authors: record.parsedAuthors, etAl: fromString.etAl };
  }
  return fromString;
}

type Kind = 'article' | 'book' | 'web' | 'generic';

function kindOf(record: CitationRecord): Kind {
  if (record.journal) return 'article';
  if (record.publisher) return 'book';
  if (record.url) return 'web';
  return 'generic';
}

const given = (author: ParsedAuthor) =>
  [author.firstName, author.middleName].filter(Boolean).join(' ');

// ---- BibTeX ----

const BIBTEX_TYPES: Record<Kind, string> = {
  article: 'article',
  book: 'book',
  web: 'misc',
  generic: 'misc',
};

const LATEX_SPECIALS: Record<string, string> = {
  '\\': '\\textbackslash{}',
  '{': '\\{',
  '}': '\\}',
  $: '\\$',
  '%': '\\%',
  '&': '\\&',
  '#': '\\#',
  _: '\\_',
  '~': '\\textasciitilde{}',
  '^': '\\textasciicircum{}',
};

/** Text as a BibTeX value: LaTeX specials escaped, and "--", "``", "''" kept from turning into dashes and quotes. */
export function escapeLatex(text: string): string {
  return text
    .replace(/[\\{}$%&#_~^]/g, (char) => LATEX_SPECIALS[char] ?? char)
    .replace(/-(?=-)/g, '-{}')
    .replace(/`(?=`)/g, '`{}')
    .replace(/'(?=')/g, "'{}");
}

function bibtexName(author: ParsedAuthor): string {
  // Braces keep a many-word last name whole ("{van der Berg}", "{Smith Jr.}").
  const last = /[\s{}\\]/.test(author.lastName)
    ? `{${escapeLatex(author.lastName)}}`
    : escapeLatex(author.lastName);
  const first = given(author);
  if (first === '') return `{${last}}`;
  const escaped = escapeLatex(first);
  // "and" or a comma inside given names would split the name.
  return `${last}, ${/(?:^|\s)and(?:\s|$)|,/i.test(first) ? `{${escaped}}` : escaped}`;
}

function citationKey(record: CitationRecord, authors: ParsedAuthor[]): string {
  const ascii = (text: string) =>
    text
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9]/g, '')
      .toLowerCase();
  const name = ascii(authors[0]?.lastName ?? '') || 'anon';
  const word = record.title
    .split(/\s+/)
    .map(ascii)
    .find(
      (candidate) => candidate.length > 3 && !['with', 'from', 'that', 'this'].includes(candidate),
    );
  return `${name}${record.year}${word ?? ''}`;
}

export function toBibtex(record: FormattableCitation): string {
  const { authors, etAl } = authorsOf(record);
  const fields: [string, string][] = [];
  if (authors.length > 0) {
    const names = authors.map(bibtexName);
    if (etAl) names.push('others');
    fields.push(['author', names.join(' and ')]);
  }
  if (record.title !== UNKNOWN_TITLE) fields.push(['title', `{${escapeLatex(record.title)}}`]);
  if (record.journal) fields.push(['journal', escapeLatex(record.journal)]);
  if (record.publisher) fields.push(['publisher', escapeLatex(record.publisher)]);
  fields.push(['year', String(record.year)]);
  if (record.month) fields.push(['month', String(record.month)]);
  if (record.day) fields.push(['day', String(record.day)]);
  // doi and url are verbatim fields: no escaping.
  if (record.doi) fields.push(['doi', record.doi]);
  if (record.url) fields.push(['url', record.url]);
  const body = fields.map(([name, value]) => `  ${name} = {${value}},`).join('\n');
  return `@${BIBTEX_TYPES[kindOf(record)]}{${citationKey(record, authors)},\n${body}\n}`;
}

// ---- RIS and EndNote ----

/**
 * One author per tag line, "Last, First Middle". A name without given names is
 * written bare, or with a trailing comma (EndNote's mark for a corporate
 * author) when it would otherwise read as a person or holds a comma.
 */
function taggedName(author: ParsedAuthor): string {
  const first = given(author);
  if (first !== '') return `${author.lastName}, ${first}`;
  const bare = author.lastName;
  const ambiguous = bare.includes(',') || authorFromTag(bare)?.firstName !== '';
  return ambiguous ? `${bare},` : bare;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

const RIS_TYPES: Record<Kind, string> = {
  article: 'JOUR',
  book: 'BOOK',
  web: 'ELEC',
  generic: 'GEN',
};

export function toRis(record: FormattableCitation): string {
  const { authors, etAl } = authorsOf(record);
  const lines: [string, string][] = [['TY', RIS_TYPES[kindOf(record)]]];
  for (const author of authors) lines.push(['AU', taggedName(author)]);
  if (etAl && authors.length > 0) lines.push(['AU', 'et al.']);
  if (record.title !== UNKNOWN_TITLE) lines.push(['TI', record.title]);
  if (record.journal) lines.push(['T2', record.journal]);
  if (record.publisher) lines.push(['PB', record.publisher]);
  lines.push(['PY', String(record.year)]);
  if (record.month) {
    lines.push(['DA', `${record.year}/${pad(record.month)}/${record.day ? pad(record.day) : ''}/`]);
  }
  if (record.doi) lines.push(['DO', record.doi]);
  if (record.url) lines.push(['UR', record.url]);
  lines.push(['ER', '']);
  return lines.map(([tag, value]) => `${tag}  - ${value}`.trimEnd()).join('\n');
}

const ENDNOTE_TYPES: Record<Kind, string> = {
  article: 'Journal Article',
  book: 'Book',
  web: 'Web Page',
  generic: 'Generic',
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

export function toEndnote(record: FormattableCitation): string {
  const { authors, etAl } = authorsOf(record);
  const lines: [string, string][] = [['0', ENDNOTE_TYPES[kindOf(record)]]];
  for (const author of authors) lines.push(['A', taggedName(author)]);
  if (etAl && authors.length > 0) lines.push(['A', 'et al.']);
  if (record.title !== UNKNOWN_TITLE) lines.push(['T', record.title]);
  if (record.journal) lines.push(['J', record.journal]);
  if (record.publisher) lines.push(['I', record.publisher]);
  lines.push(['D', String(record.year)]);
  if (record.month) {
    const month = MONTH_NAMES[record.month - 1] ?? '';
    lines.push(['8', `${month}${record.day ? ` ${record.day}` : ''}, ${record.year}`]);
  }
  if (record.doi) lines.push(['R', record.doi]);
  if (record.url) lines.push(['U', record.url]);
  return lines.map(([tag, value]) => `%${tag} ${value}`).join('\n');
}
