import { describe, expect, test } from 'vitest';
import { negotiate } from './negotiate.js';

const OFFERS = [
  'text/html',
  'application/x-bibtex',
  'text/x-bibliography; style=apa',
  'text/x-bibliography; style=mla',
] as const;

describe('negotiate', () => {
  test.each([
    [undefined, 'text/html'],
    ['', 'text/html'],
    ['*/*', 'text/html'],
    ['image/png', 'text/html'],
    ['application/x-bibtex', 'application/x-bibtex'],
    ['text/*;q=0.5, application/x-bibtex;q=0.8', 'application/x-bibtex'],
    ['application/x-bibtex;q=0, */*', 'text/html'],
    ['text/html;q=0.1, application/*', 'application/x-bibtex'],
    ['text/x-bibliography', 'text/x-bibliography; style=apa'],
    ['text/x-bibliography; style=mla', 'text/x-bibliography; style=mla'],
    ['text/x-bibliography; style="mla"', 'text/x-bibliography; style=mla'],
    ['TEXT/X-Bibliography; STYLE=MLA', 'text/x-bibliography; style=mla'],
    ['text/x-bibliography; style=ieee', 'text/html'],
    [
      'text/x-bibliography; style=mla;q=0.2, text/x-bibliography; style=apa;q=0.9',
      'text/x-bibliography; style=apa',
    ],
  ])('Accept %j → %s', (accept, expected) => {
    expect(negotiate(accept, OFFERS)).toBe(expected);
  });
});
