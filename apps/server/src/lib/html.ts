const ATTRIBUTE_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '"': '&quot;',
  "'": '&#39;',
  '<': '&lt;',
  '>': '&gt;',
};

/** Text safe inside a double- or single-quoted HTML attribute value. */
export function escapeHtmlAttribute(text: string): string {
  return text.replace(/[&"'<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

/** Text safe as HTML element content (a `<title>`): `&` and `<` are all that can end it early. */
export function escapeHtmlText(text: string): string {
  return text.replace(/[&<>]/g, (character) => ATTRIBUTE_ESCAPES[character] ?? character);
}

const SCRIPT_JSON_ESCAPES: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * A value as JSON to put inside a `<script>` element (JSON-LD). A script's
 * content ends at the first `</script` whatever the JSON says, and `<!--`
 * changes how the parser reads on: so every `<`, `>` and `&` is written as
 * its JSON escape, which any JSON reader turns back into the same text.
 * (U+2028 and U+2029 too, for readers that treat the block as JavaScript.)
 */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (character) => SCRIPT_JSON_ESCAPES[character] ?? character,
  );
}
