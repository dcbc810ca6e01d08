/**
 * The LaTeX commands the decoder (latex.ts) reads, gathered from citation-js's
 * tables and a few it leaves undecoded, each with what it does.
 */
import * as tables from '@citation-js/plugin-bibtex/lib/input/constants.js';

/**
 * LaTeX commands citation-js leaves undecoded. The reader writes them out
 * before decoding (bibtex/index.ts), leaving the space after them: "\TeX
 * documents" is meant as "TeX documents".
 */
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
  slash: '/',
  thinspace: ' ',
  enspace: ' ',
  quad: ' ',
  qquad: ' ',
  nobreakspace: ' ',
  // TeX's logos, as TUGboat's and the LaTeX manuals' bibliographies write them.
  TeX: 'TeX',
  LaTeX: 'LaTeX',
  LaTeXe: 'LaTeX2ε',
  BibTeX: 'BibTeX',
  SliTeX: 'SliTeX',
  AmSTeX: 'AMS-TeX',
  AMSTeX: 'AMS-TeX',
  AmS: 'AMS',
  AMS: 'AMS',
  eTeX: 'ε-TeX',
  pdfTeX: 'pdfTeX',
  pdfLaTeX: 'pdfLaTeX',
  XeTeX: 'XeTeX',
  XeLaTeX: 'XeLaTeX',
  LuaTeX: 'LuaTeX',
  LuaLaTeX: 'LuaLaTeX',
  ConTeXt: 'ConTeXt',
  METAFONT: 'METAFONT',
  MF: 'METAFONT',
  METAPOST: 'MetaPost',
  MP: 'MetaPost',
  PiCTeX: 'PiCTeX',
  TeXXeT: 'TeX-XeT',
  TUB: 'TUGboat',
  // TUGboat's own, defined by its class: 2,700 entries of its bibliography use them.
  Dash: ' — ',
  dash: ' – ',
  AllTeX: '(La)TeX',
  slBibTeX: 'BibTeX',
  slMF: 'METAFONT',
  TeXLive: 'TeX Live',
  PS: 'PostScript',
  VAX: 'VAX',
  CTAN: 'CTAN',
  TUG: 'TUG',
  NTS: 'NTS',
  NTG: 'NTG',
  HTML: 'HTML',
  XML: 'XML',
  SGML: 'SGML',
  PDF: 'PDF',
  WEB: 'WEB',
};

/**
 * Commands named by one character that only space text: a control space
 * ("\TeX\ meeting"), thin spaces, the italic correction, a discretionary
 * hyphen. citation-js leaves them as written.
 */
export const SPACING_COMMANDS: Record<string, string> = {
  ' ': ' ',
  ',': ' ',
  ';': ' ',
  ':': ' ',
  '!': '',
  '/': '',
  '@': '',
  '-': '',
};

/**
 * Font switches citation-js does not list: plain TeX's small capitals
 * ("{\smc Camel}") and TUGboat's small capitals and sans serif.
 */
const EXTRA_ENVS = ['smc', 'SC', 'SMC', 'ssf'];

const EXTRA_COMMAND = new RegExp(
  `\\\\(${Object.keys(EXTRA_COMMANDS).join('|')})(?![a-zA-Z])(?:\\{\\})?`,
  'g',
);
/** A spacing command, or an escaped backslash (a line break), which is left as it is. */
const SPACING_COMMAND = /\\\\|\\([ ,;:!/@-])/g;
/**
 * Commands that only set how their text looks: boxes and TUGboat's acronyms
 * ("\mbox{G-Animal's}", "\acro{TUG}": their group stays) and the font
 * switches citation-js does not know ("{\ssf text}").
 */
const FORMAT_ONLY = new RegExp(
  `\\\\(?:(?:mbox|hbox|text|acro)(?![a-zA-Z])\\s*(?=\\{)|(?:${EXTRA_ENVS.join('|')})(?![a-zA-Z])\\s*)`,
  'g',
);
/** TUGboat's backslash, as the LaTeX command the readers know. */
const BACKSLASH_COMMAND = /\\bs(?![a-zA-Z])\s*/g;
const CONTROL_WORD_BEFORE = /\\[a-zA-Z]+$/;

