import { z } from 'zod';
import { CLAIM_FILTERS } from '../claim-filters.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { SORT_OPTIONS } from '../sort-options.js';
import { academicFieldSchema } from './idea.js';

const isoDate = z.iso.date(MESSAGES.validation.dateFormat);

const range = z
  .tuple([
    z.number().int().min(LIMITS.rangeMin).max(LIMITS.rangeMax),
    z.number().int().min(LIMITS.rangeMin).max(LIMITS.rangeMax),
  ])
  .refine(([low, high]) => low <= high, MESSAGES.validation.rangeOrder);

/** The filters of the browse page (SPEC §5), all optional and combined. */
export const browseFilter = z.object({
  search: z.string().trim().max(LIMITS.searchMax).optional(),
  fields: z.array(academicFieldSchema).max(14).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
  impact: range.optional(),
  feasibility: range.optional(),
  /** By claims: open (none), being pursued, with a published result; `all` does not filter. */
  claims: z.enum(CLAIM_FILTERS).optional(),
});
export type BrowseFilter = z.input<typeof browseFilter>;

export const browseInput = browseFilter.extend({
  sort: z.enum(SORT_OPTIONS).default('newest'),
  cursor: z.string().max(200).nullish(),
  limit: z.number().int().min(1).max(LIMITS.browsePageMax).default(LIMITS.browsePageDefault),
});
export type BrowseInput = z.input<typeof browseInput>;
