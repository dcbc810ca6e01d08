/**
 * A fast LaTeX-to-Unicode decoder for BibTeX field values, about fifty
 * times faster than citation-js's value grammar. It reads what exporters
 * write (accents in any bracing, `\ss`, `\o`, `\aa`, ligatures, `~`, escaped
 * specials, protective braces, `\textit{}` and friends, simple math) with
 * citation-js's own tables, and gives up (undefined) on anything else, so the
 * caller can fall back to citation-js for that value.
 */
import * as tables from '@citation-js/plugin-bibtex/lib/input/constants.js';
import { BACKSLASH, CLOSE_BRACE, DOLLAR, OPEN_BRACE, SPACE, TILDE } from './char-codes.js';
import { getCommandKinds, own } from './latex-commands.js';

const LIGATURE = /---?|''|``/g;
const LIGATURES: Record<string, string> = {
  '---': '\u2014',
  '--': '\u2013',
  "''": '\u201D',
  '``': '\u201C',
};
const replaceLigature = (ligature: string) => LIGATURES[ligature] ?? ligature;
const WHITESPACE = /\s/;
const SPACES = /\s+/y;
/**
 * A run of characters that are only themselves (ligatures aside). Outside
 * math it takes whitespace along: whitespace is collapsed at the end.
 */
const TEXT_RUN = /[^{}$\\~]+/y;
const MATH_RUN = /[^{}$\\~\s^_]+/y;
const LETTERS = /[a-zA-Z]*/y;

/** Letters with an accent: few distinct ones, many repeats. */
const accented = new Map<string, string>();

function withAccent(letter: string, mark: string): string {
  const key = letter + mark;
  let composed = accented.get(key);
  if (composed === undefined) {
    composed = key.normalize('NFC');
    if (accented.size >= 1000) accented.clear();
    accented.set(key, composed);
  }
  return composed;
}

/** Thrown inside the decoder when a value needs citation-js; never escapes this module. */
class Unsupported extends Error {}

class Decoder {
  private index = 0;
  private readonly kinds = getCommandKinds();

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
      const code = source.charCodeAt(this.index);
      if (code === CLOSE_BRACE) {
        if (!inGroup) throw new Unsupported();
        return output;
      }
      if (code === DOLLAR && inMath) return output;
      output += this.unit(inMath);
    }
    if (inGroup || inMath) throw new Unsupported(); // unclosed "{" or "$"
    return output;
  }

  /** One piece: a group, math, a command, whitespace or a run of plain characters. */
  private unit(inMath: boolean): string {
    const source = this.source;
    const start = this.index;
    const code = source.charCodeAt(start);
    if (code === OPEN_BRACE) return this.group(inMath);
    if (code === BACKSLASH) return this.command(inMath);
    if (code === DOLLAR) {
      this.index++;
      const math = this.sequence(false, true);
      this.index++; // the closing "$"
      return math;
    }
    if (code === TILDE) {
      this.index++;
      return ' ';
    }
    if (inMath) {
      const char = source.charAt(start);
      if (char === '^' || char === '_') {
        this.index++;
        return this.script(char);
      }
      if (WHITESPACE.test(char)) {
        SPACES.lastIndex = start;
        SPACES.test(source);
        this.index = SPACES.lastIndex;
        return ' ';
      }
    }
    const run = inMath ? MATH_RUN : TEXT_RUN;
    run.lastIndex = start;
    if (!run.test(source)) throw new Unsupported();
    this.index = run.lastIndex;
    return source.slice(start, this.index).replace(LIGATURE, replaceLigature);
  }

  /** "{...}": its content, the braces dropped. */
  private group(inMath: boolean): string {
    this.index++;
    const content = this.sequence(true, inMath);
    this.index++; // the closing "}"
    return content;
  }

  private requireGroup(inMath: boolean): string {
    if (this.source.charCodeAt(this.index) !== OPEN_BRACE) throw new Unsupported();
    return this.group(inMath);
  }

  private command(inMath: boolean): string {
    const source = this.source;
    const start = this.index + 1;
    LETTERS.lastIndex = start;
    LETTERS.test(source);
    let end = LETTERS.lastIndex;
    if (end === start) end = start + 1; // a one-character command: \" \' \&
    if (start >= source.length) throw new Unsupported(); // a lone "\" at the end
    const name = source.slice(start, end);
    // Like citation-js (and TeX), the spaces after a command belong to it.
    let after = end;
    while (source.charCodeAt(after) === SPACE) after++;
    this.index = after;
    for (const command of this.kinds.get(name) ?? []) {
      switch (command.kind) {
        case 'escape':
          return name + source.slice(end, after);
        case 'env':
          return ''; // {\em text}: the text stays
        case 'mathScript':
          if (inMath) return this.requireGroup(inMath);
          break;
        case 'format': {
          const text = this.requireGroup(inMath);
          return command.quotes && text ? `\u201C${text}\u201D` : text;
        }
        case 'symbol':
          // TeX skips the spaces after a command named by letters only: "\/ and" keeps its space.
          if (end === start + 1 && !/[a-zA-Z]/.test(name)) this.index = end;
          return command.text;
        case 'diacritic':
          if (this.index < source.length) return this.accent(command.mark, inMath);
          break;
      }
    }
    throw new Unsupported(); // \url, \href, \begin, \\, unknown commands
  }

  /** \"o, \"{o}, \'\i, \c{c}: the accent on the first character of what follows. */
  private accent(mark: string, inMath: boolean): string {
    const next = this.source.charAt(this.index);
    if (next === '' || '}$~^_'.includes(next) || WHITESPACE.test(next)) {
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
    return withAccent(letter, mark) + rest;
  }

  /** x^2, x_{ij}: Unicode super- and subscripts when they exist, else the plain characters. */
  private script(kind: string): string {
    if (this.index >= this.source.length) throw new Unsupported();
    const text = this.unit(true);
    const table = tables.mathScripts[kind] ?? {};
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
