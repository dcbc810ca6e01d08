/**
 * A tolerant BibTeX tokenizer. It yields entries as `{type, label, properties}`
 * with raw LaTeX values, macros expanded and `#` concatenations joined; only
 * the fields a record is made from are kept (see `KEPT_FIELDS`).
 *
 * citation-js's own grammar stops at the first syntax error and returns
 * nothing; this one recovers and keeps every entry it can read: a missing
 * citation key, a missing "=", round-bracket entries, mismatched closing
 * delimiters, unbalanced braces (an entry that runs into the next "@type{" is
 * closed there), garbage between entries, `@string` in any letter case and
 * used before its definition (an undefined macro keeps its name, as Zotero
 * does), `@comment` (ended at its closing brace or at the next line starting
 * with "@", whichever comes first) and `@preamble`.
 *
 * It reads character codes rather than running a regular expression per token:
 * a file of several MB is mostly abstracts and other values it skips. This
 * file reads the entries and their fields; values are read by `BibtexScanner`
 * (scanner.ts).
 */
import {
  AT,
  BACKSLASH,
  CLOSE_BRACE,
  CLOSE_PAREN,
  COMMA,
  EQUALS,
  NEWLINE,
  OPEN_BRACE,
  OPEN_PAREN,
  QUOTE,
} from './char-codes.js';
import { BibtexScanner, isSpace } from './scanner.js';

export interface BibtexEntry {
  type: string;
  label: string;
  properties: Record<string, string>;
}

/** Field values kept for the record; the rest (abstracts, files, keywords) is skipped unread. */
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

/** A line that starts with "@" (after spaces): where a comment ends at the latest. */
const ENTRY_LINE = /[ \t]*@/y;
/** A citation key runs to a comma, "=", a closing delimiter or the end of the line. */
const LABEL = /[^,=})\n]*/y;
/**
 * The usual start of a field, up to its "=": `,\n  title =`. A regular
 * expression runs natively from the first call, while a loop over character
 * codes is interpreted until the engine has compiled it; anything else (a
 * comment, an unusual name, a missing "=") takes the general path.
 */
const FIELD_START = /[\s,]*([a-zA-Z][\w-]*)\s*=/y;

export interface TokenizeResult {
  entries: BibtexEntry[];
  /** How many "@type{" blocks for data entries were seen, read or not. */
  seen: number;
}

export function tokenizeBibtex(text: string): TokenizeResult {
  return new Tokenizer(text).run();
}

class Tokenizer extends BibtexScanner {
  private readonly entries: BibtexEntry[] = [];
  private seen = 0;

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

  private entry(): void {
    const { text } = this;
    this.skipSpace();
    const type = this.identifier().toLowerCase();
    if (type === '') return;
    this.skipSpace();
    const open = text.charCodeAt(this.pos);
    if (open !== OPEN_BRACE && open !== OPEN_PAREN) return;
    this.pos++;
    if (type === 'comment' || type === 'preamble') {
      this.skipBalanced(open, type === 'comment');
      return;
    }
    if (type === 'string') {
      this.skipSpace();
      const name = this.identifier().toLowerCase();
      this.skipSpace();
      if (name !== '' && text.charCodeAt(this.pos) === EQUALS) {
        this.pos++;
        this.strings.set(name, this.value());
      }
      this.closeEntry();
      return;
    }
    this.seen++;
    const entry: BibtexEntry = { type, label: this.label(), properties: {} };
    this.fields(entry.properties);
    this.entries.push(entry);
  }

  /** The citation key, or "" when the entry has none ("@article{ title = ..." or "@book{,"). */
  private label(): string {
    const { text } = this;
    this.skipSpace();
    const start = this.pos;
    LABEL.lastIndex = start;
    LABEL.test(text);
    const i = LABEL.lastIndex;
    const stop = text.charCodeAt(i);
    if (stop === COMMA || stop === NEWLINE) {
      const label = text.slice(start, i).trim();
      // A line break without a comma: a key followed by a field ("@misc{key\n title = ...") or no key.
      if (stop === NEWLINE && /[\s=]/.test(label)) return '';
      this.pos = stop === COMMA ? i + 1 : i;
      return label;
    }
    if (stop === EQUALS) return ''; // no key: the first thing is a field
    // "}" or ")" right after the key: an entry with no fields.
    this.pos = i;
    return text.slice(start, i).trim();
  }

  private fields(properties: Record<string, string>): void {
    const { text } = this;
    for (;;) {
      FIELD_START.lastIndex = this.pos;
      const start = FIELD_START.exec(text);
      if (start) {
        this.pos = FIELD_START.lastIndex;
        const name = (start[1] ?? '').toLowerCase();
        const value = this.value();
        if (KEPT_FIELDS.has(name) && !(name in properties)) properties[name] = value;
        continue;
      }
      this.skipSpace();
      const code = text.charCodeAt(this.pos);
      if (code !== code) return; // the end of the text
      if (code === CLOSE_BRACE || code === CLOSE_PAREN) {
        this.pos++;
        return;
      }
      if (code === COMMA) {
        // The whole run of commas and spaces at once: FIELD_START scans it on every try.
        do this.pos++;
        while (text.charCodeAt(this.pos) === COMMA || isSpace(text.charCodeAt(this.pos)));
        continue;
      }
      if (code === AT && this.atLineStart()) return; // an unclosed entry: the next one starts here
      const name = this.identifier().toLowerCase();
      if (name === '') {
        this.pos++; // a stray character: skip it
        continue;
      }
      this.skipSpace();
      const next = text.charCodeAt(this.pos);
      if (next === EQUALS) this.pos++;
      else if (next !== OPEN_BRACE && next !== QUOTE) continue; // not a field
      const value = this.value();
      if (KEPT_FIELDS.has(name) && !(name in properties)) properties[name] = value;
    }
  }

  /** Whether only spaces stand between the line's start and here (looks back no further than that). */
  private atLineStart(): boolean {
    const { text } = this;
    for (let i = this.pos - 1; i >= 0; i--) {
      const code = text.charCodeAt(i);
      if (code === NEWLINE) return true;
      if (!isSpace(code)) return false;
    }
    return true;
  }

  /**
   * Skips to the delimiter that closes the block. A comment also ends at the
   * next line that starts with "@", as BibTeX tools end it: a comment with an
   * unbalanced brace would otherwise swallow the rest of the file.
   */
  private skipBalanced(open: number, endsAtEntryLine = false): void {
    const { text } = this;
    const close = open === OPEN_PAREN ? CLOSE_PAREN : CLOSE_BRACE;
    let depth = 1;
    for (let i = this.pos; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) i++;
      else if (code === NEWLINE && endsAtEntryLine) {
        ENTRY_LINE.lastIndex = i + 1;
        if (ENTRY_LINE.test(text)) {
          this.pos = i + 1;
          return;
        }
      } else if (code === open || code === OPEN_BRACE) depth++;
      else if (code === close || code === CLOSE_BRACE) {
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
    const code = this.text.charCodeAt(this.pos);
    if (code === CLOSE_BRACE || code === CLOSE_PAREN) this.pos++;
  }
}
