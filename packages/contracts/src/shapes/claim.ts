import { z } from 'zod';
import { CLAIM_STATUSES } from '../schemas/claim.js';
import { commentAuthorShape } from './comment.js';
import { isoInstant } from './common.js';

/**
 * A researcher's public claim of an idea ("I'm pursuing this"): one per user
 * and idea. `createdAt` is since when they pursue it; `resultUrl` (an http(s)
 * address, a DOI as its doi.org link) is set exactly when the status is
 * `published`.
 */
export const claimShape = z.strictObject({
  ideaId: z.number().int(),
  userId: z.number().int(),
  status: z.enum(CLAIM_STATUSES),
  note: z.string().nullable(),
  resultUrl: z.string().nullable(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
  /** Who claims it: id, username and name, as a comment's author. */
  user: commentAuthorShape,
});
export type Claim = z.infer<typeof claimShape>;

/** A claim on a researcher's profile: the claimed idea's id and title instead of the user. */
export const researcherClaimShape = claimShape.omit({ user: true }).extend({
  idea: z.strictObject({ id: z.number().int(), title: z.string() }),
});
export type ResearcherClaim = z.infer<typeof researcherClaimShape>;
