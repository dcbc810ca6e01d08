import { z } from 'zod';
import { currentYear, LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';

const v = MESSAGES.validation;

const optionalText = z
  .string()
  .trim()
  .max(LIMITS.citationTextMax, v.citationTextTooLong)
  .optional()
  .transform((value) => (value ? value : undefined));

/** A bare DOI: "10.", a registrant code, "/", a suffix of any visible characters (SICIs hold "<>"). */
const DOI = /^10\.\d{4,9}\/\S+$/;
const DOI_PREFIX = /^(?:doi:\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;

/**
 * The bare DOI ("10.1000/xyz") from one written bare, as "doi:10.1000/xyz" or
 * as a doi.org link; undefined when the text is no DOI.
 */
export function bareDoi(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const doi = value.trim().replace(DOI_PREFIX, '');
  return DOI.test(doi) ? doi : undefined;
}

/**
 * A web address a link may be made of: http and https only (a javascript: or
 * data: URL would become a link in the app). Citations and claims' results use it.
 */
export function httpUrl(message: string) {
  return z.url({ protocol: /^https?$/, error: message });
}

export const citationYearSchema = z
  .number(v.citationYearRange)
  .int(v.citationYearRange)
  .min(LIMITS.citationYearMin, v.citationYearRange)
  .refine((year) => year <= currentYear(), v.citationYearRange);

/** The external record of SPEC §3. Optional fields are trimmed and omitted when empty. */
export const externalCitationData = z.object({
  authors: z
    .string(v.citationAuthorRequired)
    .trim()
    .min(1, v.citationAuthorRequired)
    .max(LIMITS.citationTextMax, v.citationTextTooLong),
  title: z
    .string(v.citationTitleRequired)
    .trim()
    .min(1, v.citationTitleRequired)
    .max(LIMITS.citationTextMax, v.citationTextTooLong),
  year: citationYearSchema,
  doi: optionalText
    .refine((value) => value === undefined || bareDoi(value) !== undefined, v.citationDoiInvalid)
    .transform(bareDoi),
  url: z
    .string()
    .trim()
    .max(LIMITS.citationTextMax, v.citationTextTooLong)
    .optional()
    .transform((value) => (value ? value : undefined))
    .pipe(httpUrl(v.citationUrlInvalid).optional()),
  journal: optionalText,
  publisher: optionalText,
});

export const internalCitation = z.object({
  type: z.literal('internal'),
  // No upper bound here: an id past the largest is an idea that does not exist, and the server says so.
  internalId: z.number(v.internalIdInvalid).int(v.internalIdInvalid).positive(v.internalIdInvalid),
});

export const externalCitation = z.object({
  type: z.literal('external'),
  externalData: externalCitationData,
});

export const citationSchema = z.discriminatedUnion('type', [internalCitation, externalCitation]);
export type CitationInput = z.input<typeof citationSchema>;

export const citationListSchema = z
  .array(citationSchema)
  .max(LIMITS.citationsPerIdea, v.citationLimit)
  .default([]);

/** A parsed author name (SPEC §3). */
export const parsedAuthorSchema = z.object({
  firstName: z.string(),
  middleName: z.string().optional(),
  lastName: z.string(),
});
export type ParsedAuthor = z.output<typeof parsedAuthorSchema>;
