import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import {
  CITATION_STYLES,
  formatCitation,
  joinAuthors,
  parseCitations,
  toCslJson,
  type ParsedAuthor,
  type ParsedCitation,
} from '../src/index.js';
import { withoutClosingStop } from '../src/record.js';

// Records as the readers produce them: trimmed text with single spaces, a year
// in range, a bare DOI, an absolute http(s) URL. Text avoids "<" and ">" (the
// readers strip markup such as "<i>" that citation-js puts into titles).
const letter = fc.constantFrom(
  ...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZéüøßçñÅŁ'.split(''),
);
const punctuation = fc.constantFrom(...`0123456789.,:;!?'"()[]-–—/&%$#_~^{}\\\`@*+=|`.split(''));
const word = fc
  .array(fc.oneof({ weight: 5, arbitrary: letter }, { weight: 1, arbitrary: punctuation }), {
    minLength: 1,
    maxLength: 10,
  })
  .map((chars) => chars.join(''));
// The readers trim trailing commas, semicolons and colons ("Bell Laboratories,"); records never end in one.
const text = fc
  .array(word, { minLength: 1, maxLength: 8 })
  .map((words) => words.join(' '))
  .filter((value) => !/[,;:]$/.test(value));
// The readers drop the full stop that closes a title (MEDLINE's): titles never end in one.
const title = text.filter((value) => withoutClosingStop(value) === value);
const capitalised = fc
  .tuple(
    fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZÅŁÉ'.split('')),
    fc.array(letter, { maxLength: 8 }),
  )
  .map(([first, rest]) => first + rest.join('').toLowerCase());

// A given name alone that reads as a suffix ("Smith, Jr", "A, Ii") is one by design.
const givenName = capitalised.filter((name) => !/^(?:jr|sr|ii|iii|iv)$/i.test(name));

const person: fc.Arbitrary<ParsedAuthor> = fc
  .record({
    firstName: givenName,
    middleName: fc.option(
      fc.oneof(
        capitalised,
        capitalised.map((name) => `${name[0]}.`),
      ),
      {
        nil: undefined,
      },
    ),
    lastName: fc.oneof(
      capitalised,
      fc
        .tuple(fc.constantFrom('van der', 'de la', 'von'), capitalised)
        .map((parts) => parts.join(' ')),
      fc.tuple(capitalised, capitalised).map(([a, b]) => `${a}-${b}`),
    ),
  })
  .map(({ middleName, ...rest }) => (middleName ? { ...rest, middleName } : rest));
const corporate: fc.Arbitrary<ParsedAuthor> = fc
  .constantFrom(
    'World Health Organization',
    'Food and Drug Administration',
    'GPT',
    'Pink Floyd',
    'Department of Health, UK',
  )
  .map((lastName) => ({ firstName: '', lastName }));

const thisYear = new Date().getFullYear();

const record: fc.Arbitrary<ParsedCitation> = fc
  .record({
    parsedAuthors: fc.array(
      fc.oneof({ weight: 4, arbitrary: person }, { weight: 1, arbitrary: corporate }),
      {
        minLength: 1,
        maxLength: 6,
      },
    ),
    etAl: fc.boolean(),
    title,
    year: fc.integer({ min: 1900, max: thisYear }),
    doi: fc.option(
      fc
        .tuple(
          fc.integer({ min: 1000, max: 99999 }),
          fc.stringMatching(/^[a-z0-9][a-z0-9._/-]{0,20}[a-z0-9]$/),
        )
        .map(([prefix, suffix]) => `10.${prefix}/${suffix}`),
      { nil: undefined },
    ),
    url: fc.option(fc.webUrl({ withQueryParameters: true }), { nil: undefined }),
    journal: fc.option(text, { nil: undefined }),
    publisher: fc.option(text, { nil: undefined }),
  })
  .map(({ etAl, parsedAuthors, doi, url, journal, publisher, ...rest }) => {
    const result: ParsedCitation = {
      authors: joinAuthors(parsedAuthors, etAl),
      ...rest,
      parsedAuthors,
    };
    if (doi) result.doi = doi;
    if (url) result.url = url;
    if (journal) result.journal = journal;
    if (publisher) result.publisher = publisher;
    return result;
  });

describe('properties', () => {
  test('formatting never throws and never returns nothing, for any valid record in any style', () => {
    fc.assert(
      fc.property(
        record,
        fc.constantFrom(...CITATION_STYLES),
        fc.boolean(),
        (citation, style, withParsed) => {
          const input = withParsed ? citation : { ...citation, parsedAuthors: undefined };
          expect(formatCitation(input, style).length).toBeGreaterThan(0);
        },
      ),
      { numRuns: 300 },
    );
  });

  test.each(['bibtex', 'ris', 'endnote'] as const)(
    'a record written as %s reads back as the same record, every field',
    (style) => {
      fc.assert(
        fc.property(record, (citation) => {
          const result = parseCitations(formatCitation(citation, style));
          expect(result.format).toBe(style);
          expect(result.citations).toEqual([citation]);
        }),
        { numRuns: 300 },
      );
    },
  );

  test('records written as one CSL-JSON array read back as the same records, every field', () => {
    fc.assert(
      fc.property(fc.array(record, { minLength: 1, maxLength: 4 }), (citations) => {
        const result = parseCitations(toCslJson(citations));
        expect(result.format).toBe('csl-json');
        expect(result.citations).toEqual(citations);
      }),
      { numRuns: 300 },
    );
  });

  test('the authors string alone is enough to write the same authors', () => {
    fc.assert(
      fc.property(record, (citation) => {
        const withoutList = { ...citation, parsedAuthors: undefined };
        const [parsed] = parseCitations(formatCitation(withoutList, 'ris')).citations;
        expect(parsed?.parsedAuthors).toEqual(citation.parsedAuthors);
      }),
      { numRuns: 200 },
    );
  });
});
