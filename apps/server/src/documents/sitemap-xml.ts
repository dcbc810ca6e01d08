import { escapeXml } from '../lib/xml.js';
import type { SitemapUrl } from '../services/sitemap.js';

/**
 * Sitemaps (sitemaps.org 0.9) written a chunk at a time: a file of up to
 * 50,000 URLs is sent as it is read, never built whole.
 */

const NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

export async function* urlsetXml(chunks: AsyncIterable<SitemapUrl[]>): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${NS}">\n`;
  for await (const urls of chunks) {
    yield urls
      .map(
        (url) =>
          `<url><loc>${escapeXml(url.loc)}</loc>${url.lastmod ? `<lastmod>${escapeXml(url.lastmod)}</lastmod>` : ''}</url>\n`,
      )
      .join('');
  }
  yield '</urlset>\n';
}

export function sitemapIndexXml(locations: readonly string[]): string {
  const entries = locations.map((loc) => `<sitemap><loc>${escapeXml(loc)}</loc></sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${NS}">\n${entries.join('')}</sitemapindex>\n`;
}
