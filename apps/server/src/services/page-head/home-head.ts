import {
  ACADEMIC_FIELDS,
  ATOM_MEDIA_TYPE,
  type IdeasFeedFilter,
  ideasFeedPath,
  isClaimFilter,
  isIsoDate,
  LIMITS,
  MESSAGES,
} from '@thisoneforfree/contracts';
import type { Services } from '../context.js';
import type { HeadTag, PageHead } from './head-tags.js';
import { socialTags } from './scholarly.js';

/**
 * The filter of a browse page's address (`/?q=…&fields=Physics,Biology&…`),
 * read as leniently as the web app reads it (browse-search.ts): what it
 * cannot read it leaves out. The feed link of the page follows it.
 */
export function browseFilterOfQuery(query: Record<string, unknown>): IdeasFeedFilter {
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const range = (value: unknown): [number, number] | undefined => {
    const match = /^(\d{1,2})-(\d{1,2})$/.exec(text(value) ?? '');
    if (!match) return undefined;
    const low = Number(match[1]);
    const high = Number(match[2]);
    const full = low === LIMITS.rangeMin && high === LIMITS.rangeMax;
    return low <= high && high <= LIMITS.rangeMax && !full ? [low, high] : undefined;
  };
  const date = (value: unknown) => {
    const day = text(value);
    return day && isIsoDate(day) ? day : undefined;
  };
  const wanted = new Set((text(query.fields) ?? '').split(',').map((field) => field.trim()));
  const claims = query.claims;
  return {
    search: text(query.q)?.trim().slice(0, LIMITS.searchMax),
    fields: ACADEMIC_FIELDS.filter((field) => wanted.has(field)),
    from: date(query.from),
    to: date(query.to),
    impact: range(query.impact),
    feasibility: range(query.feasibility),
    claims: isClaimFilter(claims) && claims !== 'all' ? claims : undefined,
  };
}

/** The browse page's head: the site's cards, a schema.org `WebSite` with its search, the feed of its filter. */
export function homeHead(ctx: Services, query: Record<string, unknown>): PageHead {
  const origin = ctx.config.appOrigin;
  const url = `${origin}/`;
  const filter = browseFilterOfQuery(query);
  const tags: HeadTag[] = [
    { kind: 'title', text: MESSAGES.app.title },
    ...socialTags({
      title: MESSAGES.app.title,
      description: MESSAGES.app.tagline,
      url,
      type: 'website',
      siteName: MESSAGES.app.name,
    }),
    {
      kind: 'json-ld',
      data: {
        '@context': 'https://schema.org',
        '@type': 'WebSite',
        '@id': url,
        url,
        name: MESSAGES.app.name,
        description: MESSAGES.app.tagline,
        potentialAction: {
          '@type': 'SearchAction',
          target: { '@type': 'EntryPoint', urlTemplate: `${origin}/?q={search_term_string}` },
          'query-input': 'required name=search_term_string',
        },
      },
    },
    {
      kind: 'link',
      rel: 'alternate',
      type: ATOM_MEDIA_TYPE,
      href: `${origin}${ideasFeedPath(filter)}`,
      title: `Newest ideas - ${MESSAGES.app.name}`,
    },
  ];
  return { status: 200, tags };
}
