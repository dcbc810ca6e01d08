/**
 * A tolerant BibTeX tokenizer. It yields entries in the shape citation-js's
 * `@biblatex/entries+list` mapping takes (`{type, label, properties}` with raw
 * LaTeX values, macros expanded and `#` concatenations joined), so that
 * citation-js still does the LaTeX decoding and name parsing.
 *
 * citation-js's own grammar stops at the first syntax error and returns
 * nothing; this one recovers and keeps every entry it can read: a missing
 * citation key, a missing "=", round-bracket entries, mismatched closing
 * delimiters, unbalanced braces (an entry that runs into the next "@type{" is
 * closed there), garbage between entries, `@string` in any letter case and
 * used before its definition (an undefined macro keeps its name, as Zotero
 * does), `@comment` and `@preamble`.
 */

export interface BibtexEntry {
  type: string;
  label: string;
  properties: Record<string, string>;
}

const MONTHS: Record<string, string> = {
  jan: '1',
  feb: '2',
  mar: '3',
  apr: '4',
  may: '5',
  jun: '6',
  jul: '7',
  aug: '8',
  sep: '9',
  oct: '10',
  nov: '11',
  dec: '12',
};

/** Field values kept for the record; dropping the rest (abstracts, files) makes mapping several times faster. */
const KEPT_FIELDS = new Set([
  'author',
  'editor',
  'title',
  'subtitle',
  'titleaddon',
  'booktitle',
  'booksubtitle',
  'maintitle',
  'journal',
  'journaltitle',
  'journalsubtitle',
  'year',
  'date',
  'month',
  'doi',
  'url',
  'howpublished',
  'note',
  'publisher',
  'institution',
  'organization',
  'school',
  'crossref',
  'eprint',
  'eprinttype',
  'archiveprefix',
  'type',
]);

