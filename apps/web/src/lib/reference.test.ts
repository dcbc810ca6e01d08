import { expect, test } from 'vitest';
import { bareDoi } from '@thisoneforfree/contracts';
import { doiHref, referenceText, safeHttpUrl } from './reference';

test('only http(s) addresses become links', () => {
  expect(safeHttpUrl('https://example.org/a?b=1')).toBe('https://example.org/a?b=1');
  expect(safeHttpUrl('javascript:alert(1)')).toBeUndefined();
  expect(safeHttpUrl('data:text/html,hi')).toBeUndefined();
  expect(safeHttpUrl('not a url')).toBeUndefined();
  expect(safeHttpUrl(undefined)).toBeUndefined();
});

test('DOIs are linked through doi.org whatever form they were stored in', () => {
  expect(bareDoi('doi:10.1000/xyz123')).toBe('10.1000/xyz123');
  expect(bareDoi('https://doi.org/10.1000/xyz')).toBe('10.1000/xyz');
  expect(doiHref('10.1000/a b')).toBeUndefined();
  expect(doiHref('10.1000/abc<d>')).toBe('https://doi.org/10.1000/abc%3Cd%3E');
  expect(doiHref('nonsense')).toBeUndefined();
});

test('a reference reads Authors (Year). Title. Journal.', () => {
  expect(
    referenceText({ authors: 'Doe, J.', title: 'On things', year: 2020, journal: 'Nature' }),
  ).toBe('Doe, J. (2020). On things. Nature.');
  expect(referenceText({ authors: 'A', title: 'Why?', year: 1999, publisher: 'MIT Press' })).toBe(
    'A (1999). Why? MIT Press.',
  );
});

test('the braces that protect a corporate author are not shown', () => {
  expect(
    referenceText({
      authors: '{Open Science Collaboration}',
      title: 'Reproducibility',
      year: 2015,
    }),
  ).toBe('Open Science Collaboration (2015). Reproducibility.');
});
