import { z } from 'zod';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { externalCitationData } from './citation.js';
import { idSchema } from './id.js';
import { citationFormatSchema } from './preferences.js';

/** A pasted or uploaded citation file to read (`citations.parse`, POST /api/citations/parse). */
export const citationParseInput = z.object({
  text: z
    .string(MESSAGES.citationsEditor.emptyInputDescription)
    .max(LIMITS.citationFileMaxChars, MESSAGES.validation.citationFileTooLarge),
  /** The uploaded file's name; its extension (.bib, .ris, .enw, .json) hints at the format. */
  filename: z.string().trim().max(255).optional(),
});
export type CitationParseInput = z.input<typeof citationParseInput>;

/** One external record to format in a style (`citations.format`). */
export const citationFormatInput = z.object({
  citation: externalCitationData,
  style: citationFormatSchema,
});
export type CitationFormatInput = z.input<typeof citationFormatInput>;

/**
 * How to cite an idea of this site, in a style (`citations.formatIdea`): a
 * given version of it, or its latest when `version` is left out.
 */
export const ideaCitationInput = z.object({
  ideaId: idSchema,
  style: citationFormatSchema,
  version: idSchema.optional(),
});
export type IdeaCitationInput = z.input<typeof ideaCitationInput>;
