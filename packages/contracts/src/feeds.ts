import type { BrowseFilter } from './schemas/browse.js';

/*
 * The Atom feed of ideas (`/feeds/ideas.atom`) and how a browse filter, a
 * researcher, or both become its address. Zod-free: the web app's browse
 * page (a first download) writes the autodiscovery link with it, and the
 * server writes the same links in the pages it sends.
 */

export const IDEAS_FEED_PATH = '/feeds/ideas.atom';

/** Ideas per feed: the newest ones matching the filter. */
export const IDEAS_FEED_SIZE = 50;

export const ATOM_MEDIA_TYPE = 'application/atom+xml';

/** What a feed selects: the browse filter's parts and, optionally, one researcher's ideas. */
export interface IdeasFeedFilter {
  search?: string | undefined;
  fields?: readonly string[] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  impact?: readonly [number, number] | undefined;
  feasibility?: readonly [number, number] | undefined;
  claims?: BrowseFilter['claims'];
  userId?: number | undefined;
}

/**
 * The feed's path and query for a filter, parameters in one fixed order so
 * one filter has one address: `field` once per field, `q`, `user`, then the
 * dates, ranges (`impact=3-8`) and the claim filter as the browse page's
 * URL writes them. The default filter is the bare path.
 */
export function ideasFeedPath(filter: IdeasFeedFilter = {}): string {
  // No URLSearchParams: this package runs without the DOM's or Node's types.
  const query: string[] = [];
  const set = (name: string, value: string) => query.push(`${name}=${encodeURIComponent(value)}`);
  for (const field of filter.fields ?? []) set('field', field);
  const search = filter.search?.trim();
  if (search) set('q', search);
  if (filter.userId !== undefined) set('user', String(filter.userId));
  if (filter.from) set('from', filter.from);
  if (filter.to) set('to', filter.to);
  if (filter.impact) set('impact', `${filter.impact[0]}-${filter.impact[1]}`);
  if (filter.feasibility) set('feasibility', `${filter.feasibility[0]}-${filter.feasibility[1]}`);
  if (filter.claims && filter.claims !== 'all') set('claims', filter.claims);
  return query.length > 0 ? `${IDEAS_FEED_PATH}?${query.join('&')}` : IDEAS_FEED_PATH;
}
