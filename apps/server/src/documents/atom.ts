import {
  ATOM_MEDIA_TYPE,
  IDEAS_FEED_SIZE,
  ideasFeedPath,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { xmlElement } from '../lib/xml.js';
import type { FeedEntry, IdeasFeed } from '../services/feeds/ideas-feed.js';

/**
 * An ideas feed as Atom 1.0 (RFC 4287), written by hand with every value
 * escaped (`../lib/xml.ts`): the `feed` package writes summaries as HTML in
 * CDATA, and a challenge is plain text, which Atom's `type="text"` says.
 * The text depends only on the ideas, never on the time it is written, so
 * its hash is a stable ETag.
 */

/** The epoch: the `updated` of a feed with no entries (a fixed value keeps its ETag stable). */
const NO_UPDATES = '1970-01-01T00:00:00.000Z';

function feedTitle(feed: IdeasFeed): string {
  const { query, researcher } = feed;
  const parts: string[] = [];
  if (researcher) parts.push(`by ${researcher.name}`);
  if (query.field?.length) parts.push(`in ${query.field.join(', ')}`);
  if (query.q) parts.push(`matching “${query.q}”`);
  const narrowed = query.from || query.to || query.impact || query.feasibility || query.claims;
  const subject = parts.length > 0 ? `Newest ideas ${parts.join(' ')}` : 'Newest ideas';
  return `${subject}${narrowed ? ' (filtered)' : ''} - ${MESSAGES.app.name}`;
}

/** The browse page that shows the same ideas, or the researcher's profile. */
function alternatePage(feed: IdeasFeed, origin: string): string {
  const { query, researcher } = feed;
  if (researcher && !query.q && !query.field?.length) return `${origin}/users/${researcher.id}`;
  const search = new URLSearchParams();
  if (query.q) search.set('q', query.q);
  if (query.field?.length) search.set('fields', query.field.join(','));
  if (query.from) search.set('from', query.from);
  if (query.to) search.set('to', query.to);
  if (query.impact) search.set('impact', query.impact.join('-'));
  if (query.feasibility) search.set('feasibility', query.feasibility.join('-'));
  if (query.claims && query.claims !== 'all') search.set('claims', query.claims);
  const text = search.toString();
  return `${origin}/${text ? `?${text}` : ''}`;
}

function entryXml(entry: FeedEntry, origin: string): string {
  const url = `${origin}/idea/${entry.id}`;
  const lines = [
    '  <entry>',
    `    ${xmlElement('id', {}, url)}`,
    `    ${xmlElement('title', { type: 'text' }, entry.title)}`,
    `    ${xmlElement('link', { rel: 'alternate', type: 'text/html', href: url })}`,
    `    ${xmlElement('published', {}, entry.createdAt)}`,
    `    ${xmlElement('updated', {}, entry.updatedAt)}`,
  ];
  if (entry.author) {
    lines.push(
      '    <author>',
      `      ${xmlElement('name', {}, entry.author.name)}`,
      `      ${xmlElement('uri', {}, `${origin}/users/${entry.author.id}`)}`,
      '    </author>',
    );
  }
  lines.push(`    ${xmlElement('summary', { type: 'text' }, entry.challenge)}`);
  for (const field of entry.fields) {
    lines.push(`    ${xmlElement('category', { term: field, label: field })}`);
  }
  lines.push('  </entry>');
  return lines.join('\n');
}

/** The feed document; `origin` is the site's (APP_ORIGIN), so every link is absolute. */
export function renderAtomFeed(feed: IdeasFeed, origin: string): string {
  const self = `${origin}${ideasFeedPath({
    fields: feed.query.field,
    search: feed.query.q,
    userId: feed.query.user,
    from: feed.query.from,
    to: feed.query.to,
    impact: feed.query.impact,
    feasibility: feed.query.feasibility,
    claims: feed.query.claims,
  })}`;
  // Entries are newest first by creation; the feed changed when any of them last did.
  const updated = feed.entries.reduce<string>(
    (latest, entry) => (entry.updatedAt > latest ? entry.updatedAt : latest),
    NO_UPDATES,
  );
  const head = [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">',
    `  ${xmlElement('id', {}, self)}`,
    `  ${xmlElement('title', { type: 'text' }, feedTitle(feed))}`,
    `  ${xmlElement('subtitle', { type: 'text' }, `${MESSAGES.app.tagline}: the ${IDEAS_FEED_SIZE} newest ideas.`)}`,
    `  ${xmlElement('link', { rel: 'self', type: ATOM_MEDIA_TYPE, href: self })}`,
    `  ${xmlElement('link', { rel: 'alternate', type: 'text/html', href: alternatePage(feed, origin) })}`,
    `  ${xmlElement('updated', {}, updated)}`,
    // RFC 4287 wants an author on the feed when an entry has none (a deleted account's idea).
    `  <author>${xmlElement('name', {}, MESSAGES.app.name)}${xmlElement('uri', {}, origin)}</author>`,
    `  ${xmlElement('generator', { uri: origin }, MESSAGES.app.name)}`,
    `  ${xmlElement('icon', {}, `${origin}/favicon.svg`)}`,
  ];
  return [...head, ...feed.entries.map((entry) => entryXml(entry, origin)), '</feed>', ''].join(
    '\n',
  );
}
