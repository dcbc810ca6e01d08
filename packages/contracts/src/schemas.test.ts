import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import {
  browseInput,
  commentInput,
  idSchema,
  parseId,
  currentYear,
  externalCitationData,
  ideaInput,
  isIsoDate,
  isSortOption,
  isValidOrcid,
  orcidCheckDigit,
  MESSAGES,
  ratingInput,
  registerForm,
  registerFormMatches,
  registerFormToInput,
  registerInput,
  SORT_OPTIONS,
} from './index.js';

const v = MESSAGES.validation;

function messagesOf(result: { success: boolean; error?: { issues: { message: string }[] } }) {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

describe('ORCID iDs', () => {
  test.each([
    ['0000-0002-1825-0097', true],
    ['0000-0002-1694-233X', true],
    // The shape is what counts (SPEC §5), so the form's placeholder passes.
    ['0000-0000-0000-0000', true],
    ['0000-0002-1825-009', false],
    ['0000 0002 1825 0097', false],
    ['0000-0002-1694-233x', false],
    ['0000-0002-1694-X330', false],
    ['00000-002-1825-0097', false],
  ])('%s is valid: %s', (orcid, expected) => {
    expect(isValidOrcid(orcid)).toBe(expected);
  });

  test('the check digit for realistic iDs follows ISO 7064 MOD 11-2', () => {
    expect(orcidCheckDigit('000000021825009')).toBe('7');
    expect(orcidCheckDigit('000000021694233')).toBe('X');
  });

  test('registration accepts an empty ORCID and refuses a malformed one', () => {
    const base = {
      username: 'ada',
      password: 'long-enough',
      email: 'ada@example.org',
      institution: 'UCL',
      name: 'Ada L',
    };
    expect(registerInput.safeParse({ ...base, orcidId: '' }).success).toBe(true);
    expect(registerInput.parse(base).orcidId).toBe('');
    expect(messagesOf(registerInput.safeParse({ ...base, orcidId: '0000-0002-1825' }))).toEqual([
      v.orcidInvalid,
    ]);
  });
});

describe('the register form', () => {
  const filled = {
    firstName: 'Ada',
    lastName: 'Lovelace',
    username: 'ada',
    email: 'ada@example.org',
    confirmEmail: 'ada@example.org',
    orcidId: '',
    institution: 'University of London',
    password: 'analytical',
    confirmPassword: 'analytical',
  };

  test('an empty form reports every required field with the spec messages', () => {
    const empty = Object.fromEntries(Object.keys(filled).map((key) => [key, '']));
    expect(messagesOf(registerForm.safeParse(empty))).toEqual(
      expect.arrayContaining([
        v.firstNameRequired,
        v.lastNameRequired,
        v.usernameRequired,
        v.emailInvalid,
        v.institutionRequired,
        v.passwordMin,
      ]),
    );
  });

  test('mismatched emails and passwords are reported on the confirm fields', () => {
    const result = registerForm.safeParse({
      ...filled,
      confirmEmail: 'other@example.org',
      confirmPassword: 'different',
    });
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['confirmEmail', v.emailsMustMatch],
      ['confirmPassword', v.passwordsMustMatch],
    ]);
  });

  test('registerFormMatches reports the matches and a malformed ORCID iD even beside a failed field', () => {
    const form = {
      ...filled,
      username: 'has space',
      confirmEmail: ' ada@example.org ',
      confirmPassword: 'different',
      orcidId: '0000-0002',
    };
    expect(registerForm.safeParse(form).error?.issues.map((issue) => issue.message)).not.toContain(
      v.passwordsMustMatch,
    );
    expect(
      registerFormMatches
        .safeParse(form)
        .error?.issues.map((issue) => [issue.path.join('.'), issue.message]),
    ).toEqual([
      ['confirmPassword', v.passwordsMustMatch],
      ['orcidId', v.orcidInvalid],
    ]);
    expect(registerFormMatches.safeParse({ ...filled, orcidId: ' ' }).success).toBe(true);
  });

  test('only the API fields are sent, the name joined by a space', () => {
    expect(registerFormToInput(registerForm.parse(filled))).toEqual({
      username: 'ada',
      password: 'analytical',
      email: 'ada@example.org',
      orcidId: '',
      institution: 'University of London',
      name: 'Ada Lovelace',
    });
  });
});

