/** CSL-JSON: reading what Zotero, citeproc and DOI content negotiation write, and writing it. */
import { Cite } from '@citation-js/core';
import '@citation-js/plugin-csl';
import { describe, expect, test } from 'vitest';
import {
  CitationParseError,
  detectFormat,
  formatCslItem,
  ideaCitationRecord,
  parseCitations,
  toCslItem,
  toCslJson,
  type ParsedCitation,
} from '../src/index.js';

const thisYear = new Date().getFullYear();

/** Two items as Zotero's "CSL JSON" export writes them. */
const ZOTERO_EXPORT = `[
  {
    "id": "http://zotero.org/users/1/items/ABCD1234",
    "type": "article-journal",
    "title": "The <i>Drosophila</i> genome",
    "container-title": "Science",
    "volume": "287",
    "page": "2185-2195",
    "DOI": "https://doi.org/10.1126/science.287.5461.2185",
    "URL": "https://www.science.org/doi/10.1126/science.287.5461.2185",
    "author": [
      { "family": "Adams", "given": "Mark D." },
      { "family": "Berg", "given": "Piet", "non-dropping-particle": "van der" },
      { "family": "King", "given": "Martin Luther", "suffix": "Jr." },
      { "literal": "Celera Genomics" }
    ],
    "issued": { "date-parts": [[2000, 3, 24]] }
  },
  {
    "id": "http://zotero.org/users/1/items/EFGH5678",
    "type": "book",
    "title": "Collected essays",
    "publisher": "Oxford University Press",
    "editor": [{ "family": "Doe", "given": "Ali" }],
    "issued": { "date-parts": [["1999"]] }
  }
]`;

