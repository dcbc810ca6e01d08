import { bareDoi, type ExternalCitationData } from '@thisoneforfree/contracts';

/** An external citation record as the API returns it (SPEC §3). */
export type ExternalReference = ExternalCitationData;

/** A link only for http(s) addresses: never `javascript:` or other schemes from user data. */
export function safeHttpUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value.trim());
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** The resolver link of a DOI, or undefined when it does not look like one. */
export function doiHref(value: string | undefined): string | undefined {
  const doi = bareDoi(value);
  return doi ? `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}` : undefined;
}

/** Braces protect names in the authors string ("{World Health Organization}"); a reader does not need them. */
function plainAuthors(authors: string): string {
  return authors.replace(/[{}]/g, '').trim();
}

/**
 * A readable one-line reference: "Authors (Year). Title. Journal. Publisher."
 * (plain text; the links are shown beside it).
 */
export function referenceText(data: ExternalReference): string {
  const parts = [`${plainAuthors(data.authors)} (${data.year}).`, endWithPeriod(data.title.trim())];
  if (data.journal) parts.push(endWithPeriod(data.journal.trim()));
  if (data.publisher && data.publisher !== data.journal)
    parts.push(endWithPeriod(data.publisher.trim()));
  return parts.join(' ');
}

function endWithPeriod(text: string): string {
  return /[.!?]$/.test(text) ? text : `${text}.`;
}
