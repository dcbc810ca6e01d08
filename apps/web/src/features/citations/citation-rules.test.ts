import { splitAuthors } from '@thisoneforfree/citations/tagged';
import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import {
  addAuthorRow,
  addExternal,
  addImported,
  addInternal,
  type AuthorRow,
  type CitationDraft,
  citationLine,
  emptyManualValues,
  type ExternalRecord,
  isAtLimit,
  joinAuthorRows,
  type ManualCitationValues,
  remainingSlots,
  removeAuthorRow,
  removeCitation,
  toCitationInputs,
  validateManualCitation,
} from './citation-rules';

const m = MESSAGES.citationsEditor;
const record = (title: string): ExternalRecord => ({ authors: 'Doe, Jane', title, year: 2020 });

function listOf(count: number): CitationDraft[] {
  let list: CitationDraft[] = [];
  for (let i = 0; i < count; i++) {
    const result = addExternal(list, record(`Paper ${i + 1}`));
    if (!result.ok) throw new Error('unexpected refusal');
    list = result.citations;
  }
  return list;
}

function row(lastName: string, firstName = '', middleName = ''): AuthorRow {
  return { firstName, middleName, lastName };
}

function manual(overrides: Partial<ManualCitationValues>): ManualCitationValues {
  return {
    ...emptyManualValues(),
    authors: [row('Lovelace', 'Ada')],
    title: 'Notes on the Analytical Engine',
    year: 1990,
    ...overrides,
  };
}

describe('the list', () => {
  test('holds at most 5 citations', () => {
    expect(remainingSlots(listOf(3))).toBe(2);
    expect(isAtLimit(listOf(4))).toBe(false);
    expect(isAtLimit(listOf(5))).toBe(true);
    expect(addExternal(listOf(5), record('Sixth'))).toEqual({
      ok: false,
      error: { title: m.limitReached, message: m.limitReachedDescription },
    });
    expect(addInternal(listOf(5), { id: 9, title: 'An idea' })).toEqual({
      ok: false,
      error: { title: m.limitReached, message: m.limitReachedDescription },
    });
  });

  test('an internal citation needs a chosen idea', () => {
    expect(addInternal([], null)).toEqual({
      ok: false,
      error: { title: m.missingInformation, message: m.selectIdea },
    });
  });

  test('an idea is cited once', () => {
    const first = addInternal([], { id: 7, title: 'Seven' });
    if (!first.ok) throw new Error('refused');
    expect(first.citations).toMatchObject([{ type: 'internal', internalId: 7, title: 'Seven' }]);
    expect(addInternal(first.citations, { id: 7, title: 'Seven' })).toEqual({
      ok: false,
      error: { title: m.duplicate, message: m.duplicateDescription },
    });
    expect(addInternal(first.citations, { id: 8, title: 'Eight' }).ok).toBe(true);
  });

  test('an import keeps only as many records as there are free slots', () => {
    const result = addImported(listOf(3), [record('A'), record('B'), record('C')]);
    expect(result.added).toBe(2);
    expect(result.skipped).toBe(1);
    expect(
      result.citations.map((item) => item.type === 'external' && item.externalData.title),
    ).toEqual(['Paper 1', 'Paper 2', 'Paper 3', 'A', 'B']);
    expect(addImported(listOf(5), [record('A')])).toMatchObject({ added: 0, skipped: 1 });
  });

  test('removing takes out exactly one citation, by key', () => {
    const list = listOf(3);
    const second = list[1]!;
    const next = removeCitation(list, second.key);
    expect(next).toHaveLength(2);
    expect(next).not.toContainEqual(second);
    expect(new Set(list.map((item) => item.key)).size).toBe(3);
  });

  test('the request carries only what the schema takes', () => {
    const internal = addInternal(listOf(1), { id: 4, title: 'Four' });
    if (!internal.ok) throw new Error('refused');
    expect(toCitationInputs(internal.citations)).toEqual([
      { type: 'external', externalData: record('Paper 1') },
      { type: 'internal', internalId: 4 },
    ]);
  });

  test('each citation reads as one line', () => {
    const [external] = addImported(
      [],
      [
        {
          authors: '{World Health Organization}',
          title: 'Report.',
          year: 2021,
          journal: 'WHO Press',
        },
      ],
    ).citations;
    expect(citationLine(external!)).toBe('World Health Organization (2021). Report. WHO Press.');
    const internal = addInternal([], { id: 3, title: 'Glacier algae' });
    if (!internal.ok) throw new Error('refused');
    expect(citationLine(internal.citations[0]!)).toBe('Glacier algae (idea #3)');
  });
});

