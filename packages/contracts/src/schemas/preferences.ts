import { z } from 'zod';
import { CITATION_FORMATS } from '../citation-formats.js';

export const citationFormatSchema = z.enum(CITATION_FORMATS, 'Unknown citation format');

export const preferencesInput = z.object({ citationFormat: citationFormatSchema });
export type PreferencesInput = z.input<typeof preferencesInput>;
