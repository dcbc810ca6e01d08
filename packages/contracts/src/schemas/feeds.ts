import { z } from 'zod';
import { CLAIM_FILTERS } from '../claim-filters.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { idSchema } from './id.js';
import { academicFieldSchema } from './idea.js';

/** `3-8` → `[3, 8]`: a range as the browse page's URL and the feed's query write it. */
const rangeText = z
  .string()
  .regex(/^\d{1,2}-\d{1,2}$/, MESSAGES.validation.invalidInput)
  .transform((value) => value.split('-').map(Number) as [number, number])
  .pipe(
    z
      .tuple([
        z.number().int().min(LIMITS.rangeMin).max(LIMITS.rangeMax),
        z.number().int().min(LIMITS.rangeMin).max(LIMITS.rangeMax),
      ])
      .refine(([low, high]) => low <= high, MESSAGES.validation.rangeOrder),
  );

/**
 * The query of `/feeds/ideas.atom` (`ideasFeedPath` writes it): `field`
 * (repeatable), `q` (the browse search), `user` (one researcher's ideas),
 * and the browse page's other filters in its URL's form.
 */
export const ideasFeedQuery = z.object({
  field: z
    .union([academicFieldSchema, z.array(academicFieldSchema).max(14)])
    .optional()
    .transform((value) => (value === undefined ? undefined : [value].flat())),
  q: z.string().trim().max(LIMITS.searchMax).optional(),
  user: idSchema.optional(),
  from: z.iso.date(MESSAGES.validation.dateFormat).optional(),
  to: z.iso.date(MESSAGES.validation.dateFormat).optional(),
  impact: rangeText.optional(),
  feasibility: rangeText.optional(),
  claims: z.enum(CLAIM_FILTERS).optional(),
});
export type IdeasFeedQuery = z.input<typeof ideasFeedQuery>;