describe('ideas', () => {
  const idea = { title: 'T', challenge: 'C', approach: 'A', impact: 'I', fields: ['Physics'] };

  test('a minimal idea is valid and has no citations', () => {
    expect(ideaInput.parse(idea).citations).toEqual([]);
  });

  test('texts are limited to 512 characters', () => {
    expect(ideaInput.safeParse({ ...idea, impact: 'x'.repeat(512) }).success).toBe(true);
    expect(messagesOf(ideaInput.safeParse({ ...idea, impact: 'x'.repeat(513) }))).toEqual([
      v.textTooLong,
    ]);
  });

  test('at least one known academic field is required', () => {
    expect(messagesOf(ideaInput.safeParse({ ...idea, fields: [] }))).toEqual([v.fieldsRequired]);
    expect(messagesOf(ideaInput.safeParse({ ...idea, fields: ['Alchemy'] }))).toEqual([
      v.unknownField,
    ]);
  });

  test('at most 5 citations', () => {
    const citation = { type: 'internal', internalId: 1 };
    expect(ideaInput.safeParse({ ...idea, citations: Array(5).fill(citation) }).success).toBe(true);
    expect(
      messagesOf(ideaInput.safeParse({ ...idea, citations: Array(6).fill(citation) })),
    ).toEqual([v.citationLimit]);
  });
});

describe('external citations', () => {
  const record = { authors: 'Curie, Marie', title: 'Radioactive substances', year: 1904 };

  test('the year runs from 1900 to the current year', () => {
    expect(externalCitationData.safeParse({ ...record, year: 1900 }).success).toBe(true);
    expect(externalCitationData.safeParse({ ...record, year: currentYear() }).success).toBe(true);
    expect(messagesOf(externalCitationData.safeParse({ ...record, year: 1899 }))).toEqual([
      v.citationYearRange,
    ]);
    expect(
      messagesOf(externalCitationData.safeParse({ ...record, year: currentYear() + 1 })),
    ).toEqual([v.citationYearRange]);
    expect(externalCitationData.safeParse({ ...record, year: 1950.5 }).success).toBe(false);
  });

  test('optional fields are trimmed and omitted when empty', () => {
    expect(
      externalCitationData.parse({ ...record, doi: '  10.1000/xyz ', journal: '   ', url: '' }),
    ).toEqual({
      ...record,
      doi: '10.1000/xyz',
    });
  });

  test.each(['not a url', 'javascript:alert(1)', 'data:text/html,hi', 'ftp://example.org/a'])(
    'the url must be an http or https URL, not %s',
    (url) => {
      expect(messagesOf(externalCitationData.safeParse({ ...record, url }))).toEqual([
        v.citationUrlInvalid,
      ]);
    },
  );

  test('http and https URLs are kept', () => {
    for (const url of ['https://example.org/paper?id=1', 'http://example.org']) {
      expect(externalCitationData.parse({ ...record, url }).url).toBe(url);
    }
  });

  test('a title is required', () => {
    expect(messagesOf(externalCitationData.safeParse({ ...record, title: '  ' }))).toEqual([
      v.citationTitleRequired,
    ]);
  });

  test('a DOI is kept bare, also when pasted as doi: or a doi.org link, and must look like one', () => {
    for (const doi of ['10.1000/xyz', 'doi:10.1000/xyz', 'https://doi.org/10.1000/xyz']) {
      expect(externalCitationData.parse({ ...record, doi }).doi).toBe('10.1000/xyz');
    }
    for (const doi of ['<script>', '10.1/x', 'https://example.org/10.1000/xyz']) {
      expect(messagesOf(externalCitationData.safeParse({ ...record, doi }))).toEqual([
        v.citationDoiInvalid,
      ]);
    }
  });

  test('an over-long text says how long it may be, not that it is required', () => {
    const long = 'x'.repeat(2001);
    for (const field of ['authors', 'title', 'journal', 'publisher'] as const) {
      expect(messagesOf(externalCitationData.safeParse({ ...record, [field]: long }))).toEqual([
        v.citationTextTooLong,
      ]);
    }
  });
});

describe('usernames', () => {
  const base = { password: 'long-enough', email: 'ada@example.org', institution: 'I', name: 'N' };
  const check = (username: string) => messagesOf(registerInput.safeParse({ ...base, username }));

  test('letters a-z, digits, dots, hyphens and underscores make a username', () => {
    expect(check('Ada.Lovelace_1815-x')).toEqual([]);
  });

  test.each([
    ['an email address', 'ada@example.org'],
    ['a right-to-left override', '\u202eadmin'],
    ['a zero-width space', 'ad\u200bmin'],
    ['an accented letter', 'Émile'],
  ])('%s is refused', (_what, username) => {
    expect(check(username)).toEqual([v.usernameCharacters]);
  });

  test('a space is reported as a space, once', () => {
    expect(check('ada lovelace')).toEqual([v.usernameNoSpaces]);
  });
});

