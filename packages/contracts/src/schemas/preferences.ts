import { z } from 'zod';
import { CITATION_FORMATS } from '../citation-formats.js';
import { MESSAGES } from '../messages.js';

export const citationFormatSchema = z.enum(
  CITATION_FORMATS,
  MESSAGES.validation.citationFormatUnknown,
);

export const preferencesInput = z.object({ citationFormat: citationFormatSchema });
export type PreferencesInput = z.input<typeof preferencesInput>;
