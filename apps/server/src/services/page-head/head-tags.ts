import { escapeHtmlAttribute, escapeHtmlText, jsonForScript } from '../../lib/html.js';

/**
 * What the server writes into the `<head>` of the app page it sends
 * (plugins/web-app.ts): a page's title, meta tags and links, and JSON-LD,
 * as data, so tests and the renderer share one description.
 */
export type HeadTag =
  | { kind: 'title'; text: string }
  /** `<meta name=…>` (description, Highwire's citation_*, DC.*, twitter:*). */
  | { kind: 'meta'; name: string; content: string }
  /** `<meta property=…>` (OpenGraph). */
  | { kind: 'property'; property: string; content: string }
  | { kind: 'link'; rel: string; href: string; type?: string; title?: string }
  | { kind: 'json-ld'; data: unknown };

/** The head of one page and the status to send it with. */
export interface PageHead {
  /** 404 when the page's idea or researcher does not exist: the app then shows its not-found screen. */
  status: 200 | 404;
  tags: HeadTag[];
}

/**
 * Marks every tag the server wrote for the page, so the web app can take
 * them away once it shows another page (they would describe the first one).
 */
export const SERVER_HEAD_ATTRIBUTE = 'data-server-head';

function attributes(values: Record<string, string | undefined>): string {
  return Object.entries(values)
    .filter((entry): entry is [string, string] => entry[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeHtmlAttribute(value)}"`)
    .join('');
}

/** One tag as HTML, every value escaped for where it stands. */
export function renderHeadTag(tag: HeadTag): string {
  const mark = ` ${SERVER_HEAD_ATTRIBUTE}`;
  switch (tag.kind) {
    case 'title':
      return `<title>${escapeHtmlText(tag.text)}</title>`;
    case 'meta':
      return `<meta${attributes({ name: tag.name, content: tag.content })}${mark}>`;
    case 'property':
      return `<meta${attributes({ property: tag.property, content: tag.content })}${mark}>`;
    case 'link':
      return `<link${attributes({ rel: tag.rel, type: tag.type, href: tag.href, title: tag.title })}${mark}>`;
    case 'json-ld':
      return `<script type="application/ld+json"${mark}>${jsonForScript(tag.data)}</script>`;
  }
}

export function renderHead(tags: readonly HeadTag[]): string {
  return tags.map(renderHeadTag).join('\n');
}