describe('ids', () => {
  test('numbers and plain decimal digits up to 2^31 - 1 are ids', () => {
    expect(idSchema.parse(42)).toBe(42);
    expect(idSchema.parse('42')).toBe(42);
    expect(idSchema.parse('2147483647')).toBe(2 ** 31 - 1);
  });

  test.each([0, -1, 1.5, 2 ** 31, '1e1', '0x1', '+1', '007', ' 1', true, [5], null])(
    '%j is not an id',
    (id) => {
      expect(messagesOf(idSchema.safeParse(id))).toEqual([v.invalidInput]);
    },
  );

  test('a URL segment is read by the same rule: digits of an id, or null', () => {
    expect(parseId('42')).toBe(42);
    expect(parseId('2147483647')).toBe(2 ** 31 - 1);
    for (const segment of ['0', '2147483648', '007', '1e1', 'abc', '', '4 2']) {
      expect(parseId(segment)).toBeNull();
    }
  });

  test('parseId reads a segment exactly as idSchema reads the same text', () => {
    const segments = ['1', '9', '10', '42', '999999999', '2147483647', '2147483648', '9999999999'];
    segments.push('99999999999', '0', '00', '01', '-1', '+1', '1.0', '1e1', '0x1', ' 1', '1 ', '');
    for (const segment of segments) {
      const parsed = idSchema.safeParse(segment);
      expect(parseId(segment), segment).toBe(parsed.success ? parsed.data : null);
    }
  });

  test('a reply to a parent id beyond 2^31 - 1 is invalid input', () => {
    expect(messagesOf(commentInput.safeParse({ content: 'x', parentId: 2 ** 31 }))).toEqual([
      v.invalidInput,
    ]);
  });
});

describe('comments and ratings', () => {
  test('comment content is trimmed and between 1 and 1000 characters', () => {
    expect(commentInput.parse({ content: '  hello  ' }).content).toBe('hello');
    expect(messagesOf(commentInput.safeParse({ content: '   ' }))).toEqual([v.commentRequired]);
    expect(commentInput.safeParse({ content: 'x'.repeat(1000) }).success).toBe(true);
    expect(messagesOf(commentInput.safeParse({ content: 'x'.repeat(1001) }))).toEqual([
      v.commentTooLong,
    ]);
  });

  test('a comment may carry a UUID client key, and nothing else in its place', () => {
    const clientKey = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(commentInput.parse({ content: 'x', clientKey }).clientKey).toBe(clientKey);
    expect(commentInput.parse({ content: 'x' }).clientKey).toBeUndefined();
    for (const bad of ['', 'not-a-uuid', 42, null]) {
      expect(messagesOf(commentInput.safeParse({ content: 'x', clientKey: bad }))).toEqual([
        v.clientKeyInvalid,
      ]);
    }
  });

  test('ratings are integers from 1 to 10', () => {
    expect(ratingInput.safeParse({ relevance: 1, difficulty: 10 }).success).toBe(true);
    for (const bad of [0, 11, 5.5, '5']) {
      expect(ratingInput.safeParse({ relevance: bad, difficulty: 5 }).success).toBe(false);
    }
  });
});

describe('browse input', () => {
  test('defaults to newest first', () => {
    expect(browseInput.parse({})).toMatchObject({ sort: 'newest', limit: 24 });
  });

  test('ranges stay within 0..10 with the lower end first', () => {
    expect(browseInput.safeParse({ impact: [0, 10] }).success).toBe(true);
    expect(browseInput.safeParse({ impact: [6, 4] }).success).toBe(false);
    expect(browseInput.safeParse({ feasibility: [-1, 4] }).success).toBe(false);
  });
});

describe('dates without zod', () => {
  // The web app reads the browse page's dates with isIsoDate; the server with z.iso.date().
  test('isIsoDate accepts exactly what z.iso.date() accepts', () => {
    const zodDate = z.iso.date();
    const texts = ['2025-1-01', '2025-01-1', '25-01-01', '12025-01-01', '2025-01-01T00:00', ''];
    texts.push(
      ' 2025-01-01',
      '2025-01-01 ',
      '2025/01/01',
      'abcd-ef-gh',
      '2025-00-10',
      '2025-13-01',
    );
    // Leap days of every year (the Gregorian rule, century years included)...
    for (let year = 0; year <= 9999; year += 1)
      texts.push(`${String(year).padStart(4, '0')}-02-29`);
    // ...and the ends of months around them.
    for (const year of ['0000', '1900', '1999', '2000', '2024', '2025', '2100', '9999']) {
      for (const day of ['01-00', '01-31', '01-32', '02-28', '02-30', '04-30', '04-31', '12-31']) {
        texts.push(`${year}-${day}`);
      }
    }
    const disagreeing = texts.filter((text) => isIsoDate(text) !== zodDate.safeParse(text).success);
    expect(disagreeing).toEqual([]);
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
  });
});

describe('sort options', () => {
  test('isSortOption knows the seven sorts of SPEC §9 and Best match, and nothing else', () => {
    expect(SORT_OPTIONS).toHaveLength(8);
    expect(SORT_OPTIONS.every(isSortOption)).toBe(true);
    for (const other of ['Newest', 'random', '', undefined, 1, null]) {
      expect(isSortOption(other)).toBe(false);
    }
  });
});
