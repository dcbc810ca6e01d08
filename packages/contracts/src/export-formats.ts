/**
 * The files an idea, My Favorites or a researcher's ideas download as: the
 * three tagged formats of SPEC §3 and CSL-JSON (Zotero's and citeproc's own
 * format), named as the citations package names what it reads. Zod-free, so
 * the web app's first download may use it.
 */
export const EXPORT_FORMATS = ['bibtex', 'ris', 'endnote', 'csl-json'] as const;

export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportFormatInfo {
  /** What a button or a link says. */
  label: string;
  /** The file name's extension, without the dot. */
  extension: 'bib' | 'ris' | 'enw' | 'json';
  /** The media type the file is sent as, and that `Accept` asks for. */
  mediaType: string;
}

export const EXPORT_FORMAT_INFO: Record<ExportFormat, ExportFormatInfo> = {
  bibtex: { label: 'BibTeX', extension: 'bib', mediaType: 'application/x-bibtex' },
  ris: { label: 'RIS', extension: 'ris', mediaType: 'application/x-research-info-systems' },
  endnote: { label: 'EndNote', extension: 'enw', mediaType: 'application/x-endnote-refer' },
  'csl-json': {
    label: 'CSL-JSON',
    extension: 'json',
    mediaType: 'application/vnd.citationstyles.csl+json',
  },
};

export function isExportFormat(value: unknown): value is ExportFormat {
  return typeof value === 'string' && (EXPORT_FORMATS as readonly string[]).includes(value);
}

/** The format whose file extension is `extension` (`bib` → `bibtex`), if any. */
export function exportFormatOfExtension(extension: string): ExportFormat | undefined {
  return EXPORT_FORMATS.find((format) => EXPORT_FORMAT_INFO[format].extension === extension);
}
