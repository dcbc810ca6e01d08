/**
 * The character-level half of the BibTeX tokenizer: spaces and "%" comments,
 * identifiers, and a field's value (braced, quoted or a macro, parts joined by
 * "#"), with the recovery from values whose braces or quotes never close.
 * `Tokenizer` (tokenize.ts) extends it with the entry structure; the two share
 * one cursor, which is why this is a base class rather than a helper object.
 */
import { BACKSLASH, CLOSE_BRACE, HASH, NEWLINE, OPEN_BRACE, PERCENT, QUOTE } from './char-codes.js';
import { closesBeforeCut, readStretch, type UnbalancedStretch } from './unbalanced.js';

/** The month macros every BibTeX style defines. */
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

/** The start of a new entry at the beginning of a line: where a runaway value is cut. */
const NEXT_ENTRY = /\n[ \t]*@[a-zA-Z]+[ \t]*[{(]/y;
const BRACED_SPECIAL = /[\\{}\n]/g;
/** A line that starts a field: where a value with an unclosed brace is cut. */
const FIELD_LINE = /,?[ \t]*\n[ \t]*[a-zA-Z][\w-]*[ \t]*=/g;
const UNICODE_SPACE = /\s/;
const IDENTIFIER = /[^\s"#%'(),={}@]+/y;

/** What `\s` matches in a regular expression. */
export function isSpace(code: number): boolean {
  if (code < 128) return code === 32 || (code >= 9 && code <= 13);
  return UNICODE_SPACE.test(String.fromCharCode(code));
}

function isDigits(word: string): boolean {
  for (let i = 0; i < word.length; i++) {
    const code = word.charCodeAt(i);
    if (code < 0x30 || code > 0x39) return false;
  }
  return true;
}

/**
 * How many characters `@string` macros may add, beyond the text itself: macros
 * defined by concatenating others double at each step, and a file of a few
 * hundred bytes would otherwise expand to gigabytes. Past it, a macro reads
 * as empty.
 */
const EXPANSION_ALLOWANCE = 1_000_000;

export class BibtexScanner {
  protected pos = 0;
  /** `@string` macros by lower-case name, the months predefined. */
  protected readonly strings = new Map<string, string>(Object.entries(MONTHS));
  private expansionLeft: number;
  private unbalanced: UnbalancedStretch | undefined;
  /** The last search for a field line: from where, and where the first one is (or the text's end). */
  private fieldLineFrom = -1;
  private fieldLineAt = -1;

  constructor(protected readonly text: string) {
    this.expansionLeft = text.length + EXPANSION_ALLOWANCE;
  }

  protected skipSpace(): void {
    const { text } = this;
    let pos = this.pos;
    for (;;) {
      let code = text.charCodeAt(pos);
      while (isSpace(code)) code = text.charCodeAt(++pos);
      // A "%" comment between fields runs to the end of the line.
      if (code === PERCENT) {
        const end = text.indexOf('\n', pos);
        pos = end === -1 ? text.length : end + 1;
        continue;
      }
      this.pos = pos;
      return;
    }
  }

  protected identifier(): string {
    const start = this.pos;
    IDENTIFIER.lastIndex = start;
    if (!IDENTIFIER.test(this.text)) return '';
    this.pos = IDENTIFIER.lastIndex;
    return this.text.slice(start, this.pos);
  }

  /**
   * A value: parts joined by "#", macros expanded. A value that is one
   * undefined macro keeps its name as written; inside a concatenation an
   * undefined macro is empty.
   */
  protected value(): string {
    const { text } = this;
    let joined = '';
    let parts = 0;
    let loneMacro: string | undefined;
    for (;;) {
      this.skipSpace();
      const code = text.charCodeAt(this.pos);
      let piece: string;
      if (code === OPEN_BRACE) {
        this.pos++;
        piece = this.braced();
      } else if (code === QUOTE) {
        this.pos++;
        piece = this.quoted();
      } else {
        const word = this.identifier();
        if (word === '') break;
        if (isDigits(word)) {
          piece = word;
        } else {
          let expanded = this.strings.get(word.toLowerCase());
          if (parts === 0 && expanded === undefined) loneMacro = word;
          if (expanded !== undefined) {
            this.expansionLeft -= expanded.length;
            if (this.expansionLeft < 0) expanded = '';
          }
          piece = expanded ?? '';
        }
      }
      joined = parts === 0 ? piece : joined + piece;
      parts++;
      this.skipSpace();
      if (text.charCodeAt(this.pos) !== HASH) break;
      this.pos++;
    }
    return parts === 1 && loneMacro !== undefined ? loneMacro : joined;
  }

  /** The inside of a braced value (the opening brace already read). */
  private braced(): string {
    const { text } = this;
    const start = this.pos;
    const known = this.unbalanced;
    if (known && start < known.cut && !closesBeforeCut(known, start - 1)) {
      return this.cutUnbalanced(start, known.cut);
    }
    let depth = 1;
    let cut = text.length;
    // Jump from one brace, backslash or line break to the next: values are mostly plain text.
    BRACED_SPECIAL.lastIndex = start;
    while (BRACED_SPECIAL.test(text)) {
      const i = BRACED_SPECIAL.lastIndex - 1;
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) {
        BRACED_SPECIAL.lastIndex = i + 2; // an escaped brace does not count
      } else if (code === OPEN_BRACE) {
        depth++;
      } else if (code === CLOSE_BRACE) {
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
    this.unbalanced = readStretch(text, start - 1, cut);
    return this.cutUnbalanced(start, cut);
  }

  /**
   * An unbalanced value: cut before the first line that starts a new field
   * ("  year = 2003,"), else where the next entry starts (or the text ends),
   * with the braces left open inside it closed.
   */
  private cutUnbalanced(start: number, cut: number): string {
    const { text } = this;
    const end = Math.min(this.nextFieldLine(start), cut);
    this.pos = end;
    const value = text.slice(start, end).replace(/[\s,]+$/, '');
    let open = 0;
    for (let i = 0; i < value.length; i++) {
      const code = value.charCodeAt(i);
      if (code === BACKSLASH) i++;
      else if (code === OPEN_BRACE) open++;
      else if (code === CLOSE_BRACE && open > 0) open--;
    }
    return value + '}'.repeat(open);
  }

  /**
   * Where the first line that starts a field lies at or after `start`, or the
   * text's end. The answer is kept: a file of unclosed values with no field
   * line after them would otherwise be searched to its end once per value.
   */
  private nextFieldLine(start: number): number {
    if (start >= this.fieldLineFrom && start <= this.fieldLineAt) return this.fieldLineAt;
    FIELD_LINE.lastIndex = start;
    const match = FIELD_LINE.exec(this.text);
    this.fieldLineFrom = start;
    this.fieldLineAt = match ? match.index : this.text.length;
    return this.fieldLineAt;
  }

  /** The inside of a quoted value (the opening quote already read); braces protect quotes. */
  private quoted(): string {
    const { text } = this;
    const start = this.pos;
    let depth = 0;
    let i = start;
    for (; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) i++;
      else if (code === OPEN_BRACE) depth++;
      else if (code === CLOSE_BRACE) depth = Math.max(0, depth - 1);
      else if (code === QUOTE && depth === 0) {
        this.pos = i + 1;
        return text.slice(start, i);
      } else if (code === NEWLINE) {
        NEXT_ENTRY.lastIndex = i;
        if (NEXT_ENTRY.test(text)) break;
      }
    }
    this.pos = i;
    return text.slice(start, i);
  }
}
