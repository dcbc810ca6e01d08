import { describe, expect, test } from 'vitest';
import { foldText, matchRanges, searchText } from './search-match.js';

/** The marked parts of `text`, as the cards show them. */
function marked(text: string, search: string): string[] {
  return matchRanges(text, search).map(({ start, end }) => text.slice(start, end));
}

describe('matchRanges', () => {
  test('finds every occurrence, ignoring case', () => {
    expect(marked('Algae on algae: ALGAE', 'algae')).toEqual(['Algae', 'algae', 'ALGAE']);
  });

  test('matches inside words, as the browse search does', () => {
    expect(marked('Quantum sensing', 'uantum')).toEqual(['uantum']);
  });

  test('ignores Latin accents and marks the text as written', () => {
    expect(marked('Schrödinger’s cat', 'schrodinger')).toEqual(['Schrödinger']);
    expect(marked('Schrodinger', 'Schrödinger')).toEqual(['Schrodinger']);
    // The same word with a combining diaeresis (NFD) stays whole too.
    expect(marked('Schro\u0308dinger', 'schrodinger')).toEqual(['Schro\u0308dinger']);
  });

  test('keeps letters whose lower case is longer whole', () => {
    // "İ" lower-cases to two characters ("i" and a combining dot).
    expect(marked('İstanbul', 'i̇stan')).toEqual(['İstan']);
  });

  test('merges touching matches and trims the search as the server does', () => {
    expect(marked('aaaa', 'aa')).toEqual(['aaaa']);
    expect(marked('C++ and C', '  C++ ')).toEqual(['C++']);
    expect(marked('a\nb', 'a\nb')).toEqual([]);
  });

  test('an empty search or a missing text marks nothing', () => {
    expect(matchRanges('anything', '   ')).toEqual([]);
    expect(matchRanges('anything', 'nothing')).toEqual([]);
    expect(matchRanges('', 'a')).toEqual([]);
  });
});

describe('foldText and searchText', () => {
  test('fold lower-cases and drops Latin accents only', () => {
    expect(foldText('Crème Brûlée')).toBe('creme brulee');
    expect(foldText('Ωμέγα')).toBe('ωμέγα');
  });

  test('a search loses control characters and surrounding space', () => {
    expect(searchText(' a\u0000b\n ')).toBe('ab');
    expect(searchText(' \t ')).toBeUndefined();
  });
});
