import { z } from 'zod';
import { CLAIM_FILTERS } from '../claim-filters.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { SORT_OPTIONS } from '../sort-options.js';
import { academicFieldSchema } from './idea.js';
import { cardPageInput } from './paging.js';

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
  ...cardPageInput.shape,
});
export type BrowseInput = z.input<typeof browseInput>;

/** A query-string value that may be repeated (`?field=A&field=B`): always a list. */
const asList = (value: unknown) => (typeof value === 'string' ? [value] : value);

/** `"2-8"` as the tuple the browse filter takes, which checks it (whole numbers in 0-10, in order). */
const asRange = (value: unknown, ctx: z.RefinementCtx) => {
  if (typeof value !== 'string') return value;
  if (/^\d{1,2}-\d{1,2}$/.test(value)) return value.split('-').map(Number);
  ctx.addIssue({ code: 'custom', message: MESSAGES.validation.rangeFormat });
  return z.NEVER;
};

/**
 * The browse filter as a query string, for the REST calls that take one
 * (`GET /api/ideas/count`, and with `user` the Atom feed's: schemas/feeds.ts):
 * `q` (the search), `field` (repeatable), `from`, `to`, `impact` and
 * `feasibility` as `low-high`, `claims`. The same rules as `browseFilter`,
 * which `browseQuery` turns it into.
 */
export const browseQueryParameters = {
  q: browseFilter.shape.search,
  field: z.preprocess(asList, browseFilter.shape.fields),
  from: browseFilter.shape.from,
  to: browseFilter.shape.to,
  impact: z.preprocess(asRange, browseFilter.shape.impact),
  feasibility: z.preprocess(asRange, browseFilter.shape.feasibility),
  claims: browseFilter.shape.claims,
};

export const browseQuery = z
  .object(browseQueryParameters)
  .transform(({ q, field, ...rest }): z.output<typeof browseFilter> => ({
    ...rest,
    search: q,
    fields: field,
  }));
export type BrowseQueryInput = z.input<typeof browseQuery>;
