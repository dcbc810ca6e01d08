/**
 * The LaTeX commands the decoder (latex.ts) reads, gathered from citation-js's
 * tables and a few it leaves undecoded, each with what it does.
 */
import * as tables from '@citation-js/plugin-bibtex/lib/input/constants.js';

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
