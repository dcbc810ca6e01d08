import { describe, expect, test } from 'vitest';
import {
  CitationParseError,
  formatCitation,
  parseCitations,
  UnknownCitationStyleError,
  type CitationStyle,
  type ImportFormat,
} from '../src/index.js';

function parseError(text: string, options?: { format?: ImportFormat; filename?: string }) {
  try {
    parseCitations(text, options);
  } catch (error) {
    return error;
  }
  throw new Error('expected parseCitations to throw');
}

describe('parseCitations errors', () => {
  test.each([
    ['an empty string', '', 'EMPTY_INPUT'],
    ['only whitespace', ' \n\t\r\n ', 'EMPTY_INPUT'],
    ['only a byte-order mark', '\uFEFF', 'EMPTY_INPUT'],
    ['free text', 'Blah blah, this is not a citation.', 'UNKNOWN_FORMAT'],
    [
      'a BibTeX file with only @string and @preamble',
      '@string{a = "b"}\n@preamble{"x"}',
      'NO_CITATIONS',
    ],
    ['a RIS file whose only record is a TY line', 'TY  - JOUR\nER  - \n', 'NO_CITATIONS'],
    ['an EndNote file whose only record is %0', '%0 Journal Article\n', 'NO_CITATIONS'],
    ['a .bib file name on free text', 'nothing here', 'NO_CITATIONS', 'refs.bib'],
  ])('%s is a CitationParseError %s', (_, text, code, filename?: string) => {
    const error = parseError(text, { filename });
    expect(error).toBeInstanceOf(CitationParseError);
    expect((error as CitationParseError).code).toBe(code);
    expect((error as CitationParseError).message).not.toMatch(/\n/);
  });

  test('a forced format that reads nothing is NO_CITATIONS, even when another format would', () => {
    const error = parseError('TY  - JOUR\nTI  - A title\nER  - \n', { format: 'bibtex' });
    expect((error as CitationParseError).code).toBe('NO_CITATIONS');
  });

  test('an unknown forced format is a TypeError', () => {
    expect(() => parseCitations('x', { format: 'csv' as ImportFormat })).toThrow(TypeError);
  });

  test.each([
    ['deeply nested braces', `@article{a, title = {${'{'.repeat(50_000)}x}}`],
    ['an unclosed quote', '@article{a, title = "never closed, year = 2000}'],
    ['a lone @', '@'],
    ['an entry cut off mid-field', '@article{a, title = {Half'],
    [
      'binary noise',
      String.fromCharCode(...Array.from({ length: 5000 }, (_, i) => (i * 7919) % 65536)),
    ],
  ])('%s never hangs or throws anything but a CitationParseError', (_, text) => {
    try {
      const result = parseCitations(text);
      expect(result.citations.length).toBeGreaterThan(0);
    } catch (error) {
      expect(error).toBeInstanceOf(CitationParseError);
    }
  });
});

describe('formatCitation errors', () => {
  test('an unknown style is an UnknownCitationStyleError', () => {
    const record = { authors: 'Doe, Jane', title: 'T', year: 2020 };
    expect(() => formatCitation(record, 'vancouver' as CitationStyle)).toThrow(
      UnknownCitationStyleError,
    );
  });
});

describe('warnings', () => {
  test('quote at most 80 characters of a long title or value', () => {
    const title = 'A'.repeat(5000);
    const doi = 'not-a-doi-'.repeat(500);
    const { warnings } = parseCitations(
      `TY  - JOUR\nTI  - ${title}\nPY  - 1850\nDO  - ${doi}\nER  -`,
    );
    expect(warnings.map((warning) => warning.message)).toEqual([
      `"${'A'.repeat(79)}…": year 1850 is outside 1900-${new Date().getFullYear()}; the current year is used`,
      `"${'A'.repeat(79)}…": "${doi.slice(0, 79)}…" is not a DOI and was dropped`,
    ]);
  });
});
