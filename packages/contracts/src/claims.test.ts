import { describe, expect, test } from 'vitest';
import {
  browseFilter,
  CLAIM_FILTERS,
  claimInput,
  commentEditInput,
  isClaimFilter,
  LIMITS,
  MESSAGES,
} from './index.js';

const v = MESSAGES.validation;

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('a claim', () => {
  test('pursuing needs nothing else; the note is trimmed and an empty one is none', () => {
    expect(claimInput.parse({ status: 'pursuing' })).toEqual({ status: 'pursuing' });
    expect(claimInput.parse({ status: 'pursuing', note: '  Starting in May  ' }).note).toBe(
      'Starting in May',
    );
    expect(claimInput.parse({ status: 'pursuing', note: '   ' }).note).toBeNull();
    expect(claimInput.parse({ status: 'pursuing', note: null }).note).toBeNull();
  });

  test(`a note is at most ${LIMITS.claimNoteMax} characters`, () => {
    const longest = 'n'.repeat(LIMITS.claimNoteMax);
    expect(claimInput.parse({ status: 'pursuing', note: longest }).note).toBe(longest);
    expect(issuesOf(claimInput.safeParse({ status: 'pursuing', note: `${longest}n` }))).toEqual([
      ['note', v.claimNoteTooLong],
    ]);
    expect(issuesOf(claimInput.safeParse({ status: 'pursuing', note: 3 }))).toEqual([
      ['note', v.invalidInput],
    ]);
  });

  test.each([['done'], ['Pursuing'], [''], [undefined], [1]])('status %j is refused', (status) => {
    expect(issuesOf(claimInput.safeParse({ status }))).toEqual([['status', v.claimStatusInvalid]]);
  });

  test('published needs a result, and a pursuing claim has none', () => {
    expect(issuesOf(claimInput.safeParse({ status: 'published' }))).toEqual([
      ['resultUrl', v.claimResultRequired],
    ]);
    expect(issuesOf(claimInput.safeParse({ status: 'published', resultUrl: '  ' }))).toEqual([
      ['resultUrl', v.claimResultRequired],
    ]);
    expect(
      issuesOf(claimInput.safeParse({ status: 'pursuing', resultUrl: 'https://example.org' })),
    ).toEqual([['resultUrl', v.claimResultOnlyPublished]]);
    expect(claimInput.parse({ status: 'pursuing', resultUrl: null }).resultUrl).toBeNull();
  });

  test.each([
    ['10.1000/xyz', 'https://doi.org/10.1000/xyz'],
    ['doi:10.1000/xyz', 'https://doi.org/10.1000/xyz'],
    ['https://doi.org/10.1000/xyz', 'https://doi.org/10.1000/xyz'],
    ['http://dx.doi.org/10.1000/xyz', 'https://doi.org/10.1000/xyz'],
    ['10.1002/(SICI)1097-4571<3::AID>', 'https://doi.org/10.1002/(SICI)1097-4571%3C3%3A%3AAID%3E'],
    ['10.1000/a#b?c', 'https://doi.org/10.1000/a%23b%3Fc'],
    ['  https://arxiv.org/abs/2401.00001  ', 'https://arxiv.org/abs/2401.00001'],
    ['http://example.org/paper.pdf', 'http://example.org/paper.pdf'],
  ])('the result %j is kept as %j (a DOI as its doi.org link)', (given, stored) => {
    expect(claimInput.parse({ status: 'published', resultUrl: given }).resultUrl).toBe(stored);
  });

  test.each([
    ['javascript:alert(1)'],
    ['data:text/html,hi'],
    ['ftp://example.org/paper'],
    ['arxiv.org/abs/2401.00001'],
    ['10.10/too-short-registrant'],
    ['a paper'],
  ])('the result %j is neither a DOI nor a web address', (given) => {
    expect(issuesOf(claimInput.safeParse({ status: 'published', resultUrl: given }))).toEqual([
      ['resultUrl', v.claimResultInvalid],
    ]);
  });

  test('a result is at most as long as a citation URL', () => {
    const long = `https://example.org/${'p'.repeat(LIMITS.citationTextMax)}`;
    expect(issuesOf(claimInput.safeParse({ status: 'published', resultUrl: long }))).toEqual([
      ['resultUrl', v.citationTextTooLong],
    ]);
  });
});

describe('editing a comment', () => {
  test('follows the rule of posting: trimmed, 1 to 1000 characters', () => {
    expect(commentEditInput.parse({ content: '  fixed  ' })).toEqual({ content: 'fixed' });
    expect(issuesOf(commentEditInput.safeParse({ content: ' ' }))).toEqual([
      ['content', v.commentRequired],
    ]);
    expect(issuesOf(commentEditInput.safeParse({ content: 'x'.repeat(1001) }))).toEqual([
      ['content', v.commentTooLong],
    ]);
  });
});

describe('the claim filter of browse', () => {
  test('isClaimFilter accepts exactly what browseFilter does', () => {
    for (const value of [...CLAIM_FILTERS, 'Open', 'none', '', null, 1]) {
      expect(isClaimFilter(value), String(value)).toBe(
        browseFilter.safeParse({ claims: value }).success,
      );
    }
    expect(browseFilter.parse({}).claims).toBeUndefined();
  });
});
