/**
 * Text made safe for XML 1.0 (Atom feeds, sitemaps): the five markup
 * characters escaped, and the characters XML 1.0 cannot carry at all (C0
 * controls other than tab, newline and carriage return; U+FFFE and U+FFFF;
 * unpaired surrogates) dropped, since no escape writes them either. Stored
 * text never holds U+0000 or half a surrogate pair (refused at input), but
 * other control characters can arrive in an imported title.
 */

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

const NOT_XML =
  // eslint-disable-next-line no-control-regex -- the point is to match control characters
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Text safe as XML character data or inside a quoted attribute value. */
export function escapeXml(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/g, (char) => XML_ESCAPES[char] ?? char);
}

/** `<name attr="…">text</name>`, everything escaped; an element with no text is self-closed. */
export function xmlElement(
  name: string,
  attributes: Record<string, string | undefined>,
  text?: string,
): string {
  const attrs = Object.entries(attributes)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([key, value]) => ` ${key}="${escapeXml(value)}"`)
    .join('');
  return text === undefined
    ? `<${name}${attrs}/>`
    : `<${name}${attrs}>${escapeXml(text)}</${name}>`;
}
