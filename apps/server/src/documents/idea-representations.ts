import {
  CITATION_FORMATS,
  type CitationFormat,
  EXPORT_FORMAT_INFO,
  EXPORT_FORMATS,
  type ExportFormat,
} from '@thisoneforfree/contracts';
import type { FastifyReply } from 'fastify';
import { negotiate } from '../lib/negotiate.js';
import { jsonForScript } from '../lib/html.js';
import { formatIdeaCitationText } from '../services/citations.js';
import type { Services } from '../services/context.js';
import { exportIdea } from '../services/exports/files.js';
import { citedIdea } from '../services/page-head/idea-head.js';
import { ideaJsonLd } from '../services/page-head/idea-json-ld.js';

/**
 * An idea's other representations, chosen by `Accept` on `GET /idea/{id}`
 * and `GET /api/ideas/{id}` (issue 14), as DOI content negotiation offers
 * them: the citation files, CSL-JSON (one item, as DOI content negotiation
 * answers), schema.org JSON-LD, and a formatted reference
 * (`text/x-bibliography; style=apa|mla|chicago|harvard`, APA when no style is
 * named). The page or the JSON stays the default for any other `Accept`.
 */

/** The four bibliography styles of SPEC §3 that `text/x-bibliography` may name. */
const BIBLIOGRAPHY_STYLES = CITATION_FORMATS.filter(
  (format): format is Extract<CitationFormat, 'apa' | 'mla' | 'chicago' | 'harvard'> =>
    ['apa', 'mla', 'chicago', 'harvard'].includes(format),
);

const BIBLIOGRAPHY = 'text/x-bibliography';
const JSON_LD = 'application/ld+json';

/** Every media type besides the route's default, in the order a tie goes. */
export const IDEA_CITATION_TYPES: readonly string[] = [
  ...EXPORT_FORMATS.map((format) => EXPORT_FORMAT_INFO[format].mediaType),
  JSON_LD,
  // APA first: `text/x-bibliography` with no style picks it.
  ...BIBLIOGRAPHY_STYLES.map((style) => `${BIBLIOGRAPHY}; style=${style}`),
];

/**
 * What to send for `accept`: `fallback` (the page, or the JSON) unless the
 * client prefers one of the citation types.
 */
export function negotiateIdea(accept: string | undefined, fallback: string): string {
  return negotiate(accept, [fallback, ...IDEA_CITATION_TYPES]);
}

const formatOfType = new Map<string, ExportFormat>(
  EXPORT_FORMATS.map((format) => [EXPORT_FORMAT_INFO[format].mediaType, format]),
);

/**
 * Sends the idea as `type` (one of IDEA_CITATION_TYPES); a missing idea is
 * the API's 404. The answer varies by `Accept`, which the caller says.
 */
export async function sendIdeaAs(
  ctx: Services,
  reply: FastifyReply,
  id: number,
  type: string,
): Promise<FastifyReply> {
  const format = formatOfType.get(type);
  if (format === 'csl-json') {
    const [item] = JSON.parse((await exportIdea(ctx, id, format)).text) as unknown[];
    return reply.type(`${type}; charset=utf-8`).send(JSON.stringify(item, null, 2));
  }
  if (format)
    return reply.type(`${type}; charset=utf-8`).send((await exportIdea(ctx, id, format)).text);
  if (type === JSON_LD) {
    // Escaped as in the page's script element, so the two never differ.
    return reply
      .type(`${JSON_LD}; charset=utf-8`)
      .send(jsonForScript(ideaJsonLd(await citedIdea(ctx, id))));
  }
  const style = /style=(\w+)$/.exec(type)?.[1] as (typeof BIBLIOGRAPHY_STYLES)[number];
  const { text } = await formatIdeaCitationText(ctx, id, style);
  return reply.type(`${BIBLIOGRAPHY}; charset=utf-8`).send(`${text}\n`);
}
