/**
 * BibTeX name lists with their LaTeX specials decoded but their other braces
 * kept: the name splitter (plain.ts) needs those braces to tell "{van der
 * Berg}, Piet" from "van der Berg, Piet". Each special goes through the
 * decoder of latex.ts.
 */
import { BACKSLASH, CLOSE_BRACE, DOLLAR, OPEN_BRACE } from './char-codes.js';
import { decodeLatex } from './latex.js';

const WHITESPACE = /\s/;

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
