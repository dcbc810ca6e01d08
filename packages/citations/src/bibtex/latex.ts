/**
 * A fast LaTeX-to-Unicode decoder for BibTeX field values, about fifty
 * times faster than citation-js's value grammar. It reads what exporters
 * write (accents in any bracing, `\ss`, `\o`, `\aa`, ligatures, `~`, escaped
 * specials, protective braces, `\textit{}` and friends, simple math) with
 * citation-js's own tables, and gives up (undefined) on anything else, so the
 * caller can fall back to citation-js for that value.
 */
import { plugins } from '@citation-js/core';
import '@citation-js/plugin-bibtex';

interface LatexTables {
  commands: Record<string, string>;
  mathCommands: Record<string, string>;
  diacritics: Record<string, string>;
  formattingCommands: Record<string, string | undefined>;
  formattingEnvs: Record<string, string | undefined>;
  mathScripts: Record<string, Record<string, string>>;
  mathScriptFormatting: Record<string, string | undefined>;
}

/** LaTeX commands citation-js leaves undecoded. */
export const EXTRA_COMMANDS: Record<string, string> = {
  AA: 'Å',
  aa: 'å',
  S: '§',
  P: '¶',
  dag: '†',
  ddag: '‡',
  pounds: '£',
  euro: '€',
  texteuro: '€',
  ldots: '…',
  dots: '…',
  textellipsis: '…',
  textsection: '§',
};

let tables: LatexTables | undefined;

/** citation-js's accent, command and math tables (the plugin registers them as its config). */
function getTables(): LatexTables {
  tables ??= (plugins.config.get('@bibtex') as { constants: LatexTables }).constants;
  return tables;
}

const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

const LIGATURE = /---?|''|``/g;
const LIGATURES: Record<string, string> = {
  '---': '\u2014',
  '--': '\u2013',
  "''": '\u201D',
  '``': '\u201C',
};
const SPECIAL_ESCAPES = '&%$#_{}';
const WHITESPACE = /\s/;
const SPACES = /\s+/y;
/**
 * A run of characters that are only themselves (ligatures aside). Outside
 * math it takes whitespace along: whitespace is collapsed at the end.
 */
const TEXT_RUN = /[^{}$\\~]+/y;
const MATH_RUN = /[^{}$\\~\s^_]+/y;
const LETTERS = /[a-zA-Z]*/y;

/** Thrown inside the decoder when a value needs citation-js; never escapes this module. */
class Unsupported extends Error {}

class Decoder {
  private index = 0;
  private readonly tables = getTables();

  constructor(private readonly source: string) {}

  /** The whole value as text. */
  all(): string {
    const text = this.sequence(false, false);
    if (this.index < this.source.length) throw new Unsupported(); // a stray "}"
    return text;
  }

  /** Text up to the end, a closing brace (in a group) or a "$" (in math). */
  private sequence(inGroup: boolean, inMath: boolean): string {
    let output = '';
    const source = this.source;
    while (this.index < source.length) {
      const char = source[this.index];
      if (char === '}') {
        if (!inGroup) throw new Unsupported();
        return output;
      }
      if (char === '$' && inMath) return output;
      output += this.unit(inMath);
    }
    if (inGroup || inMath) throw new Unsupported(); // unclosed "{" or "$"
    return output;
  }

  /** One piece: a group, math, a command, whitespace or a run of plain characters. */
  private unit(inMath: boolean): string {
    const source = this.source;
    const char = source[this.index];
    if (char === '{') return this.group(inMath);
    if (char === '\\') return this.command(inMath);
    if (char === '$') {
      this.index++;
      const math = this.sequence(false, true);
      this.index++; // the closing "$"
      return math;
    }
    if (char === '~') {
      this.index++;
      return ' ';
    }
    if (inMath && (char === '^' || char === '_')) {
      this.index++;
      return this.script(char);
    }
    const start = this.index;
    if (inMath && char !== undefined && WHITESPACE.test(char)) {
      SPACES.lastIndex = start;
      SPACES.exec(source);
      this.index = SPACES.lastIndex;
      return ' ';
    }
    const run = inMath ? MATH_RUN : TEXT_RUN;
    run.lastIndex = start;
    const match = run.exec(source);
    if (!match) throw new Unsupported();
    this.index = start + match[0].length;
    return match[0].replace(LIGATURE, (ligature) => LIGATURES[ligature] ?? ligature);
  }

