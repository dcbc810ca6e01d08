import type { ClaimStatus } from '@thisoneforfree/contracts';
import { safeHttpUrl } from '../../../lib/reference';

const DOI_LINK = 'https://doi.org/';

/**
 * How a claim's result reads: "DOI 10.1000/xyz" for a doi.org link (the
 * server stores a DOI as one), else the address without its scheme. Null when
 * it is no http(s) address (never a link made of other schemes).
 */
export function resultLink(url: string | null): { href: string; label: string } | null {
  const href = safeHttpUrl(url ?? undefined);
  if (!href || !url) return null;
  if (url.startsWith(DOI_LINK)) {
    const doi = url.slice(DOI_LINK.length);
    return { href, label: `DOI ${safeDecode(doi)}` };
  }
  const parsed = new URL(href);
  const path = parsed.pathname === '/' ? '' : parsed.pathname.replace(/\/$/, '');
  return { href, label: `${parsed.host}${path}${parsed.search}` };
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

export const CLAIM_STATUS_LABELS: Record<ClaimStatus, string> = {
  pursuing: 'Pursuing',
  published: 'Published',
};

/** The panel's count of claims. */
export function claimCountLabel(count: number): string {
  return count === 1 ? '1 claim' : `${count} claims`;
}

/**
 * When, in words: "since Jan 5, 2026" while pursued; "claimed Jan 5, 2026,
 * published Mar 2, 2026" once published (the result is the claim's last change).
 */
export function claimDates(
  claim: { status: ClaimStatus; createdAt: string; updatedAt: string },
  format: (iso: string) => string,
): string {
  if (claim.status === 'pursuing') return `since ${format(claim.createdAt)}`;
  return `claimed ${format(claim.createdAt)}, published ${format(claim.updatedAt)}`;
}
