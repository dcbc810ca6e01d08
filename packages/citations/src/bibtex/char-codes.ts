/**
 * The character codes the tokenizer and the LaTeX decoder compare against:
 * both read `charCodeAt` in their inner loops rather than slicing strings.
 */
export const AT = 0x40; // @
export const OPEN_BRACE = 0x7b; // {
export const CLOSE_BRACE = 0x7d; // }
export const OPEN_PAREN = 0x28; // (
export const CLOSE_PAREN = 0x29; // )
export const QUOTE = 0x22; // "
export const HASH = 0x23; // #
export const DOLLAR = 0x24; // $
export const PERCENT = 0x25; // %
export const COMMA = 0x2c; // ,
export const EQUALS = 0x3d; // =
export const BACKSLASH = 0x5c; // \
export const TILDE = 0x7e; // ~
export const SPACE = 0x20;
export const NEWLINE = 0x0a;