const IDENTIFIER = /[^\s"#%'(),={}@]+/y;
const WHITESPACE = /\s*/y;
/** The start of a new entry at the beginning of a line: where a runaway value is cut. */
const NEXT_ENTRY = /\n[ \t]*@[a-zA-Z]+[ \t]*[{(]/y;
const BRACED_SPECIAL = /[\\{}\n]/g;
/** A line that starts a field: where a value with an unclosed brace is cut. */
const FIELD_LINE = /,?[ \t]*\n[ \t]*[a-zA-Z][\w-]*[ \t]*=/g;

export interface TokenizeResult {
  entries: BibtexEntry[];
  /** How many "@type{" blocks for data entries were seen, read or not. */
  seen: number;
}

export function tokenizeBibtex(text: string): TokenizeResult {
  return new Tokenizer(text).run();
}

class Tokenizer {
  private pos = 0;
  private readonly strings = new Map<string, string>(Object.entries(MONTHS));
  private readonly entries: BibtexEntry[] = [];
  private seen = 0;

  constructor(private readonly text: string) {}

  run(): TokenizeResult {
    const { text } = this;
    while (this.pos < text.length) {
      const at = text.indexOf('@', this.pos);
      if (at === -1) break;
      this.pos = at + 1;
      this.entry();
    }
    return { entries: this.entries, seen: this.seen };
  }

  private skipSpace(): void {
    const { text } = this;
    for (;;) {
      WHITESPACE.lastIndex = this.pos;
      WHITESPACE.exec(text);
      this.pos = WHITESPACE.lastIndex;
      // A "%" comment between fields runs to the end of the line.
      if (text[this.pos] === '%') {
        const end = text.indexOf('\n', this.pos);
        this.pos = end === -1 ? text.length : end + 1;
        continue;
      }
      return;
    }
  }

  private identifier(): string {
    IDENTIFIER.lastIndex = this.pos;
    const match = IDENTIFIER.exec(this.text);
    if (!match) return '';
    this.pos = IDENTIFIER.lastIndex;
    return match[0];
  }

  private entry(): void {
    const { text } = this;
    this.skipSpace();
    const type = this.identifier().toLowerCase();
    if (type === '') return;
    this.skipSpace();
    const open = text[this.pos];
    if (open !== '{' && open !== '(') return;
    this.pos++;
    if (type === 'comment') {
      this.skipBalanced(open);
      return;
    }
    if (type === 'preamble') {
      this.skipBalanced(open);
      return;
    }
    if (type === 'string') {
      this.skipSpace();
      const name = this.identifier().toLowerCase();
      this.skipSpace();
      if (name !== '' && text[this.pos] === '=') {
        this.pos++;
        const parts = this.value();
        this.strings.set(name, this.join(parts));
      }
      this.closeEntry();
      return;
    }
    this.seen++;
    const entry: BibtexEntry = { type, label: this.label(), properties: {} };
    this.fields(entry);
    this.entries.push(entry);
  }

  /** The citation key, or "" when the entry has none ("@article{ title = ..." or "@book{,"). */
  private label(): string {
    const { text } = this;
    this.skipSpace();
    const start = this.pos;
    let i = start;
    while (i < text.length && !',=}\n)'.includes(text[i] ?? '')) i++;
    if (text[i] === ',' || text[i] === '\n') {
      const label = text.slice(start, i).trim();
      // A line break without a comma: a key followed by a field ("@misc{key\n title = ...") or no key.
      if (text[i] === '\n' && /[\s=]/.test(label)) return '';
      this.pos = text[i] === ',' ? i + 1 : i;
      return label;
    }
    if (text[i] === '=') return ''; // no key: the first thing is a field
    // "}" or ")" right after the key: an entry with no fields.
    this.pos = i;
    return text.slice(start, i).trim();
  }

  private fields(entry: BibtexEntry): void {
    const { text } = this;
    for (;;) {
      this.skipSpace();
      const char = text[this.pos];
      if (char === undefined) return;
      if (char === '}' || char === ')') {
        this.pos++;
        return;
      }
      if (char === ',') {
        this.pos++;
        continue;
      }
      if (char === '@' && this.atLineStart()) return; // an unclosed entry: the next one starts here
      const name = this.identifier().toLowerCase();
      if (name === '') {
        this.pos++; // a stray character: skip it
        continue;
      }
      this.skipSpace();
      if (text[this.pos] === '=') this.pos++;
      else if (text[this.pos] !== '{' && text[this.pos] !== '"') continue; // not a field
      const parts = this.value();
      if (!KEPT_FIELDS.has(name) || name in entry.properties) continue;
      entry.properties[name] = this.join(parts);
    }
  }

  private atLineStart(): boolean {
    const before = this.text.lastIndexOf('\n', this.pos - 1);
    return this.text.slice(before + 1, this.pos).trim() === '';
  }

  /** A value: parts joined by "#". */
  private value(): ValuePart[] {
    const { text } = this;
    const parts: ValuePart[] = [];
    for (;;) {
      this.skipSpace();
      const char = text[this.pos];
      if (char === '{') {
        this.pos++;
        parts.push({ text: this.braced() });
      } else if (char === '"') {
        this.pos++;
        parts.push({ text: this.quoted() });
      } else {
        const word = this.identifier();
        if (word === '') break;
        parts.push(/^\d+$/.test(word) ? { text: word } : { macro: word.toLowerCase(), raw: word });
      }
      this.skipSpace();
      if (text[this.pos] !== '#') break;
      this.pos++;
    }
    return parts;
  }

  private join(parts: readonly ValuePart[]): string {
    const [only] = parts;
    if (parts.length === 1 && only?.macro !== undefined) {
      return this.strings.get(only.macro) ?? only.raw;
    }
    return parts
      .map((part) => (part.macro === undefined ? part.text : (this.strings.get(part.macro) ?? '')))
      .join('');
  }

  /** The inside of a braced value (the opening brace already read). */
  private braced(): string {
    const { text } = this;
    const start = this.pos;
    let depth = 1;
    let cut = text.length;
    // Jump from one brace, backslash or line break to the next: values are mostly plain text.
    BRACED_SPECIAL.lastIndex = start;
    for (let match = BRACED_SPECIAL.exec(text); match; match = BRACED_SPECIAL.exec(text)) {
      const i = match.index;
      const char = match[0];
      if (char === '\\') {
        BRACED_SPECIAL.lastIndex = i + 2; // an escaped brace does not count
      } else if (char === '{') {
        depth++;
      } else if (char === '}') {
        depth--;
        if (depth === 0) {
          this.pos = i + 1;
          return text.slice(start, i);
        }
      } else {
        NEXT_ENTRY.lastIndex = i;
        if (NEXT_ENTRY.test(text)) {
          cut = i;
          break;
        }
      }
    }
    // Unbalanced: cut the value before the first line that starts a new field
    // ("  year = 2003,"), else where the next entry starts (or the text ends).
    FIELD_LINE.lastIndex = start;
    const field = FIELD_LINE.exec(text);
    const end = field && field.index < cut ? field.index : cut;
    this.pos = end;
    return text.slice(start, end).replace(/[\s,]+$/, '') + '}'.repeat(Math.max(0, depth - 1));
  }

  /** The inside of a quoted value (the opening quote already read); braces protect quotes. */
  private quoted(): string {
    const { text } = this;
    const start = this.pos;
    let depth = 0;
    let i = start;
    for (; i < text.length; i++) {
      const char = text[i];
      if (char === '\\') i++;
      else if (char === '{') depth++;
      else if (char === '}') depth = Math.max(0, depth - 1);
      else if (char === '"' && depth === 0) {
        this.pos = i + 1;
        return text.slice(start, i);
      } else if (char === '\n') {
        NEXT_ENTRY.lastIndex = i;
        if (NEXT_ENTRY.test(text)) break;
      }
    }
    this.pos = i;
    return text.slice(start, i);
  }

  private skipBalanced(open: string): void {
    const { text } = this;
    const close = open === '(' ? ')' : '}';
    let depth = 1;
    for (let i = this.pos; i < text.length; i++) {
      const char = text[i];
      if (char === '\\') i++;
      else if (char === open || char === '{') depth++;
      else if (char === close || char === '}') {
        depth--;
        if (depth === 0) {
          this.pos = i + 1;
          return;
        }
      }
    }
    this.pos = text.length;
  }

  private closeEntry(): void {
    this.skipSpace();
    if (this.text[this.pos] === '}' || this.text[this.pos] === ')') this.pos++;
  }
}

type ValuePart =
  { text: string; macro?: undefined } | { macro: string; raw: string; text?: undefined };