describe('author rows', () => {
  test('up to 10 rows, and the last row stays', () => {
    let rows = [row('')];
    for (let i = 0; i < 12; i++) rows = addAuthorRow(rows);
    expect(rows).toHaveLength(10);
    for (let i = 0; i < 12; i++) rows = removeAuthorRow(rows, 0);
    expect(rows).toHaveLength(1);
  });

  test('removes the row asked for', () => {
    expect(removeAuthorRow([row('A'), row('B'), row('C')], 1)).toEqual([row('A'), row('C')]);
  });

  test('rows join as the citations package writes authors, and read back the same', () => {
    const rows = [
      row('Hopper', 'Grace', 'Brewster'),
      row(''),
      row('van der Berg', 'Jan'),
      row('World Health Organization'),
    ];
    const joined = joinAuthorRows(rows);
    expect(joined).toBe('Hopper, Grace Brewster; van der Berg, Jan; World Health Organization');
    expect(splitAuthors(joined).authors).toEqual([
      { firstName: 'Grace', middleName: 'Brewster', lastName: 'Hopper' },
      { firstName: 'Jan', lastName: 'van der Berg' },
      { firstName: '', lastName: 'World Health Organization' },
    ]);
  });

  test('a single author reads back too', () => {
    expect(joinAuthorRows([row(' Lovelace ', ' Ada ')])).toBe('Lovelace, Ada');
    expect(splitAuthors('Lovelace, Ada').authors).toEqual([
      { firstName: 'Ada', lastName: 'Lovelace' },
    ]);
  });
});

describe('manual entry', () => {
  test('a complete entry becomes a record, optional fields trimmed and omitted when empty', () => {
    const result = validateManualCitation(
      manual({ doi: '  10.1000/xyz ', url: '', journal: '   ', publisher: ' Taylor ' }),
    );
    expect(result).toEqual({
      ok: true,
      record: {
        authors: 'Lovelace, Ada',
        title: 'Notes on the Analytical Engine',
        year: 1990,
        doi: '10.1000/xyz',
        publisher: 'Taylor',
      },
    });
  });

  test('needs an author with a last name', () => {
    const result = validateManualCitation(manual({ authors: [row('', 'Ada')] }));
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.first).toBe('At least one author with a last name is required.');
    expect(result.errors['authors.0.lastName']).toBe(MESSAGES.validation.lastNameRequired);
    expect(validateManualCitation(manual({ authors: [row('')] }))).toMatchObject({
      ok: false,
      first: 'At least one author with a last name is required.',
    });
  });

  test('needs a title', () => {
    expect(validateManualCitation(manual({ title: '   ' }))).toMatchObject({
      ok: false,
      first: 'Title is required for external citations.',
      errors: { title: 'Title is required for external citations.' },
    });
  });

  test('the year is a whole number from 1900 to this year', () => {
    const year = new Date().getFullYear();
    for (const bad of [1899, year + 1, 1999.5, 'abc']) {
      expect(validateManualCitation(manual({ year: bad }))).toMatchObject({
        ok: false,
        errors: { year: MESSAGES.validation.citationYearRange },
      });
    }
    expect(validateManualCitation(manual({ year: 1900 })).ok).toBe(true);
    expect(validateManualCitation(manual({ year: '' }))).toMatchObject({
      ok: true,
      record: { year },
    });
    expect(validateManualCitation(manual({ year: String(year) })).ok).toBe(true);
  });

  test('a URL must be valid', () => {
    expect(validateManualCitation(manual({ url: 'not a url' }))).toMatchObject({
      ok: false,
      errors: { url: MESSAGES.validation.citationUrlInvalid },
    });
    expect(validateManualCitation(manual({ url: 'https://example.org/paper' })).ok).toBe(true);
  });

  test('a DOI must be one; a doi.org link is kept as the bare DOI', () => {
    expect(validateManualCitation(manual({ doi: 'see the paper' }))).toMatchObject({
      ok: false,
      errors: { doi: MESSAGES.validation.citationDoiInvalid },
    });
    expect(validateManualCitation(manual({ doi: 'https://doi.org/10.1000/xyz' }))).toMatchObject({
      ok: true,
      record: { doi: '10.1000/xyz' },
    });
  });

  test('the first message follows the form from the top', () => {
    const result = validateManualCitation(manual({ authors: [row('')], title: '', year: 1800 }));
    expect(result).toMatchObject({ ok: false, first: MESSAGES.validation.citationAuthorRequired });
    if (result.ok) return;
    expect(Object.keys(result.errors)).toEqual(
      expect.arrayContaining(['authors', 'title', 'year']),
    );
  });
});
