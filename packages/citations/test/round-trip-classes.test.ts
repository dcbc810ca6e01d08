/**
 * Classes of real input that once came out changed after a round trip
 * (written as BibTeX, RIS, EndNote or CSL-JSON and read back), each with a
 * small input of its own: the record read must be the right one, and
 * writing and reading it again, three times in each format, must give it back
 * unchanged.
 */
import { describe, expect, test } from 'vitest';
import {
  formatCitation,
  parseCitations,
  toCslJson,
  type ParsedAuthor,
  type ParsedCitation,
} from '../src/index.js';

const FORMATS = ['bibtex', 'ris', 'endnote', 'csl-json'] as const;

function readOne(text: string): ParsedCitation {
  const { citations } = parseCitations(text);
  expect(citations).toHaveLength(1);
  return citations[0] as ParsedCitation;
}

function write(record: ParsedCitation, format: (typeof FORMATS)[number]): string {
  return format === 'csl-json' ? toCslJson(record) : formatCitation(record, format);
}

/** The record after three round trips through the format. */
function afterRoundTrips(record: ParsedCitation, format: (typeof FORMATS)[number]) {
  let current = record;
  for (let round = 0; round < 3; round++) current = readOne(write(current, format));
  return current;
}

const person = (lastName: string, firstName: string, middleName?: string): ParsedAuthor =>
  middleName ? { firstName, middleName, lastName } : { firstName, lastName };

describe.each<[string, string, Partial<ParsedCitation>]>([
  [
    'a URL with percent escapes (Scopus links) in BibTeX',
    '@article{a, title = {T}, year = 2019,\n  url = {https://www.scopus.com/inward/record.uri?eid=2-s2.0-1&doi=10.1016%2fj.x.2019.1&md5=ab}}',
    {
      url: 'https://www.scopus.com/inward/record.uri?eid=2-s2.0-1&doi=10.1016%2fj.x.2019.1&md5=ab',
    },
  ],
  [
    'a URL with percent escapes and a space in BibTeX',
    '@misc{a, title = {T}, year = 2019, url = {https://example.org/a%2Fb c}}',
    { url: 'https://example.org/a%2Fb%20c' },
  ],
  [
    'a given name that starts with two capitals',
    'TY  - JOUR\nAU  - Jónsson, THór\nAU  - THór Gunnarsson\nTI  - T\nPY  - 2019\nER  - ',
    {
      authors: 'Jónsson, THór; Gunnarsson, THór',
      parsedAuthors: [person('Jónsson', 'THór'), person('Gunnarsson', 'THór')],
    },
  ],
  [
    'a given name glued to a final initial, in either order of the parts',
    'TY  - CHAP\nAU  - Marques, JorgeS\nAU  - JorgeS Marques\nTI  - T\nPY  - 2015\nER  - ',
    {
      authors: 'Marques, Jorge S.; Marques, Jorge S.',
      parsedAuthors: [person('Marques', 'Jorge', 'S.'), person('Marques', 'Jorge', 'S.')],
    },
  ],
  [
    'a literal "et al." after a BibTeX name in natural order',
    '@article{a, author = {J. Smith et al.}, title = {T}, year = 2019}',
    { authors: 'Smith, J.; et al.', parsedAuthors: [person('Smith', 'J.')] },
  ],
  [
    'a literal "et al." after the given names in BibTeX',
    '@article{a, author = {Smith, Jane and Doe, Ali et al.}, title = {T}, year = 2019}',
    {
      authors: 'Smith, Jane; Doe, Ali; et al.',
      parsedAuthors: [person('Smith', 'Jane'), person('Doe', 'Ali')],
    },
  ],
  [
    'a literal "et al." as the last BibTeX name',
    '@article{a, author = {Smith, Jane and et al.}, title = {T}, year = 2019}',
    { authors: 'Smith, Jane; et al.', parsedAuthors: [person('Smith', 'Jane')] },
  ],
  [
    'a literal "et al." in a RIS author tag',
    'TY  - JOUR\nAU  - Smith, J., et al.\nTI  - T\nPY  - 2019\nER  - ',
    { authors: 'Smith, J.; et al.', parsedAuthors: [person('Smith', 'J.')] },
  ],
  [
    'a literal "et al." in an EndNote author tag',
    '%0 Journal Article\n%A Jane Smith et al\n%T T\n%D 2019',
    { authors: 'Smith, Jane; et al.', parsedAuthors: [person('Smith', 'Jane')] },
  ],
  [
    'a hyphenated particle, in a list that also has a braced name',
    '@article{a, author = {Leyva-del-Foyo, Luis E. and {de Niz}, Dionisio}, title = {T}, year = 2012}',
    {
      authors: 'Leyva-del-Foyo, Luis E.; de Niz, Dionisio',
      parsedAuthors: [person('Leyva-del-Foyo', 'Luis', 'E.'), person('de Niz', 'Dionisio')],
    },
  ],
  [
    'a hyphenated particle in natural order',
    '@article{a, author = {Luis E. Leyva-del-Foyo and Jane {Smith}}, title = {T}, year = 2012}',
    {
      authors: 'Leyva-del-Foyo, Luis E.; Smith, Jane',
      parsedAuthors: [person('Leyva-del-Foyo', 'Luis', 'E.'), person('Smith', 'Jane')],
    },
  ],
  [
    'particles written after the given names (RIS)',
    'TY  - JOUR\nAU  - Doesschate, T. ten\nAU  - Azzouzi, Hamid el\nTI  - T\nPY  - 2020\nER  - ',
    {
      authors: 'ten Doesschate, T.; el Azzouzi, Hamid',
      parsedAuthors: [person('ten Doesschate', 'T.'), person('el Azzouzi', 'Hamid')],
    },
  ],
  [
    'a suffix braced into a BibTeX last name',
    '@article{a, author = {Edwin V. {Bell, II} and Harry L. {Baldwin, Jr.}}, title = {T}, year = 1987}',
    {
      authors: 'Bell II, Edwin V.; Baldwin Jr., Harry L.',
      parsedAuthors: [person('Bell II', 'Edwin', 'V.'), person('Baldwin Jr.', 'Harry', 'L.')],
    },
  ],
  [
    'a title closed by a full stop, as MEDLINE-derived exports write every title',
    'TY  - JOUR\nAU  - Strojan, P.\nTI  - Electrochemotherapy in mucosal cancer: a systematic review.\nPY  - 2021\nER  - ',
    { title: 'Electrochemotherapy in mucosal cancer: a systematic review' },
  ],
  [
    'a title that ends in an abbreviation or an ellipsis keeps its points',
    '%0 Book\n%A Smith, Jane\n%T Ships, shoes, sealing wax, etc.\n%D 2001\n\n',
    { title: 'Ships, shoes, sealing wax, etc.' },
  ],
  [
    'an organisation written with a lowercase word, unbraced, in BibTeX',
    '@article{a, author = {University of M{\\"u}nster}, title = {T}, year = 1987}',
    { authors: 'University of Münster', parsedAuthors: [person('University of Münster', '')] },
  ],
])('%s', (_, input, expected) => {
  const record = readOne(input);

  test('is read right', () => {
    expect(record).toMatchObject(expected);
  });

  test.each(FORMATS)('comes back unchanged from %s', (format) => {
    expect(afterRoundTrips(record, format)).toEqual(record);
  });
});
