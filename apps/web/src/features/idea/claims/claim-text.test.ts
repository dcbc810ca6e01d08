import { describe, expect, test } from 'vitest';
import { claimDates, resultLink } from './claim-text';

describe('a claim’s result link', () => {
  test('a doi.org link reads as its DOI', () => {
    expect(resultLink('https://doi.org/10.1002/(SICI)1097-4571%3C3%3A%3AAID%3E')).toEqual({
      href: 'https://doi.org/10.1002/(SICI)1097-4571%3C3%3A%3AAID%3E',
      label: 'DOI 10.1002/(SICI)1097-4571<3::AID>',
    });
  });

  test('another address reads without its scheme', () => {
    expect(resultLink('https://arxiv.org/abs/2401.00001')?.label).toBe('arxiv.org/abs/2401.00001');
    expect(resultLink('http://example.org/')?.label).toBe('example.org');
    expect(resultLink('https://example.org/p?id=3')?.label).toBe('example.org/p?id=3');
  });

  test('nothing, or anything but http(s), is no link', () => {
    expect(resultLink(null)).toBeNull();
    expect(resultLink('javascript:alert(1)')).toBeNull();
  });
});

describe('a claim’s dates', () => {
  const dates = { createdAt: '2026-01-05T10:00:00Z', updatedAt: '2026-03-02T10:00:00Z' };
  const day = (iso: string) => iso.slice(0, 10);
  test('a pursued claim says since when; a published one when it was claimed and published', () => {
    expect(claimDates({ status: 'pursuing', ...dates }, day)).toBe('since 2026-01-05');
    expect(claimDates({ status: 'published', ...dates }, day)).toBe(
      'claimed 2026-01-05, published 2026-03-02',
    );
  });
});