describe('reading CSL-JSON', () => {
  test('an array of items, as Zotero exports it', () => {
    const result = parseCitations(ZOTERO_EXPORT);
    expect(result.format).toBe('csl-json');
    expect(result.warnings).toEqual([]);
    expect(result.citations).toEqual<ParsedCitation[]>([
      {
        // An organisation that reads like a person is braced in the authors string.
        authors: 'Adams, Mark D.; van der Berg, Piet; King Jr., Martin Luther; {Celera Genomics}',
        title: 'The Drosophila genome',
        year: 2000,
        doi: '10.1126/science.287.5461.2185',
        url: 'https://www.science.org/doi/10.1126/science.287.5461.2185',
        journal: 'Science',
        parsedAuthors: [
          { firstName: 'Mark', middleName: 'D.', lastName: 'Adams' },
          { firstName: 'Piet', lastName: 'van der Berg' },
          { firstName: 'Martin', middleName: 'Luther', lastName: 'King Jr.' },
          { firstName: '', lastName: 'Celera Genomics' },
        ],
      },
      {
        authors: 'Doe, Ali',
        title: 'Collected essays',
        year: 1999,
        publisher: 'Oxford University Press',
        parsedAuthors: [{ firstName: 'Ali', lastName: 'Doe' }],
      },
    ]);
  });

  test('a single item, as DOI content negotiation answers', () => {
    const item = {
      type: 'journal-article',
      id: 'https://doi.org/10.1038/171737a0',
      title: ['Molecular Structure of Nucleic Acids'],
      author: [
        { given: 'J. D.', family: 'Watson', sequence: 'first', affiliation: [] },
        { given: 'F. H. C.', family: 'Crick', sequence: 'additional', affiliation: [] },
      ],
      'container-title': ['Nature'],
      DOI: '10.1038/171737a0',
      URL: ['http://dx.doi.org/10.1038/171737a0'],
      issued: { 'date-parts': [['1953', '4', '25']] },
      publisher: 'Springer Science and Business Media LLC',
    };
    const [citation] = parseCitations(JSON.stringify(item)).citations;
    expect(citation).toEqual({
      authors: 'Watson, J. D.; Crick, F. H. C.',
      title: 'Molecular Structure of Nucleic Acids',
      year: 1953,
      doi: '10.1038/171737a0',
      url: 'http://dx.doi.org/10.1038/171737a0',
      journal: 'Nature',
      publisher: 'Springer Science and Business Media LLC',
      parsedAuthors: [
        { firstName: 'J.', middleName: 'D.', lastName: 'Watson' },
        { firstName: 'F.', middleName: 'H. C.', lastName: 'Crick' },
      ],
    });
  });

  test('names and dates written as text, and a title only in its short form', () => {
    const items = [
      {
        id: 'a',
        type: 'report',
        'title-short': 'Short title',
        author: ['Jane Smith', 'Ali Doe'],
        issued: '2019-05-03',
      },
      { id: 'b', type: 'webpage', title: 'A season', issued: { 'date-parts': [['spring 2015']] } },
      { id: 'c', type: 'article', title: 'No date', author: 'Smith, J. and Doe, A.' },
    ];
    const { citations, warnings } = parseCitations(JSON.stringify(items));
    expect(citations.map((c) => [c.authors, c.title, c.year])).toEqual([
      ['Smith, Jane; Doe, Ali', 'Short title', 2019],
      ['Unknown Author', 'A season', 2015],
      ['Smith, J.; Doe, A.', 'No date', thisYear],
    ]);
    expect(warnings).toEqual([]);
  });

  test('an "et al." or "others" name marks an incomplete list', () => {
    const items = [
      { id: 'a', type: 'book', author: [{ family: 'Smith', given: 'J.' }, { literal: 'et al.' }] },
      { id: 'b', type: 'book', author: [{ family: 'Doe', given: 'A.' }, { family: 'others' }] },
    ];
    expect(parseCitations(JSON.stringify(items)).citations.map((c) => c.authors)).toEqual([
      'Smith, J.; et al.',
      'Doe, A.; et al.',
    ]);
  });

  test('is recognised from its text, and from a .json file name after leading blank lines', () => {
    expect(detectFormat(ZOTERO_EXPORT)).toBe('csl-json');
    expect(detectFormat('\n\n  {"id": "x", "type": "book", "title": "T"}')).toBe('csl-json');
    expect(detectFormat('[1] Smith, J. (2019). A title.')).toBeUndefined();
    expect(detectFormat('\n[]\n')).toBe('csl-json');
    const item = '\n\n[{"id": "a", "type": "book", "title": "T"}]';
    expect(parseCitations(item, { filename: 'refs.json' }).format).toBe('csl-json');
  });

  test.each([
    ['a package.json', '{"name": "x", "type": "module", "author": "Jane Smith"}'],
    ['an empty array', '[]'],
    ['broken JSON', '[{"id": "a", "type": "book", "title": "T"'],
    ['items of another kind', '[{"id": 1, "label": "nothing to cite"}]'],
  ])('%s holds no citation', (_, text) => {
    let error: unknown;
    try {
      parseCitations(text);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(CitationParseError);
    expect((error as CitationParseError).code).toBe('NO_CITATIONS');
    expect((error as Error).message).toMatch(/looks like CSL-JSON/);
  });
});

const RECORD: ParsedCitation = {
  authors: 'van der Berg, Piet; King Jr., Martin Luther; World Health Organization; et al.',
  title: 'A title',
  year: 2019,
  doi: '10.1000/xyz',
  url: 'https://example.org/a',
  journal: 'A Journal',
  publisher: 'A Press',
  parsedAuthors: [
    { firstName: 'Piet', lastName: 'van der Berg' },
    { firstName: 'Martin', middleName: 'Luther', lastName: 'King Jr.' },
    { firstName: '', lastName: 'World Health Organization' },
  ],
};

describe('writing CSL-JSON', () => {
  test('a record is an item with every field', () => {
    expect(toCslItem(RECORD)).toEqual({
      id: 'vanderberg2019title',
      type: 'article-journal',
      title: 'A title',
      author: [
        { family: 'van der Berg', given: 'Piet' },
        { family: 'King', given: 'Martin Luther', suffix: 'Jr.' },
        { literal: 'World Health Organization' },
        { literal: 'et al.' },
      ],
      'container-title': 'A Journal',
      publisher: 'A Press',
      issued: { 'date-parts': [[2019]] },
      DOI: '10.1000/xyz',
      URL: 'https://example.org/a',
    });
  });

  test('the type follows the kind, and defaults are left out', () => {
    const bare = { authors: 'Unknown Author', title: 'Unknown Title', year: 2020 };
    expect(toCslItem(bare)).toEqual({
      id: 'anon2020unknown',
      type: 'document',
      issued: { 'date-parts': [[2020]] },
    });
    expect(toCslItem({ ...bare, publisher: 'P' }).type).toBe('book');
    expect(toCslItem({ ...bare, url: 'https://example.org' }).type).toBe('webpage');
  });

  test('an idea of the site is a web page with its full date', () => {
    const record = ideaCitationRecord(
      { id: 42, title: 'Map air quality with bees', createdAt: '2024-03-05T10:00:00Z' },
      { name: 'Jane Doe' },
      { baseUrl: 'https://example.org' },
    );
    expect(toCslItem(record)).toMatchObject({
      type: 'webpage',
      author: [{ family: 'Doe', given: 'Jane' }],
      issued: { 'date-parts': [[2024, 3, 5]] },
      DOI: '10.5281/this-one-for-free.42',
      URL: 'https://example.org/idea/42',
      publisher: 'This One for Free',
    });
  });

  test('records are an array with a unique id each', () => {
    const items = JSON.parse(toCslJson([RECORD, RECORD, { ...RECORD, year: 2020 }])) as {
      id: string;
    }[];
    expect(items.map((item) => item.id)).toEqual([
      'vanderberg2019title',
      'vanderberg2019title-2',
      'vanderberg2020title',
    ]);
    expect(JSON.parse(toCslJson(RECORD))).toHaveLength(1);
  });

  test('citation-js reads what is written, and citeproc renders it', () => {
    const cite = new Cite(toCslJson(RECORD));
    const [item] = cite.data as { title: string; author: object[]; DOI: string }[];
    expect(item).toMatchObject({ title: 'A title', DOI: '10.1000/xyz' });
    expect(item?.author).toHaveLength(4);
    expect(
      formatCslItem(toCslItem({ ...RECORD, authors: 'Doe, Ali', parsedAuthors: [] }), 'apa'),
    ).toBe('Doe, A. (2019). A title. A Journal. https://doi.org/10.1000/xyz');
  });

  test('what is written reads back as the same record', () => {
    expect(parseCitations(toCslJson(RECORD)).citations).toEqual([RECORD]);
  });
});
