/**
 * How BibTeX and BibLaTeX fields become a record: the package's own mapping,
 * which reads the fields the way citation-js's BibLaTeX mapping did.
 */
import { describe, expect, test } from 'vitest';
import { parseCitations, type CitationRecord } from '../src/index.js';

const thisYear = new Date().getFullYear();

/** The records without their authors one by one. */
function records(bibtex: string): CitationRecord[] {
  return parseCitations(bibtex).citations.map(({ parsedAuthors: _, ...record }) => record);
}

describe('the journal or book a record is in', () => {
  test.each([
    [
      'an article takes its journaltitle over its journal',
      '@article{a, title={T}, journal={J}, journaltitle={Journaltitle}, year=2000}',
      'Journaltitle',
    ],
    [
      'a paper takes its booktitle over a journal',
      '@inproceedings{a, title={T}, journal={J}, booktitle={Proceedings}, year=2000}',
      'Proceedings',
    ],
    [
      'a maintitle is taken over a booktitle',
      '@inbook{a, title={T}, booktitle={Volume}, maintitle={Collected Works}, year=2000}',
      'Collected Works',
    ],
    [
      'a journal with LaTeX is decoded',
      '@article{a, title={T}, journal={Journal of {\\"U}bung}, year=2000}',
      'Journal of Übung',
    ],
    [
      'an AAS journal macro is written out',
      '@article{a, title={T}, journal={\\apj}, year=2000}',
      'Astrophysical Journal',
    ],
    [
      'a journaltitle outside an article is no journal',
      '@misc{a, title={T}, journaltitle={Journaltitle}, journal={J}, year=2000}',
      undefined,
    ],
  ])('%s', (_, bibtex, journal) => {
    expect(records(bibtex)[0]?.journal).toBe(journal);
  });
});

describe('the publisher', () => {
  test.each([
    [
      'publisher comes first',
      '@book{a, title={T}, publisher={P}, organization={O}, institution={I}, school={S}, year=2000}',
      'P',
    ],
    [
      'then organization',
      '@book{a, title={T}, organization={O}, institution={I}, school={S}, year=2000}',
      'O',
    ],
    ['then institution', '@book{a, title={T}, institution={I}, school={S}, year=2000}', 'I'],
    ['then school', '@phdthesis{a, title={T}, school={S}, year=2000}', 'S'],
    [
      'a publisher with "and" in it is one publisher',
      '@book{a, title={T}, publisher={Barnes and Noble}, year=2000}',
      'Barnes and Noble',
    ],
    [
      'a dangling "and" is dropped',
      '@book{a, title={T}, publisher={Barnes and }, year=2000}',
      'Barnes',
    ],
    [
      'a publisher with LaTeX is decoded',
      '@book{a, title={T}, publisher={Fran{\\c{c}}ois \\& Fils}, year=2000}',
      'François & Fils',
    ],
  ])('%s', (_, bibtex, publisher) => {
    expect(records(bibtex)[0]?.publisher).toBe(publisher);
  });
});

describe('the title, year, URL and DOI', () => {
  test.each([
    [
      'a subtitle follows a colon',
      '@book{a, title={Main}, subtitle={Sub}, year=2000}',
      'Main: Sub',
    ],
    [
      'a subtitle without a title stands as the title',
      '@book{a, subtitle={Only a subtitle}, year=2000}',
      'Only a subtitle',
    ],
    [
      'a command the decoder does not know is kept as citation-js reads it',
      '@article{a, title={Unknown \\mycommand{macro} in a title}, year=2000}',
      'Unknown \\mycommandmacro in a title',
    ],
  ])('%s', (_, bibtex, title) => {
    expect(records(bibtex)[0]?.title).toBe(title);
  });

  test.each([
    [
      'a BibLaTeX date is taken over a year',
      '@book{a, title={T}, year={1999}, date={2001-05-03}}',
      2001,
    ],
    ['a date range gives its start', '@book{a, title={T}, date={2019/2020}}', 2019],
    [
      'a range with an open start gives the year it names',
      '@book{a, title={T}, date={/2020}}',
      2020,
    ],
    [
      'a year that is a word gives the current year',
      '@book{a, title={T}, year={forthcoming}}',
      thisYear,
    ],
  ])('%s', (_, bibtex, year) => {
    expect(records(bibtex)[0]?.year).toBe(year);
  });

  test.each([
    [
      'a space in a URL is percent-encoded',
      '@misc{a, title={T}, url={https://example.org/a b}, year=2000}',
      'https://example.org/a%20b',
    ],
    [
      'an encoded URL is kept',
      '@misc{a, title={T}, url={https://example.org/%7Euser}, year=2000}',
      'https://example.org/%7Euser',
    ],
    [
      'a URL in a note is used when there is no url field',
      '@misc{a, title={T}, note={See \\url{https://example.org/x}}, year=2000}',
      'https://example.org/x',
    ],
    [
      'an arXiv eprint becomes its abstract page',
      '@misc{a, title={T}, eprint={2101.00001}, archiveprefix={arXiv}, year=2000}',
      'https://arxiv.org/abs/2101.00001',
    ],
  ])('%s', (_, bibtex, url) => {
    expect(records(bibtex)[0]?.url).toBe(url);
  });

  test('editors stand in for missing authors', () => {
    expect(records('@book{a, editor={Ed, Ita and Other, Al}, title={T}, year=2000}')[0]).toEqual({
      authors: 'Ed, Ita; Other, Al',
      title: 'T',
      year: 2000,
    });
  });
});