/**
 * A raw value with the commands citation-js leaves undecoded written out:
 * the symbols and logos above, spacing commands, boxes and font switches. Both the
 * fast decoder and citation-js's grammar then read the rest. A replacement
 * right after a command name is set off by "{}", so that "\thinspace\TeX"
 * does not become the unknown command "\thinspaceTeX".
 */
export function writeOutCommands(value: string): string {
  const separated = (text: string, offset: number, whole: string) =>
    CONTROL_WORD_BEFORE.test(whole.slice(Math.max(0, offset - 40), offset)) ? `{}${text}` : text;
  return value
    .replace(FORMAT_ONLY, '')
    .replace(BACKSLASH_COMMAND, '\\textbackslash{}')
    .replace(EXTRA_COMMAND, (_, name: string, offset: number, whole: string) =>
      separated(EXTRA_COMMANDS[name] ?? '', offset, whole),
    )
    .replace(SPACING_COMMAND, (match, name: string | undefined, offset: number, whole: string) =>
      name === undefined ? match : separated(SPACING_COMMANDS[name] ?? '', offset, whole),
    );
}

/** Whether the table itself holds `key`, not its prototype: "constructor" is no command. */
export const own = (table: object, key: string) => Object.prototype.hasOwnProperty.call(table, key);

/** What a command does, in the order the decoder tries them. */
export type CommandKind =
  | { kind: 'escape' } // \& \% \$ \# \_ \{ \}
  | { kind: 'env' } // {\em text}
  | { kind: 'format'; quotes: boolean } // \textit{text}
  | { kind: 'mathScript' } // \mathrm{x}, in math only
  | { kind: 'symbol'; text: string } // \ss, \o, \alpha
  | { kind: 'diacritic'; mark: string }; // \" \' \c

let commandKinds: Map<string, CommandKind[]> | undefined;

/**
 * Every command the tables know, with what it can do (a command can be in
 * several tables: `\mathrm` is math formatting, or a symbol outside math).
 * Built on first use, then kept.
 */
export function getCommandKinds(): Map<string, CommandKind[]> {
  if (commandKinds) return commandKinds;
  const t = tables;
  const kinds = new Map<string, CommandKind[]>();
  const add = (name: string, kind: CommandKind) => {
    const list = kinds.get(name);
    if (list) list.push(kind);
    else kinds.set(name, [kind]);
  };
  for (const name of '&%$#_{}') add(name, { kind: 'escape' });
  for (const name of Object.keys(t.formattingEnvs)) add(name, { kind: 'env' });
  for (const name of EXTRA_ENVS) add(name, { kind: 'env' });
  for (const name of Object.keys(SPACING_COMMANDS)) {
    add(name, { kind: 'symbol', text: SPACING_COMMANDS[name] ?? '' });
  }
  for (const name of Object.keys(t.mathScriptFormatting)) add(name, { kind: 'mathScript' });
  for (const name of Object.keys(t.formattingCommands)) {
    add(name, { kind: 'format', quotes: t.formattingCommands[name] === 'quotes' });
  }
  for (const name of Object.keys(EXTRA_COMMANDS)) {
    add(name, { kind: 'symbol', text: EXTRA_COMMANDS[name] ?? '' });
  }
  for (const name of Object.keys(t.commands)) {
    const text = t.commands[name];
    if (text !== undefined && !own(EXTRA_COMMANDS, name)) add(name, { kind: 'symbol', text });
  }
  for (const name of Object.keys(t.mathCommands)) {
    add(name, { kind: 'symbol', text: t.mathCommands[name] ?? '' });
  }
  for (const name of Object.keys(t.diacritics)) {
    add(name, { kind: 'diacritic', mark: t.diacritics[name] ?? '' });
  }
  commandKinds = kinds;
  return kinds;
}
