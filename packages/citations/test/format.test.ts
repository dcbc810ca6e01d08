import { describe, expect, test } from 'vitest';
import {
  formatCitation,
  formatIdeaCitation,
  parseCitations,
  type CitationRecord,
  type CitationStyle,
} from '../src/index.js';

const article: CitationRecord = {
  authors: 'Trentini, Filippo; Poletti, Piero; Melegaro, Alessia; Merler, Stefano',
  title: 'The introduction of ‘No jab, No school’ policy',
  year: 2019,
  journal: 'BMC Medicine',
  doi: '10.1186/s12916-019-1318-5',
};

const book: CitationRecord = {
  authors: 'Torre, Joe; Verducci, Tom',
  title: 'The Yankee Years',
  year: 2008,
  publisher: 'Doubleday',
};

describe('formatCitation', () => {
  test.each<[string, CitationRecord, CitationStyle, string]>([
    [
      'an article in APA',
      article,
      'apa',
      'Trentini, F., Poletti, P., Melegaro, A., & Merler, S. (2019). The introduction of ‘No jab, No school’ policy. BMC Medicine. https://doi.org/10.1186/s12916-019-1318-5',
    ],
    [
      'an article in MLA',
      article,
      'mla',
      'Trentini, Filippo, et al. “The Introduction of ‘No Jab, No School’ Policy.” BMC Medicine, 2019, https://doi.org/10.1186/s12916-019-1318-5.',
    ],
    [
      'an article in Chicago',
      article,
      'chicago',
      'Trentini, Filippo, Piero Poletti, Alessia Melegaro, and Stefano Merler. 2019. “The Introduction of ‘No Jab, No School’ Policy.” BMC Medicine. https://doi.org/10.1186/s12916-019-1318-5.',
    ],
    [
      'an article in Harvard, without a preprint mark',
      article,
      'harvard',
      'Trentini, F. et al. (2019) ‘The introduction of “No jab, No school” policy’, BMC Medicine. Available at: https://doi.org/10.1186/s12916-019-1318-5.',
    ],
    [
      'a book in APA',
      book,
      'apa',
      'Torre, J., & Verducci, T. (2008). The Yankee Years. Doubleday.',
    ],
    [
      'a book in MLA',
      book,
      'mla',
      'Torre, Joe, and Tom Verducci. The Yankee Years. Doubleday, 2008.',
    ],
    [
      'a book in Chicago',
      book,
      'chicago',
      'Torre, Joe, and Tom Verducci. 2008. The Yankee Years. Doubleday.',
    ],
    [
      'a book in Harvard',
      book,
      'harvard',
      'Torre, J. and Verducci, T. (2008) The Yankee Years. Doubleday.',
    ],
    [
      'a corporate author in APA',
      {
        authors: 'World Health Organization',
        title: 'Global tuberculosis report',
        year: 2021,
        url: 'https://www.who.int/report',
      },
      'apa',
      'World Health Organization. (2021). Global tuberculosis report. https://www.who.int/report',
    ],
    [
      'no known author in APA',
      { authors: 'Unknown Author', title: 'Anonymous pamphlet', year: 2001 },
      'apa',
      'Anonymous pamphlet. (2001).',
    ],
  ])('%s', (_, record, style, expected) => {
    expect(formatCitation(record, style)).toBe(expected);
  });

  test('output is text, never HTML', () => {
    const record = { ...book, title: 'Less <than> & more' };
    for (const style of ['apa', 'mla', 'chicago', 'harvard'] as const) {
      // MLA and Chicago title-case the title; the markup characters stay as text.
      expect(formatCitation(record, style)).toMatch(/Less <than> & more/i);
    }
  });

  test('a text that starts like an HTML tag is printed as it is', () => {
    const record = { authors: '<div', title: '<script>x</script>', year: 2000 };
    for (const style of ['apa', 'mla', 'chicago', 'harvard'] as const) {
      const text = formatCitation(record, style);
      expect(text).not.toContain('data-csl');
      expect(text.startsWith('<div')).toBe(true);
    }
  });

  test.each<[CitationStyle, string]>([
    ['apa', 'King, M. L., Jr. (1963). Letter from Birmingham jail. Pub.'],
    ['mla', 'King, Martin Luther, Jr. Letter from Birmingham Jail. Pub, 1963.'],
    ['chicago', 'King, Martin Luther, Jr. 1963. Letter from Birmingham Jail. Pub.'],
  ])('a suffix stands after the given names in %s', (style, expected) => {
    expect(
      formatCitation(
        {
          authors: 'King Jr., Martin Luther',
          title: 'Letter from Birmingham jail',
          year: 1963,
          publisher: 'Pub',
        },
        style,
      ),
    ).toBe(expected);
  });

  test.each<[CitationStyle, string]>([
    [
      'bibtex',
      '@book{torre2008yankee,\n  author = {Torre, Joe and Verducci, Tom},\n  title = {{The Yankee Years}},\n  publisher = {Doubleday},\n  year = {2008},\n}',
    ],
    [
      'ris',
      'TY  - BOOK\nAU  - Torre, Joe\nAU  - Verducci, Tom\nTI  - The Yankee Years\nPB  - Doubleday\nPY  - 2008\nER  -',
    ],
    [
      'endnote',
      '%0 Book\n%A Torre, Joe\n%A Verducci, Tom\n%T The Yankee Years\n%I Doubleday\n%D 2008',
    ],
  ])('a book as %s', (style, expected) => {
    expect(formatCitation(book, style)).toBe(expected);
  });

  test.each(['bibtex', 'ris', 'endnote'] as const)(
    'a %s entry reads back as the same record',
    (style) => {
      const [parsed] = parseCitations(formatCitation(article, style)).citations;
      expect(parsed).toMatchObject(article);
    },
  );
});

