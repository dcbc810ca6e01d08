/** The BibTeX tokenizer: entries and the fields a record is made from, from tolerant reading. */
import { describe, expect, test } from 'vitest';
import { tokenizeBibtex } from '../src/bibtex/tokenize.js';

describe('tokenizeBibtex', () => {
  test.each([
    [
      'braced, quoted and bare values',
      '@article{key, title = {A {DNA} study}, journal = "J. Biol.", year = 2001}',
      { title: 'A {DNA} study', journal: 'J. Biol.', year: '2001' },
    ],
    [
      'a concatenation of a macro and a string',
      '@string{jcis = "Journal of Chemical Information"}\n@article{key, journal = jcis # " Science"}',
      { journal: 'Journal of Chemical Information Science' },
    ],
    [
      'field names in any letter case, the first of a repeated field',
      '@article{key, TITLE = {First}, Title = {Second}}',
      { title: 'First' },
    ],
    [
      'fields the record does not use are skipped',
      '@article{key, abstract = {Long text}, keywords = {a, b}, title = {T}}',
      { title: 'T' },
    ],
    [
      'a comment line between fields',
      '@article{key,\n  % a note to self\n  title = {T}}',
      { title: 'T' },
    ],
    ['a month macro', '@article{key, month = feb}', { month: '2' }],
  ])('%s', (_, bibtex, properties) => {
    expect(tokenizeBibtex(bibtex).entries.at(-1)?.properties).toEqual(properties);
  });

  test('a quoted value ending in a backslash at the end of the file ends the entry', () => {
    // This once sent the reader back to the start of the text, for ever.
    expect(tokenizeBibtex('@article(=\\"_under title\\"\\').entries).toEqual([
      { type: 'article', label: '', properties: {} },
    ]);
  });
});

describe('hostile and broken files', () => {
  test('macros defined by doubling other macros stop growing, and the entry is still read', () => {
    const doubling = Array.from(
      { length: 40 },
      (_, i) => `@string{a${i + 1} = a${i} # a${i}}`,
    ).join('\n');
    const { entries } = tokenizeBibtex(
      `@string{a0 = "xy"}\n${doubling}\n@article{k, title = a40, year = 2001}`,
    );
    expect(entries).toHaveLength(1);
    expect(entries[0]?.properties.year).toBe('2001');
    // Whatever was expanded before the allowance ran out, never the 2^41 characters asked for.
    expect(entries[0]?.properties.title?.length ?? 0).toBeLessThan(4_000_000);
  });

  test('several unclosed values in one entry are each cut at the next field line', () => {
    const { entries } = tokenizeBibtex(
      [
        '@article{k,',
        '  title = {An unclosed title',
        '  journal = {Also {unclosed',
        '  year = 2001,',
        '}',
        '@book{b, title = {Fine}, year = 2002}',
      ].join('\n'),
    );
    expect(entries.map((entry) => entry.properties)).toEqual([
      { title: 'An unclosed title', journal: 'Also {unclosed}', year: '2001' },
      { title: 'Fine', year: '2002' },
    ]);
  });

  test.each([
    ['a run of commas and spaces', `@article{k, ${', '.repeat(100_000)} title = {T}}`],
    ['a run of stray "@" signs on one line', `@article{k, ${'@ '.repeat(100_000)} title = {T}}`],
    [
      'thousands of unclosed values',
      `@article{k,\n${'note={x\n a=1,\n'.repeat(20_000)}}\n@book{b, title = {T}}`,
    ],
    [
      'thousands of entries each with an unclosed value',
      `${'@misc{k, note={x\n'.repeat(20_000)}@book{b, title = {T}}`,
    ],
  ])('%s is read through to the fields after it', (_what, bibtex) => {
    expect(tokenizeBibtex(bibtex).entries.at(-1)?.properties.title).toBe('T');
  });
});
