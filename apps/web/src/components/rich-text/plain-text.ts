/**
 * Markdown source as plain text, for places that show a clamped excerpt
 * (idea cards) and must not load the renderer: emphasis, code and link
 * markup go, the words stay, and math stays as its source ($E = mc^2$).
 * A light pass, not a parser: an odd construct shows as typed.
 */

/** $$…$$ and $…$ spans, left exactly as written. */
const MATH = /(\$\$[\s\S]*?\$\$|\$[^$\n]+\$)/;

function stripMarkup(text: string): string {
  return (
    text
      // ![alt](address) and [text](address): the alt or the text.
      .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
      // **strong**, __strong__, *em*, _em_ (not inside snake_case words).
      .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
      .replace(/(^|[^\w*\\])\*(?=\S)([^*\n]*?\S)\*(?![\w*])/g, '$1$2')
      .replace(/(^|[^\w\\])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
      // `code`
      .replace(/`([^`\n]+)`/g, '$1')
      // Headings and quote markers at a line's start.
      .replace(/^[ \t]{0,3}(#{1,6}|>)[ \t]+/gm, '')
      // Backslash escapes: \* shows as *.
      .replace(/\\([\\`*_{}[\]()#+\-.!>])/g, '$1')
  );
}

export function plainText(source: string): string {
  return source
    .split(MATH)
    .map((part, index) => (index % 2 === 1 ? part : stripMarkup(part)))
    .join('');
}
