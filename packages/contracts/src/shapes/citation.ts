import { z } from 'zod';

/** An external citation record as stored and sent (SPEC §3); optional fields are left out when empty. */
export const externalCitationShape = z.strictObject({
  authors: z.string(),
  title: z.string(),
  year: z.number().int(),
  doi: z.string().optional(),
  url: z.string().optional(),
  journal: z.string().optional(),
  publisher: z.string().optional(),
});
/** The external record of SPEC §3, as `externalCitationData` produces it and the API sends it. */
export type ExternalCitationData = z.infer<typeof externalCitationShape>;

/** A citation of an idea as the API sends it: another idea of the site, or an external record. */
export const citationShape = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('internal'), internalId: z.number().int() }),
  z.strictObject({ type: z.literal('external'), externalData: externalCitationShape }),
]);
export type Citation = z.infer<typeof citationShape>;

/** The formats a citation file may be read from (the web app's Upload and Paste tabs). */
export const CITATION_IMPORT_FORMATS = ['bibtex', 'ris', 'endnote', 'csl-json'] as const;
export type CitationImportFormat = (typeof CITATION_IMPORT_FORMATS)[number];

/** A read citation file: each record valid as a manual entry, and what the reader changed or dropped. */
export const parsedCitationsShape = z.strictObject({
  format: z.enum(CITATION_IMPORT_FORMATS),
  citations: z.array(externalCitationShape),
  /** Sentences to show the user, one per change, dropped value or left-out record. */
  warnings: z.array(z.string()),
});
export type ParsedCitations = z.infer<typeof parsedCitationsShape>;

/** A citation as text in one style. */
export const formattedCitationShape = z.strictObject({ text: z.string() });
export type FormattedCitation = z.infer<typeof formattedCitationShape>;

/**
 * A citation file as tRPC answers it (`exports.*`): the REST downloads send
 * the same text as the body, with this name in `Content-Disposition`.
 */
export const exportFileShape = z.strictObject({
  filename: z.string(),
  mediaType: z.string(),
  text: z.string(),
});
export type ExportFile = z.infer<typeof exportFileShape>;
