import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { bareDoi, httpUrl } from './citation.js';

const v = MESSAGES.validation;

/** A claim of an idea ("I'm pursuing this"): being worked on, or done with a result to show. */
export const CLAIM_STATUSES = ['pursuing', 'published'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/** The doi.org link of a bare DOI, each segment escaped (a DOI may hold `#`, `?` or `<`). */
export function doiUrl(doi: string): string {
  return `https://doi.org/${doi.split('/').map(encodeURIComponent).join('/')}`;
}

const resultWebAddress = httpUrl(v.claimResultInvalid);

/**
 * The result of a published claim: a DOI (bare, `doi:…` or a doi.org link,
 * as a citation's DOI) becomes its doi.org link; anything else must be an
 * http(s) address, as a citation's URL. Empty is none (null).
 */
export const claimResultUrl = z
  .string(v.claimResultInvalid)
  .trim()
  .max(LIMITS.citationTextMax, v.citationTextTooLong)
  .transform((value, ctx): string | null => {
    if (value === '') return null;
    const doi = bareDoi(value);
    if (doi) return doiUrl(doi);
    if (resultWebAddress.safeParse(value).success) return value;
    ctx.addIssue({ code: 'custom', message: v.claimResultInvalid, input: value });
    return z.NEVER;
  });

/**
 * Claiming an idea, or changing one's claim (`POST /api/ideas/{id}/claim`).
 * `note`: a short public note, trimmed; empty or null clears it, absent keeps
 * the claim's current note. `resultUrl`: required with `published`, refused
 * with `pursuing`.
 */
export const claimInput = z
  .object({
    status: z.enum(CLAIM_STATUSES, v.claimStatusInvalid),
    note: z
      .string(v.invalidInput)
      .trim()
      .max(LIMITS.claimNoteMax, v.claimNoteTooLong)
      .transform((value) => (value === '' ? null : value))
      .nullish(),
    resultUrl: claimResultUrl.nullish(),
  })
  .superRefine((claim, ctx) => {
    const result = claim.resultUrl ?? null;
    if (claim.status === 'published' && result === null)
      ctx.addIssue({ code: 'custom', path: ['resultUrl'], message: v.claimResultRequired });
    if (claim.status === 'pursuing' && result !== null)
      ctx.addIssue({ code: 'custom', path: ['resultUrl'], message: v.claimResultOnlyPublished });
  });
export type ClaimInput = z.input<typeof claimInput>;
export type ClaimChange = z.output<typeof claimInput>;
