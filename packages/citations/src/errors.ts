/** Why `parseCitations` could not read anything. */
export type CitationParseErrorCode =
  /** The input was empty or only whitespace. */
  | 'EMPTY_INPUT'
  /** The text did not look like BibTeX, RIS, EndNote or CSL-JSON, and no reader found a record. */
  | 'UNKNOWN_FORMAT'
  /** The format was recognised (or forced) but no record could be read. */
  | 'NO_CITATIONS';

/** Thrown by `parseCitations` when no citation could be read from the input. */
export class CitationParseError extends Error {
  override readonly name = 'CitationParseError';
  readonly code: CitationParseErrorCode;

  constructor(code: CitationParseErrorCode, message: string) {
    super(message);
    this.code = code;
  }
}

/** Thrown by the formatters for a style they do not know. */
export class UnknownCitationStyleError extends Error {
  override readonly name = 'UnknownCitationStyleError';
  readonly code = 'UNKNOWN_STYLE';

  constructor(readonly style: string) {
    super(`Unknown citation style "${style}"`);
  }
}