  /** "{...}": its content, the braces dropped. */
  private group(inMath: boolean): string {
    this.index++;
    const content = this.sequence(true, inMath);
    this.index++; // the closing "}"
    return content;
  }

  private requireGroup(inMath: boolean): string {
    if (this.source[this.index] !== '{') throw new Unsupported();
    return this.group(inMath);
  }

  private command(inMath: boolean): string {
    const source = this.source;
    const start = this.index + 1;
    LETTERS.lastIndex = start;
    LETTERS.exec(source);
    let end = LETTERS.lastIndex;
    if (end === start) end = start + 1; // a one-character command: \" \' \&
    const name = source.slice(start, end);
    if (name === '') throw new Unsupported(); // a lone "\" at the end
    // Like citation-js (and TeX), the spaces after a command belong to it.
    let after = end;
    while (source[after] === ' ') after++;
    this.index = after;
    const t = this.tables;
    if (SPECIAL_ESCAPES.includes(name)) return name + source.slice(end, after);
    if (own(t.formattingEnvs, name)) return ''; // {\em text}: the text stays
    if (inMath && own(t.mathScriptFormatting, name)) return this.requireGroup(inMath);
    if (own(t.formattingCommands, name)) {
      const text = this.requireGroup(inMath);
      return t.formattingCommands[name] === 'quotes' && text ? `\u201C${text}\u201D` : text;
    }
    const symbol = EXTRA_COMMANDS[name] ?? (own(t.commands, name) ? t.commands[name] : undefined);
    if (symbol !== undefined) return symbol;
    if (own(t.mathCommands, name)) return t.mathCommands[name] ?? '';
    if (own(t.diacritics, name) && this.index < source.length) return this.accent(name, inMath);
    throw new Unsupported(); // \url, \href, \begin, \\, unknown commands
  }

  /** \"o, \"{o}, \'\i, \c{c}: the accent on the first character of what follows. */
  private accent(name: string, inMath: boolean): string {
    const next = this.source[this.index];
    if (next === undefined || '}$~^_'.includes(next) || WHITESPACE.test(next)) {
      throw new Unsupported();
    }
    // What follows: a group, a command (\'\i) or a run of letters, whose first character takes the accent.
    const base = this.unit(inMath);
    const first = base.codePointAt(0);
    if (first === undefined) throw new Unsupported(); // \"{}
    const firstChar = String.fromCodePoint(first);
    // "\'{  x}": citation-js reads a run of spaces as one space first.
    if (WHITESPACE.test(firstChar)) throw new Unsupported();
    const rest = base.slice(firstChar.length);
    // A dotless i or j under an accent is an ordinary i or j with it.
    const letter = firstChar === 'ı' ? 'i' : firstChar === 'ȷ' ? 'j' : firstChar;
    return (letter + (this.tables.diacritics[name] ?? '')).normalize('NFC') + rest;
  }

  /** x^2, x_{ij}: Unicode super- and subscripts when they exist, else the plain characters. */
  private script(kind: string): string {
    if (this.index >= this.source.length) throw new Unsupported();
    const text = this.unit(true);
    const table = this.tables.mathScripts[kind] ?? {};
    const chars = [...text];
    return chars.every((char) => own(table, char))
      ? chars.map((char) => table[char]).join('')
      : text;
  }
}

/**
 * The value as plain Unicode text (whitespace collapsed, trimmed), or
 * undefined when it holds LaTeX this decoder does not read.
 */
