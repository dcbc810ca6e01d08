import { describe, expect, test } from 'vitest';
import { joinAuthors, splitAuthors, type ParsedAuthor } from '../src/index.js';

const person = (lastName: string, firstName: string, middleName?: string): ParsedAuthor =>
  middleName ? { firstName, middleName, lastName } : { firstName, lastName };
const corporate = (name: string): ParsedAuthor => ({ firstName: '', lastName: name });

describe('the authors string', () => {
  test.each<[string, ParsedAuthor[], boolean, string]>([
    ['one person', [person('Smith', 'Jane')], false, 'Smith, Jane'],
    ['a middle name', [person('Smith', 'Jane', 'Ann')], false, 'Smith, Jane Ann'],
    ['two people', [person('Smith', 'Jane'), person('Doe', 'Ali')], false, 'Smith, Jane; Doe, Ali'],
    ['a particle', [person('van der Berg', 'Piet')], false, 'van der Berg, Piet'],
    [
      'a corporate author',
      [corporate('World Health Organization')],
      false,
      'World Health Organization',
    ],
    [
      'a corporate author that reads like a person',
      [corporate('Pink Floyd')],
      false,
      '{Pink Floyd}',
    ],
    [
      'a lone corporate author with "and"',
      [corporate('Food and Drug Administration')],
      false,
      '{Food and Drug Administration}',
    ],
    [
      '"and" among several authors',
      [corporate('Food and Drug Administration'), person('Doe', 'Ali')],
      false,
      'Food and Drug Administration; Doe, Ali',
    ],
    ['a mononym', [corporate('GPT')], false, 'GPT'],
    [
      'a corporate author with an ampersand',
      [corporate('Johnson & Johnson'), person('Doe', 'Ali')],
      false,
      'Johnson & Johnson; Doe, Ali',
    ],
    [
      'a lone corporate author with an ampersand',
      [corporate('Barnes & Noble, Inc.')],
      false,
      '{Barnes & Noble, Inc.}',
    ],
    ['"and others"', [person('Smith', 'Jane')], true, 'Smith, Jane; et al.'],
  ])('%s is written and read back', (_, authors, etAl, text) => {
    expect(joinAuthors(authors, etAl)).toBe(text);
    expect(splitAuthors(text)).toEqual({ authors, etAl });
  });

  test.each<[string, ParsedAuthor[]]>([
    ['Jane Smith and Ali Doe', [person('Smith', 'Jane'), person('Doe', 'Ali')]],
    ['Smith, J., & Doe, A.', [person('Smith', 'J.'), person('Doe', 'A.')]],
    [
      'Smith, J. A., Doe, A., & Li, B.',
      [person('Smith', 'J.', 'A.'), person('Doe', 'A.'), person('Li', 'B.')],
    ],
    [
      'Jane Smith, Ali Doe, Bo Li',
      [person('Smith', 'Jane'), person('Doe', 'Ali'), person('Li', 'Bo')],
    ],
    ['Ludwig van Beethoven', [person('van Beethoven', 'Ludwig')]],
    ['Smith, J.; Doe, A.', [person('Smith', 'J.'), person('Doe', 'A.')]],
  ])('what people type: %s', (text, authors) => {
    expect(splitAuthors(text).authors).toEqual(authors);
  });
});
