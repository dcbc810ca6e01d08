import {
  EXPORT_FORMAT_INFO,
  EXPORT_FORMATS,
  type ExternalCitationData,
  type ExportFormat,
} from '@thisoneforfree/contracts';
import { type ParsedAuthor, splitAuthors } from '@thisoneforfree/citations/tagged';
import type { HeadTag } from './head-tags.js';

/** Small pieces the heads of pages share: dates, names, references, links. */

/** `2024/03/05` from an ISO instant: the date form Highwire's tags and Google Scholar want (UTC). */
export function slashDate(iso: string): string {
  return iso.slice(0, 10).replace(/-/g, '/');
}

/** `2024-03-05` from an ISO instant (Dublin Core's W3CDTF). */
export function isoDay(iso: string): string {
  return iso.slice(0, 10);
}

const DISPLAY_DATE = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 5, 2024", as the web app writes dates (SPEC §9's card date). */
export function displayDate(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : DISPLAY_DATE.format(date);
}

/** "Last, First Middle" (Highwire's and Dublin Core's form), or the bare name of an organisation. */
export function invertedName(author: ParsedAuthor): string {
  const given = [author.firstName, author.middleName].filter(Boolean).join(' ');
  return given ? `${author.lastName}, ${given}` : author.lastName;
}

/** Text on one line: meta descriptions and references read better without line breaks. */
export function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** A value inside a `citation_reference` list, where `;` separates the parts. */
function referenceValue(text: string): string {
  return oneLine(text).replace(/;/g, ',');
}

/**
 * One `citation_reference` value in Google Scholar's form: the cited work's
 * own `citation_*` tags joined by "; ".
 */
export function referenceText(parts: [string, string | undefined][]): string {
  return parts
    .filter((part): part is [string, string] => Boolean(part[1]))
    .map(([name, value]) => `${name}=${referenceValue(value)}`)
    .join('; ');
}

/** An external citation's `citation_reference`. */
export function externalReference(data: ExternalCitationData): string {
  const { authors } = splitAuthors(data.authors);
  return referenceText([
    ['citation_title', data.title],
    ...authors.map((author): [string, string] => ['citation_author', invertedName(author)]),
    ['citation_publication_date', String(data.year)],
    ['citation_journal_title', data.journal],
    ['citation_publisher', data.publisher],
    ['citation_doi', data.doi],
    ['citation_public_url', data.url],
  ]);
}

/** The `<link rel="alternate">` of each export format of a file at `${base}{ext or format}`. */
export function exportLinks(
  href: (format: ExportFormat) => string,
  title: (label: string) => string,
): HeadTag[] {
  return EXPORT_FORMATS.map((format) => ({
    kind: 'link',
    rel: 'alternate',
    type: EXPORT_FORMAT_INFO[format].mediaType,
    href: href(format),
    title: title(EXPORT_FORMAT_INFO[format].label),
  }));
}

/** The tags every page shares: OpenGraph's and Twitter's card, the canonical link. */
export function socialTags(page: {
  title: string;
  description: string;
  url: string;
  type: 'website' | 'article' | 'profile';
  siteName: string;
}): HeadTag[] {
  return [
    { kind: 'meta', name: 'description', content: page.description },
    { kind: 'link', rel: 'canonical', href: page.url },
    { kind: 'property', property: 'og:type', content: page.type },
    { kind: 'property', property: 'og:site_name', content: page.siteName },
    { kind: 'property', property: 'og:title', content: page.title },
    { kind: 'property', property: 'og:description', content: page.description },
    { kind: 'property', property: 'og:url', content: page.url },
    { kind: 'meta', name: 'twitter:card', content: 'summary' },
    { kind: 'meta', name: 'twitter:title', content: page.title },
    { kind: 'meta', name: 'twitter:description', content: page.description },
  ];
}
