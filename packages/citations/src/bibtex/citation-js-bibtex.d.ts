// The two parts of @citation-js/plugin-bibtex this package uses, imported on their own so that
// its mapping, file grammar and BibTeX output stay out of bundles (the plugin ships no types).
declare module '@citation-js/plugin-bibtex/lib/input/value.js' {
  /** A field value read by citation-js's LaTeX grammar for that field's type; throws when it cannot. */
  export function parse(text: string, field: string): unknown;
}
declare module '@citation-js/plugin-bibtex/lib/input/constants.js' {
  export const commands: Record<string, string>;
  export const mathCommands: Record<string, string>;
  export const diacritics: Record<string, string>;
  export const formattingCommands: Record<string, string | undefined>;
  export const formattingEnvs: Record<string, string | undefined>;
  export const mathScripts: Record<string, Record<string, string>>;
  export const mathScriptFormatting: Record<string, string | undefined>;
}
