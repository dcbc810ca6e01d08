import { describe, expect, test } from 'vitest';
import {
  commentFlagInput,
  FLAG_REASON_LABELS,
  FLAG_REASONS,
  LIMITS,
  MESSAGES,
  moderationPageInput,
} from './index.js';

const v = MESSAGES.validation;

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('a flag', () => {
  test('needs nothing: SPEC §7’s empty body is a flag without a reason', () => {
    expect(commentFlagInput.parse({})).toEqual({});
  });

  test('takes one of four reasons, each with a label', () => {
    for (const reason of FLAG_REASONS)
      expect(commentFlagInput.parse({ reason })).toEqual({ reason });
    expect(Object.keys(FLAG_REASON_LABELS)).toEqual([...FLAG_REASONS]);
    expect(issuesOf(commentFlagInput.safeParse({ reason: 'rude' }))).toEqual([
      ['reason', v.flagReasonInvalid],
    ]);
  });

  test('takes a note of at most 280 characters, trimmed; an empty one is none', () => {
    expect(commentFlagInput.parse({ note: '  Sells citations  ' }).note).toBe('Sells citations');
    expect(commentFlagInput.parse({ note: '   ' }).note).toBeNull();
    expect(commentFlagInput.parse({ note: 'x'.repeat(LIMITS.flagNoteMax) }).note).toHaveLength(280);
    expect(issuesOf(commentFlagInput.safeParse({ note: 'x'.repeat(281) }))).toEqual([
      ['note', v.flagNoteTooLong],
    ]);
  });
});

describe('a page of a moderation list', () => {
  test('is the first when not given; a number or its digits otherwise', () => {
    expect(moderationPageInput.parse({})).toEqual({ page: 1 });
    expect(moderationPageInput.parse({ page: 3 })).toEqual({ page: 3 });
    expect(moderationPageInput.parse({ page: '12' })).toEqual({ page: 12 });
  });

  test.each([0, -1, 1.5, '0', '01', '1e3', 'x', LIMITS.moderationPageMax + 1])(
    '%j is refused',
    (page) => {
      expect(issuesOf(moderationPageInput.safeParse({ page }))).toEqual([['page', v.pageInvalid]]);
    },
  );
});

describe('the new-account messages', () => {
  test('say what and for how long, in the singular where it is one', () => {
    expect(MESSAGES.errors.newAccountCommentLimit(30, 24)).toBe(
      'New accounts can post at most 30 comments in their first 24 hours. You can post more once your account is 24 hours old.',
    );
    expect(MESSAGES.errors.newAccountIdeaLimit(1, 1)).toBe(
      'New accounts can post at most 1 idea in their first 1 hour. You can post more once your account is 1 hour old.',
    );
  });
});