describe('formatIdeaCitation', () => {
  const idea = {
    id: 42,
    title: 'Map air quality with bees',
    createdAt: '2024-03-05T10:00:00.000Z',
  };

  test.each<[CitationStyle, string]>([
    [
      'apa',
      'Doe, J. (2024, March 5). Map air quality with bees. This One for Free. https://doi.org/10.5281/this-one-for-free.42',
    ],
    [
      'mla',
      'Doe, Jane. Map Air Quality with Bees. This One for Free, 5 Mar. 2024, https://doi.org/10.5281/this-one-for-free.42.',
    ],
    [
      'chicago',
      'Doe, Jane. 2024. “Map Air Quality with Bees.” This One for Free. March 5. https://doi.org/10.5281/this-one-for-free.42.',
    ],
    [
      'harvard',
      'Doe, J. (2024) Map air quality with bees. This One for Free. Available at: https://doi.org/10.5281/this-one-for-free.42.',
    ],
  ])('an idea in %s', (style, expected) => {
    expect(formatIdeaCitation(idea, { name: 'Jane Doe' }, style)).toBe(expected);
  });

  test('an idea without an author is by Anonymous, and links to the idea when a base URL is given', () => {
    const ris = formatIdeaCitation(idea, null, 'ris', { baseUrl: 'https://example.org/' });
    expect(ris).toBe(
      [
        'TY  - ELEC',
        'AU  - Anonymous',
        'TI  - Map air quality with bees',
        'PB  - This One for Free',
        'PY  - 2024',
        'DA  - 2024/03/05/',
        'DO  - 10.5281/this-one-for-free.42',
        'UR  - https://example.org/idea/42',
        'ER  -',
      ].join('\n'),
    );
    expect(formatIdeaCitation(idea, null, 'apa')).toMatch(/^Anonymous\. \(2024, March 5\)/);
  });

  test('an idea is a web page in BibTeX and EndNote, dated with a month name and the full date', () => {
    expect(formatIdeaCitation(idea, { name: 'Jane Doe' }, 'bibtex')).toBe(
      [
        '@misc{doe2024quality,',
        '  author = {Doe, Jane},',
        '  title = {{Map air quality with bees}},',
        '  publisher = {This One for Free},',
        '  year = {2024},',
        '  month = mar,',
        '  date = {2024-03-05},',
        '  doi = {10.5281/this-one-for-free.42},',
        '}',
      ].join('\n'),
    );
    expect(formatIdeaCitation(idea, { name: 'Jane Doe' }, 'endnote')).toBe(
      [
        '%0 Web Page',
        '%A Doe, Jane',
        '%T Map air quality with bees',
        '%I This One for Free',
        '%D 2024',
        '%8 March 5, 2024',
        '%R 10.5281/this-one-for-free.42',
      ].join('\n'),
    );
  });

  describe('a version of an idea', () => {
    const version2 = { ...idea, createdAt: '2024-04-10T08:00:00.000Z', version: 2 };
    const options = { baseUrl: 'https://example.org' };

    test.each<[CitationStyle, string]>([
      [
        'apa',
        'Doe, J. (2024, April 10). Map air quality with bees [Version 2]. This One for Free. https://doi.org/10.5281/this-one-for-free.42 https://example.org/idea/42/v/2',
      ],
      [
        'mla',
        'Doe, Jane. Map Air Quality with Bees. Version 2, This One for Free, 10 Apr. 2024, https://doi.org/10.5281/this-one-for-free.42. https://example.org/idea/42/v/2.',
      ],
      [
        'chicago',
        'Doe, Jane. 2024. “Map Air Quality with Bees.” Version 2. This One for Free. April 10. https://doi.org/10.5281/this-one-for-free.42. https://example.org/idea/42/v/2.',
      ],
      [
        'harvard',
        'Doe, J. (2024) Map air quality with bees [Version 2]. This One for Free. Available at: https://doi.org/10.5281/this-one-for-free.42. https://example.org/idea/42/v/2.',
      ],
    ])('in %s: the version, its date, the DOI and the version’s own link', (style, expected) => {
      expect(formatIdeaCitation(version2, { name: 'Jane Doe' }, style, options)).toBe(expected);
    });

    test('BibTeX, RIS and EndNote carry the version and link to it', () => {
      expect(formatIdeaCitation(version2, { name: 'Jane Doe' }, 'bibtex', options)).toBe(
        [
          '@misc{doe2024quality,',
          '  author = {Doe, Jane},',
          '  title = {{Map air quality with bees}},',
          '  publisher = {This One for Free},',
          '  version = {2},',
          '  year = {2024},',
          '  month = apr,',
          '  date = {2024-04-10},',
          '  doi = {10.5281/this-one-for-free.42},',
          '  url = {https://example.org/idea/42/v/2},',
          '}',
        ].join('\n'),
      );
      const ris = formatIdeaCitation(version2, null, 'ris', options);
      expect(ris).toContain('ET  - Version 2\nPY  - 2024\nDA  - 2024/04/10/');
      expect(ris).toContain('UR  - https://example.org/idea/42/v/2');
      const endnote = formatIdeaCitation(version2, null, 'endnote', options);
      expect(endnote).toContain('%7 Version 2\n%D 2024\n%8 April 10, 2024');
      expect(endnote).toContain('%U https://example.org/idea/42/v/2');
    });

    test('a cited version reads back from every tagged format', () => {
      for (const style of ['bibtex', 'ris', 'endnote'] as const) {
        const [parsed] = parseCitations(
          formatIdeaCitation(version2, { name: 'Jane Doe' }, style, options),
        ).citations;
        expect(parsed).toMatchObject({
          title: 'Map air quality with bees',
          year: 2024,
          doi: '10.5281/this-one-for-free.42',
          url: 'https://example.org/idea/42/v/2',
        });
      }
    });

    test('without a base URL there is no link to add', () => {
      expect(formatIdeaCitation(version2, { name: 'Jane Doe' }, 'apa')).toBe(
        'Doe, J. (2024, April 10). Map air quality with bees [Version 2]. This One for Free. https://doi.org/10.5281/this-one-for-free.42',
      );
    });
  });

  test('a Date works as the creation date, and the idea reads back from BibTeX and EndNote', () => {
    const dated = { ...idea, createdAt: new Date('2024-03-05T10:00:00Z') };
    for (const style of ['bibtex', 'endnote'] as const) {
      const [parsed] = parseCitations(
        formatIdeaCitation(dated, { name: 'Jane Doe' }, style),
      ).citations;
      expect(parsed).toMatchObject({
        authors: 'Doe, Jane',
        title: 'Map air quality with bees',
        year: 2024,
        doi: '10.5281/this-one-for-free.42',
        publisher: 'This One for Free',
      });
    }
  });
});
