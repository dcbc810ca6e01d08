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
 * does), `@comment` and `@preamble`.
 *
 * It reads character codes rather than running a regular expression per token:
 * a file of several MB is mostly abstracts and other values it skips.
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

/** The start of a new entry at the beginning of a line: where a runaway value is cut. */
const NEXT_ENTRY = /\n[ \t]*@[a-zA-Z]+[ \t]*[{(]/y;
const BRACED_SPECIAL = /[\\{}\n]/g;
/** A line that starts a field: where a value with an unclosed brace is cut. */
const FIELD_LINE = /,?[ \t]*\n[ \t]*[a-zA-Z][\w-]*[ \t]*=/g;
const UNICODE_SPACE = /\s/;
const IDENTIFIER = /[^\s"#%'(),={}@]+/y;
/** A citation key runs to a comma, "=", a closing delimiter or the end of the line. */
const LABEL = /[^,=})\n]*/y;
/**
 * The usual start of a field, up to its "=": `,\n  title =`. A regular
 * expression runs natively from the first call, while a loop over character
 * codes is interpreted until the engine has compiled it; anything else (a
 * comment, an unusual name, a missing "=") takes the general path.
 */
const FIELD_START = /[\s,]*([a-zA-Z][\w-]*)\s*=/y;

const AT = 0x40; // @
const OPEN_BRACE = 0x7b; // {
const CLOSE_BRACE = 0x7d; // }
const OPEN_PAREN = 0x28; // (
const CLOSE_PAREN = 0x29; // )
const QUOTE = 0x22; // "
const HASH = 0x23; // #
const PERCENT = 0x25; // %
const COMMA = 0x2c; // ,
const EQUALS = 0x3d; // =
const BACKSLASH = 0x5c; // \
const NEWLINE = 0x0a;

/** What `\s` matches in a regular expression. */
function isSpace(code: number): boolean {
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

export interface TokenizeResult {
  entries: BibtexEntry[];
  /** How many "@type{" blocks for data entries were seen, read or not. */
  seen: number;
}

export function tokenizeBibtex(text: string): TokenizeResult {
  return new Tokenizer(text).run();
}

/**
 * How many characters `@string` macros may add, beyond the text itself: macros
 * defined by concatenating others double at each step, and a file of a few
 * hundred bytes would otherwise expand to gigabytes. Past it, a macro reads
 * as empty.
 */
const EXPANSION_ALLOWANCE = 1_000_000;

/**
 * What a value's failed scan learnt about unbalanced braces, so the values
 * after it in the same stretch are not scanned to its end again (which made
 * a file of unclosed values quadratic).
 */
interface UnbalancedStretch {
  /** Where the stretch ends: the next entry, or the end of the text. */
  cut: number;
  /** The depth after each unescaped "{" in the stretch, by position. */
  openDepths: Map<number, number>;
  /** Positions of the unescaped "}" in the stretch, in order, ... */
  closes: number[];
  /** ... and the lowest depth reached at or after each of them. */
  lowestFrom: number[];
}

class Tokenizer {
  private pos = 0;
  private readonly strings = new Map<string, string>(Object.entries(MONTHS));
  private readonly entries: BibtexEntry[] = [];
  private seen = 0;
  private expansionLeft: number;
  private unbalanced: UnbalancedStretch | undefined;
  /** The last search for a field line: from where, and where the first one is (or the text's end). */
  private fieldLineFrom = -1;
  private fieldLineAt = -1;

  constructor(private readonly text: string) {
    this.expansionLeft = text.length + EXPANSION_ALLOWANCE;
  }

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

  private identifier(): string {
    const start = this.pos;
    IDENTIFIER.lastIndex = start;
    if (!IDENTIFIER.test(this.text)) return '';
    this.pos = IDENTIFIER.lastIndex;
    return this.text.slice(start, this.pos);
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
      this.skipBalanced(open);
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
   * A value: parts joined by "#", macros expanded. A value that is one
   * undefined macro keeps its name as written; inside a concatenation an
   * undefined macro is empty.
   */
  private value(): string {
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
    if (known && start < known.cut && !this.closesBeforeCut(known, start - 1)) {
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
    this.unbalanced = this.stretch(start - 1, cut);
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

  /** The braces from the "{" at `open` to `cut`, as braced() reads them. */
  private stretch(open: number, cut: number): UnbalancedStretch {
    const { text } = this;
    const openDepths = new Map<number, number>();
    const closes: number[] = [];
    const depths: number[] = [];
    let depth = 0;
    for (let i = open; i < cut; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) i++;
      else if (code === OPEN_BRACE) openDepths.set(i, ++depth);
      else if (code === CLOSE_BRACE) {
        closes.push(i);
        depths.push(--depth);
      }
    }
    const lowestFrom = depths.slice();
    for (let k = lowestFrom.length - 2; k >= 0; k--) {
      lowestFrom[k] = Math.min(lowestFrom[k] ?? 0, lowestFrom[k + 1] ?? 0);
    }
    return { cut, openDepths, closes, lowestFrom };
  }

  /**
   * Whether the value opened by the "{" at `open` inside a known stretch closes
   * before the stretch ends; true also when the stretch does not know that brace.
   */
  private closesBeforeCut(known: UnbalancedStretch, open: number): boolean {
    const opened = known.openDepths.get(open);
    if (opened === undefined) return true;
    // The first "}" after the opening brace (binary search).
    let low = 0;
    let high = known.closes.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((known.closes[middle] ?? 0) < open) low = middle + 1;
      else high = middle;
    }
    const lowest = known.lowestFrom[low];
    // The value closes where the depth falls below the depth its own brace opened.
    return lowest !== undefined && lowest < opened;
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

  private skipBalanced(open: number): void {
    const { text } = this;
    const close = open === OPEN_PAREN ? CLOSE_PAREN : CLOSE_BRACE;
    let depth = 1;
    for (let i = this.pos; i < text.length; i++) {
      const code = text.charCodeAt(i);
      if (code === BACKSLASH) i++;
      else if (code === open || code === OPEN_BRACE) depth++;
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
