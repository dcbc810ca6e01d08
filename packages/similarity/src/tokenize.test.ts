import { describe, expect, test } from 'vitest';
import { tokenize } from './tokenize.js';

describe('tokenize', () => {
  test('lower-cases words and splits them at punctuation, hyphens and apostrophes', () => {
    expect(tokenize("Deep-Learning, for DNA! Can't (really) stop.")).toEqual([
      'deep',
      'learning',
      'for',
      'dna',
      'can',
      'really',
      'stop',
    ]);
  });

  test('keeps Unicode letters and digits as words', () => {
    expect(tokenize('Schrödinger measured CO2 in Ωmega-3 naïve Zürich 東京大学')).toEqual([
      'schrödinger',
      'measured',
      'co2',
      'ωmega',
      'naïve',
      'zürich',
      '東京大学',
    ]);
  });

  test('drops words of two characters or fewer', () => {
    expect(tokenize('AI is an ok 2D x-ray of CO2')).toEqual(['ray', 'co2']);
  });

  test('reads a decomposed accent as the composed letter', () => {
    expect(tokenize('Schro\u0308dinger')).toEqual(tokenize('Schrödinger'));
  });

  test('folds full-width letters and ligatures to their plain form', () => {
    expect(tokenize('ＤＮＡ ﬁeld')).toEqual(['dna', 'field']);
  });

  test('counts characters, not UTF-16 units, towards the length', () => {
    expect(tokenize('𝔸𝔹')).toEqual([]);
    expect(tokenize('𝔸𝔹ℂ')).toEqual(['𝔸𝔹ℂ'.normalize('NFKC').toLowerCase()]);
  });

  test('returns each word once, in order of first appearance', () => {
    expect(tokenize('The cell and THE Cell and the cells')).toEqual([
      'the',
      'cell',
      'and',
      'cells',
    ]);
  });

  test('finds no words in empty or punctuation-only text', () => {
    expect(tokenize('')).toEqual([]);
    expect(tokenize(' -- ... !!! ')).toEqual([]);
  });
});