describe('crossref inheritance', () => {
  test('a paper takes the proceedings title as its booktitle, and the year and publisher', () => {
    expect(
      records(`@inproceedings{child, title={Paper}, author={Doe, Jane}, crossref={conf}}
@proceedings{conf, title={Proceedings of {X}}, year={2010}, publisher={ACM}, editor={Ed, Ita}}`),
    ).toEqual([
      {
        authors: 'Doe, Jane',
        title: 'Paper',
        year: 2010,
        journal: 'Proceedings of X',
        publisher: 'ACM',
      },
      { authors: 'Ed, Ita', title: 'Proceedings of X', year: 2010, publisher: 'ACM' },
    ]);
  });

  test("an empty field does not hide the parent's", () => {
    expect(
      records(`@inproceedings{child, title={Paper}, year={}, crossref={conf}}
@proceedings{conf, title={Proc}, year={2010}}`)[0],
    ).toMatchObject({ title: 'Paper', year: 2010, journal: 'Proc' });
  });

  test("a parent's parent is inherited too, its title as the maintitle", () => {
    expect(
      records(`@incollection{c, title={Chapter}, crossref={b}}
@collection{b, title={Book}, crossref={a}}
@mvcollection{a, title={Series}, year={2005}, publisher={Pub}}`)[0],
    ).toEqual({
      authors: 'Unknown Author',
      title: 'Chapter',
      year: 2005,
      journal: 'Series',
      publisher: 'Pub',
    });
  });

  test("an article takes a periodical's title as its journal", () => {
    expect(
      records(`@article{c, title={Paper}, crossref={p}}
@periodical{p, title={The Periodical}, year={2011}}`)[0],
    ).toMatchObject({ title: 'Paper', year: 2011, journal: 'The Periodical' });
  });

  test('the key is matched in any letter case, as BibTeX matches it', () => {
    expect(
      records(`@article{c, title={Paper}, crossref={WHOLE-JOURNAL}}
@article{whole-journal, journal={Journal}, year={1986}}`)[0],
    ).toMatchObject({ title: 'Paper', year: 1986, journal: 'Journal' });
  });
});

describe('values that cannot be read', () => {
  test('a field the record does not use never spoils the others', () => {
    expect(
      records('@article{a, title={T}, journal={J. {\\"U}ber}, month={{May}}, year=2000}')[0]
        ?.journal,
    ).toBe('J. Über');
  });

  test('an unreadable title sends the entry to the plain reading of its fields', () => {
    expect(records('@article{a, title="a } b", journal={J. {\\"U}ber}, year=2000}')[0]).toEqual({
      authors: 'Unknown Author',
      title: 'a b',
      year: 2000,
      journal: 'J. "Uber',
    });
  });

  test('braces nested too deep to decode are read plainly, without an error', () => {
    const deep = `${'{'.repeat(5000)}x${'}'.repeat(5000)}`;
    expect(records(`@article{a, author = {${deep}}, title={T}, year=2000}`)[0]?.authors).toBe('x');
  });
});
