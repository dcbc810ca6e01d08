/**
 * BibTeX, RIS and EndNote writers. They are the inverse of the readers: for
 * every record the readers produce, reading the written text back gives the
 * same record (tested by property tests). No citation-js needed, so this part
 * is small enough for a browser bundle.
 */
import { splitAuthors } from '../authors.js';
import { authorFromTag } from '../names/tagged.js';
import { UNKNOWN_AUTHOR, UNKNOWN_TITLE } from '../record.js';
import type { CitationRecord, ParsedAuthor } from '../types.js';

/**
 * What a record is, which sets its BibTeX, RIS and EndNote type and its CSL
 * type: a journal article, a book, a web page, or something else.
 */
export type CitationKind = 'article' | 'book' | 'web' | 'generic';

/** A record to write, with optionally its authors one by one, a full date and its kind. */
export interface FormattableCitation extends CitationRecord {
  parsedAuthors?: ParsedAuthor[];
  /** A month and day to write besides the year (an idea's creation date). */
  month?: number;
  day?: number;
  /** Without it: an article when the record has a journal, a book when a publisher, a web page when only a URL. */
  kind?: CitationKind;
  /** Which version of the work is cited ("2"): an idea of the site is edited in versions. */
  version?: string;
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

export function kindOf(record: FormattableCitation): CitationKind {
  if (record.kind) return record.kind;
  if (record.journal) return 'article';
  if (record.publisher) return 'book';
  if (record.url) return 'web';
  return 'generic';
}

const given = (author: ParsedAuthor) =>
  [author.firstName, author.middleName].filter(Boolean).join(' ');

// ---- BibTeX ----

const BIBTEX_TYPES: Record<CitationKind, string> = {
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

const BIBTEX_MONTHS = [
  'jan',
  'feb',
  'mar',
  'apr',
  'may',
  'jun',
  'jul',
  'aug',
  'sep',
  'oct',
  'nov',
  'dec',
];

function bibtexName(author: ParsedAuthor): string {
  // Braces keep a many-word last name whole ("{van der Berg}", "{Smith Jr.}"), and one
  // whose hyphens join a lowercase part ("{Leyva-del-Foyo}"), which BibTeX would split
  // into "von" and last parts.
  const last = /[\s{}\\]|-\p{Ll}/u.test(author.lastName)
    ? `{${escapeLatex(author.lastName)}}`
    : escapeLatex(author.lastName);
  const first = given(author);
  if (first === '') return `{${last}}`;
  const escaped = escapeLatex(first);
  // "and" or a comma inside given names would split the name.
  return `${last}, ${/(?:^|\s)and(?:\s|$)|,/i.test(first) ? `{${escaped}}` : escaped}`;
}

/** A BibTeX key, also the id of a CSL-JSON item: first author, year, first long word ("smith2020vitamin"). */
export function citationKey(record: CitationRecord, authors: ParsedAuthor[]): string {
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
  // Each value as written: braced, or bare for a month macro.
  const fields: [string, string][] = [];
  const braced = (name: string, value: string) => fields.push([name, `{${value}}`]);
  if (authors.length > 0) {
    const names = authors.map(bibtexName);
    if (etAl) names.push('others');
    braced('author', names.join(' and '));
  }
  if (record.title !== UNKNOWN_TITLE) braced('title', `{${escapeLatex(record.title)}}`);
  if (record.journal) braced('journal', escapeLatex(record.journal));
  if (record.publisher) braced('publisher', escapeLatex(record.publisher));
  // BibLaTeX's "version" field; BibTeX styles ignore fields they do not know.
  if (record.version) braced('version', escapeLatex(record.version));
  braced('year', String(record.year));
  // A month macro ("aug") reads as the month's name in every BibTeX style; a full
  // date is BibLaTeX's "date" (BibTeX has no day).
  if (record.month) {
    fields.push(['month', BIBTEX_MONTHS[record.month - 1] ?? `{${record.month}}`]);
    if (record.day) braced('date', `${record.year}-${pad(record.month)}-${pad(record.day)}`);
  }
  // doi and url are verbatim fields: no escaping.
  if (record.doi) braced('doi', record.doi);
  if (record.url) braced('url', record.url);
  const body = fields.map(([name, value]) => `  ${name} = ${value},`).join('\n');
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

const RIS_TYPES: Record<CitationKind, string> = {
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
  // Without a title, a T2 outside a journal article would read back as the title: JO then.
  if (record.journal) {
    const untitled = record.title === UNKNOWN_TITLE && kindOf(record) !== 'article';
    lines.push([untitled ? 'JO' : 'T2', record.journal]);
  }
  if (record.publisher) lines.push(['PB', record.publisher]);
  // RIS has no version tag; ET (edition) is where reference managers put one.
  if (record.version) lines.push(['ET', `Version ${record.version}`]);
  lines.push(['PY', String(record.year)]);
  if (record.month) {
    lines.push(['DA', `${record.year}/${pad(record.month)}/${record.day ? pad(record.day) : ''}/`]);
  }
  if (record.doi) lines.push(['DO', record.doi]);
  if (record.url) lines.push(['UR', record.url]);
  lines.push(['ER', '']);
  return lines.map(([tag, value]) => `${tag}  - ${value}`.trimEnd()).join('\n');
}

const ENDNOTE_TYPES: Record<CitationKind, string> = {
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
  // %7 is EndNote's Edition, where its Web Page type keeps a version.
  if (record.version) lines.push(['7', `Version ${record.version}`]);
  lines.push(['D', String(record.year)]);
  if (record.month) {
    const month = MONTH_NAMES[record.month - 1] ?? '';
    lines.push(['8', `${month}${record.day ? ` ${record.day}` : ''}, ${record.year}`]);
  }
  if (record.doi) lines.push(['R', record.doi]);
  if (record.url) lines.push(['U', record.url]);
  return lines.map(([tag, value]) => `%${tag} ${value}`).join('\n');
}
