import { expect, test } from 'vitest';
import { normalizeDoi, normalizeUrl } from '../src/index.js';

test.each([
  ['a bare DOI', '10.1000/xyz', '10.1000/xyz'],
  ['a doi: prefix', 'doi:10.1000/xyz', '10.1000/xyz'],
  ['a DOI label', 'DOI 10.1000/xyz', '10.1000/xyz'],
  ['a doi.org link', 'https://doi.org/10.1000/xyz', '10.1000/xyz'],
  [
    'an old dx.doi.org link with an escaped slash',
    'http://dx.doi.org/10.1000%2Fxyz',
    '10.1000/xyz',
  ],
  [
    'a SICI DOI with angle brackets and a semicolon',
    '10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2',
    '10.1175/1520-0469(1963)020<0130:DNF>2.0.CO;2',
  ],
  [
    'a SICI DOI as a link',
    'https://doi.org/10.1002/(SICI)1097-4636(199706)35:4<483::AID-JBM7>3.0.CO;2-F',
    '10.1002/(SICI)1097-4636(199706)35:4<483::AID-JBM7>3.0.CO;2-F',
  ],
  ['a DOI in a sentence', 'Available at doi:10.1000/xyz.', '10.1000/xyz'],
  ['a DOI in brackets', '(https://doi.org/10.1000/xyz)', '10.1000/xyz'],
  ['a full stop after a whole-field DOI', '10.1000/xyz.', '10.1000/xyz'],
])('%s reads as the bare DOI', (_what, value, doi) => {
  expect(normalizeDoi(value)).toBe(doi);
});

test.each(['', 'n/a', '<script>', '10.1/too-short-registrant', 'https://example.org/paper'])(
  '%j holds no DOI',
  (value) => {
    expect(normalizeDoi(value)).toBeUndefined();
  },
);

test.each([
  ['a URL without a scheme', '//www.example.org/a', 'https://www.example.org/a'],
  ['a host name alone', 'example.org/paper', 'https://example.org/paper'],
  ['the first of several URLs', 'https://a.example/x; https://b.example/y', 'https://a.example/x'],
])('%s becomes an absolute http(s) URL', (_what, value, url) => {
  expect(normalizeUrl(value)).toBe(url);
});

test.each(['javascript:alert(1)', 'ftp://example.org/a', 'not a url'])(
  '%j is not a web address',
  (value) => {
    expect(normalizeUrl(value)).toBeUndefined();
  },
);