export function decodeLatex(value: string): string | undefined {
  return decodeLatexRaw(value)
    ?.replace(/[\s\u00a0]+/g, ' ')
    .trim();
}

/** `decodeLatex` with the whitespace as the value has it (no runs collapsed, the ends kept). */
export function decodeLatexRaw(value: string): string | undefined {
  try {
    return new Decoder(value).all();
  } catch (error) {
    // A RangeError: braces nested too deep for the call stack.
    if (error instanceof Unsupported || error instanceof RangeError) return undefined;
    throw error;
  }
}

/** Decoded LaTeX specials ("{\"u}", "\o"): a file has few distinct ones and many repeats. */
const specials = new Map<string, string | null>();

function decodeSpecial(latex: string): string | undefined {
  let decoded = specials.get(latex);
  if (decoded === undefined) {
    decoded = decodeLatex(latex) ?? null;
    if (specials.size >= 1000) specials.clear();
    specials.set(latex, decoded);
  }
  return decoded ?? undefined;
}

/** What needs a look in a name list: braces, commands, math and "~". */
const NAME_SPECIAL = /[{}\\$~]/g;
/** A bare command and what it applies to: "\"u", "\o", "\'{e}", "\'\i". */
const BARE_COMMAND =
  /\\(?:[a-zA-Z]+ *(?:\{[^{}\\]*\})?|[^a-zA-Z\s](?:\{[^{}\\]*\}|\\[a-zA-Z]+|[^{}\\\s]))/y;
const BRACE_OR_BACKSLASH = /[{}\\]/;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const BACKSLASH = 0x5c;
const DOLLAR = 0x24;

/**
 * A BibTeX name list with its special characters (`{\"u}`, `\"u`, `\o`, `~`)
 * decoded and every other brace left in place for the name splitter, or
 * undefined when it holds other LaTeX.
 */
export function decodeNameSpecials(value: string): string | undefined {
  let output = '';
  let depth = 0;
  let copied = 0; // where the text not yet in `output` starts
  NAME_SPECIAL.lastIndex = 0;
  while (NAME_SPECIAL.test(value)) {
    const index = NAME_SPECIAL.lastIndex - 1;
    const code = value.charCodeAt(index);
    let end: number;
    let decoded: string | undefined;
    if (code === OPEN_BRACE && depth === 0 && value.charCodeAt(index + 1) === BACKSLASH) {
      // A BibTeX "special character": the whole group is one decoded piece.
      end = closingBrace(value, index) + 1;
      if (end === 0) return undefined;
      decoded = decodeSpecial(value.slice(index, end));
      if (decoded === undefined || WHITESPACE.test(decoded)) return undefined;
    } else if (code === BACKSLASH) {
      // A bare command: decode it with what it applies to.
      BARE_COMMAND.lastIndex = index;
      const match = BARE_COMMAND.exec(value);
      if (!match) return undefined;
      end = BARE_COMMAND.lastIndex;
      decoded = decodeSpecial(match[0]);
      if (decoded === undefined || WHITESPACE.test(decoded) || BRACE_OR_BACKSLASH.test(decoded)) {
        return undefined;
      }
    } else if (code === DOLLAR) {
      return undefined;
    } else if (code === OPEN_BRACE) {
      depth++;
      continue;
    } else if (code === CLOSE_BRACE) {
      depth--;
      continue;
    } else {
      end = index + 1; // "~"
      decoded = ' ';
    }
    output += value.slice(copied, index) + decoded;
    copied = end;
    NAME_SPECIAL.lastIndex = end;
  }
  if (depth !== 0) return undefined;
  return copied === 0 ? value : output + value.slice(copied);
}

function closingBrace(value: string, open: number): number {
  let depth = 0;
  for (let index = open; index < value.length; index++) {
    const code = value.charCodeAt(index);
    if (code === BACKSLASH) index++;
    else if (code === OPEN_BRACE) depth++;
    else if (code === CLOSE_BRACE && --depth === 0) return index;
  }
  return -1;
}
