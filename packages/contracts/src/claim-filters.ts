/*
 * The browse page's claim filter without zod, for the web app's first
 * download (it reads the filter from the browse page's URL, `?claims=open`).
 * `schemas/browse.ts` builds its enum on this list.
 */

/** Which ideas browse shows by their claims; `all` (the default) does not filter. */
export const CLAIM_FILTERS = ['all', 'open', 'pursued', 'published'] as const;
export type ClaimFilter = (typeof CLAIM_FILTERS)[number];

export const CLAIM_FILTER_LABELS: Record<ClaimFilter, string> = {
  all: 'All ideas',
  open: 'Open, no claim',
  pursued: 'Being pursued',
  published: 'With a published result',
};

export function isClaimFilter(value: unknown): value is ClaimFilter {
  return (CLAIM_FILTERS as readonly unknown[]).includes(value);
}
