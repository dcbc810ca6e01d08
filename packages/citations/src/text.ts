/** Text clean-up shared by the readers. */

/** Drops byte-order marks (anywhere: some exporters put one mid-file) and makes every line end "\n". */
export function normalizeInput(text: string): string {
  // Most files have neither: looking for one character is much faster than a regular expression over MBs.
  const withoutMarks = text.includes('\uFEFF') ? text.replace(/\uFEFF/g, '') : text;
  return withoutMarks.includes('\r') ? withoutMarks.replace(/\r\n?/g, '\n') : withoutMarks;
}

const utf8 = new TextDecoder('utf-8', { fatal: true });
const windows1252 = new TextDecoder('windows-1252');

/**
 * Decodes a citation file's bytes: UTF-16 (either byte order) when it starts
 * with that byte-order mark, UTF-8 when the bytes are valid UTF-8, otherwise
 * Windows-1252 (what old JabRef and EndNote files on Windows are written in).
 */
export function decodeCitationBytes(bytes: Uint8Array): string {
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return new TextDecoder('utf-16be').decode(bytes);
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return new TextDecoder('utf-16le').decode(bytes);
  try {
    return utf8.decode(bytes);
  } catch {
    return windows1252.decode(bytes);
  }
}

/** Markup, whitespace other than single inner spaces, or combining accents. */
const NEEDS_CLEANING =
  /^\s|\s$|\s\s|[<\t\n\r\f\v\u00a0\u2000-\u200b\u202f\u205f\u3000]|[\u0300-\u036f]|[ıȷ]/;

const MARKUP = /<\/?(?:i|b|em|strong|sc|sup|sub|u|span(?:\s[^<>]*)?|p|br\s*\/?)>/gi;

/**
 * Makes one field value plain text: removes the rich-text markup citation-js
 * produces for \textit{} and friends, collapses every run of whitespace
 * (tabs, line breaks, stray CRs, no-break spaces) to one space, and trims.
 */
export function cleanText(value: string): string {
  // Most values are already clean: skip the work for them.
  if (!NEEDS_CLEANING.test(value)) return value;
  return (
    value
      .replace(MARKUP, '')
      // "\'{\i}" decodes to a dotless i with a combining accent: make it "í".
      .replace(/ı(?=[\u0300-\u036f])/g, 'i')
      .replace(/ȷ(?=[\u0300-\u036f])/g, 'j')
      .normalize('NFC')
      .replace(/[\s\u00a0\u2000-\u200b\u202f\u205f\u3000]+/g, ' ')
      .trim()
  );
}

/** `cleanText` and then trailing commas, semicolons and colons removed ("Bell Laboratories,"). */
export function cleanName(value: string): string {
  return cleanText(value)
    .replace(/[\s,;:]+$/, '')
    .trim();
}

/** A field value made plain, or undefined when nothing is left. */
export function optional(value: string | undefined | null): string | undefined {
  if (value == null) return undefined;
  const cleaned = cleanText(value);
  return cleaned === '' ? undefined : cleaned;
}

/** A journal or publisher made plain, without trailing separators, or undefined when nothing is left. */
export function optionalName(value: string | undefined | null): string | undefined {
  if (value == null) return undefined;
  const cleaned = cleanName(value);
  return cleaned === '' ? undefined : cleaned;
}

/** How much of a value a warning quotes. */
const QUOTE_MAX = 80;

/** A value as a warning quotes it: in double quotes, cut to 80 characters with "…". */
export function quote(value: string): string {
  const text = value.length > QUOTE_MAX ? `${value.slice(0, QUOTE_MAX - 1).trimEnd()}…` : value;
  return `"${text}"`;
}
