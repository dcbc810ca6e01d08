/** The citation styles of SPEC §3: four CSL styles and three tagged file formats. */
export const CITATION_STYLES = [
  'apa',
  'mla',
  'chicago',
  'harvard',
  'bibtex',
  'ris',
  'endnote',
] as const;
export type CitationStyle = (typeof CITATION_STYLES)[number];

/** The file formats `parseCitations` reads: the three tagged formats and CSL-JSON. */
export const IMPORT_FORMATS = ['bibtex', 'ris', 'endnote', 'csl-json'] as const;
export type ImportFormat = (typeof IMPORT_FORMATS)[number];

/**
 * One author as the citations editor shows it. A corporate author
 * ("World Health Organization") or a single-name author ("GPT") has an empty
 * `firstName` and the whole name in `lastName`. Name particles and suffixes
 * belong to the last name ("van der Berg", "Smith Jr.").
 */
export interface ParsedAuthor {
  firstName: string;
  middleName?: string;
  lastName: string;
}

/**
 * The external citation record of SPEC §3. `authors` is the display string
 * made by `joinAuthors`: "Last, First Middle; Last, First" (see the README).
 */
export interface CitationRecord {
  authors: string;
  title: string;
  year: number;
  doi?: string;
  url?: string;
  journal?: string;
  publisher?: string;
}

/** A record read from a file, with its authors also given one by one. */
export interface ParsedCitation extends CitationRecord {
  parsedAuthors: ParsedAuthor[];
}

/** Something the reader changed or dropped while reading a record. */
export interface ParseWarning {
  /** Index of the record in `citations`. */
  index: number;
  message: string;
}

export interface ParseResult {
  format: ImportFormat;
  citations: ParsedCitation[];
  warnings: ParseWarning[];
}

export interface ParseOptions {
  /** Skip detection and read the text as this format. */
  format?: ImportFormat;
  /** A file name whose extension (.bib, .ris, .enw, .json) hints at the format. */
  filename?: string;
}
