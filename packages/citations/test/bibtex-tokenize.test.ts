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
