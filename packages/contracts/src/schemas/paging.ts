import { z } from 'zod';
import { LIMITS } from '../limits.js';

/**
 * A page of idea cards read by keyset: `cursor` is the `nextCursor` of the
 * page before (none for the first), `limit` how many cards (24 by default).
 * Browse (`ideas.browse`) and a researcher's ideas (`ideas.byUser`) take it.
 */
export const cardPageInput = z.object({
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(LIMITS.browsePageMax).default(LIMITS.browsePageDefault),
});
