/** `parseCitations`: detect the format, read every record the file holds. */
import { readBibtex, type ReaderResult } from './bibtex/index.js';
import { readCslJson } from './csl-json/read.js';
import { detectFormat, formatFromFilename } from './detect.js';
import { CitationParseError } from './errors.js';
import { readEndnote } from './tagged/endnote.js';
import { readRis } from './tagged/ris.js';
import { normalizeInput } from './text.js';
import { IMPORT_FORMATS, type ImportFormat, type ParseOptions, type ParseResult } from './types.js';

const READERS: Record<ImportFormat, (text: string) => ReaderResult> = {
  bibtex: readBibtex,
  ris: readRis,
  endnote: readEndnote,
  'csl-json': readCslJson,
};

const FORMAT_NAMES: Record<ImportFormat, string> = {
  bibtex: 'BibTeX',
  ris: 'RIS',
  endnote: 'EndNote',
  'csl-json': 'CSL-JSON',
};

/**
 * Reads BibTeX, RIS, EndNote or CSL-JSON text into citation records.
 *
 * The format is `options.format` when given; otherwise the one the text shows
 * (SPEC §5), then the one the file name's extension names, then each reader in
 * turn until one finds a record. Malformed input yields the records that could
 * be read, with `warnings` for values that were dropped or replaced.
 *
 * @throws {CitationParseError} when the input is empty or no record could be read.
 */
export function parseCitations(text: string, options: ParseOptions = {}): ParseResult {
  const input = normalizeInput(text);
  if (input.trim() === '') {
    throw new CitationParseError(
      'EMPTY_INPUT',
      'The input is empty: paste or upload a citation in BibTeX, RIS, EndNote, or CSL-JSON format.',
    );
  }
  if (options.format) {
    const format = options.format;
    if (!IMPORT_FORMATS.includes(format)) {
      throw new TypeError(`Unknown import format "${String(format)}"`);
    }
    const result = read(format, input);
    if (result) return result;
    throw new CitationParseError(
      'NO_CITATIONS',
      `No citations could be read as ${FORMAT_NAMES[format]}.`,
    );
  }
  const detected = detectFormat(input);
  const hinted = formatFromFilename(options.filename);
  const order = [...new Set([detected, hinted, ...IMPORT_FORMATS])].filter(
    (format): format is ImportFormat => format !== undefined,
  );
  for (const format of order) {
    const result = read(format, input);
    if (result) return result;
  }
  const seen = detected ?? hinted;
  if (seen) {
    throw new CitationParseError(
      'NO_CITATIONS',
      `No citations found: the input looks like ${FORMAT_NAMES[seen]} but holds no readable record.`,
    );
  }
  throw new CitationParseError(
    'UNKNOWN_FORMAT',
    'No citations found: the input is not in BibTeX, RIS, EndNote, or CSL-JSON format.',
  );
}

function read(format: ImportFormat, input: string): ParseResult | undefined {
  const { citations, warnings } = READERS[format](input);
  if (citations.length === 0) return undefined;
  return {
    format,
    citations,
    warnings: warnings.flatMap((messages, index) =>
      messages.map((message) => ({ index, message })),
    ),
  };
}
