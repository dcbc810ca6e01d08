import { describe, expect, test } from 'vitest';
import {
  DEFAULT_EMAIL_PREFERENCES,
  EMAIL_CATEGORIES,
  emailCategoryOf,
  followInput,
  markNotificationsReadInput,
  MESSAGES,
  notificationListInput,
  notificationPreferencesInput,
  notificationPreferencesShape,
  notificationText,
  unsubscribeTokenSchema,
} from './index.js';

const v = MESSAGES.validation;

function issuesOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  return result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? [];
}

describe('following', () => {
  test('a researcher or an idea by id, a field by its listed name', () => {
    expect(followInput.parse({ kind: 'user', target: 7 })).toEqual({ kind: 'user', target: 7 });
    expect(followInput.parse({ kind: 'idea', target: 12 })).toEqual({ kind: 'idea', target: 12 });
    expect(followInput.parse({ kind: 'field', target: 'Environmental Science' })).toEqual({
      kind: 'field',
      target: 'Environmental Science',
    });
  });

  test('an unknown kind or field, or a target that is not an id, names its problem', () => {
    expect(issuesOf(followInput.safeParse({ kind: 'group', target: 1 }))).toEqual([
      ['kind', v.followKindInvalid],
    ]);
    expect(issuesOf(followInput.safeParse({ kind: 'field', target: 'Alchemy' }))).toEqual([
      ['target', v.unknownField],
    ]);
    expect(issuesOf(followInput.safeParse({ kind: 'user', target: 1.5 }))).toEqual([
      ['target', v.followTargetInvalid],
    ]);
  });
});

describe('notifications', () => {
  test('a cursor is the digits of an id', () => {
    expect(notificationListInput.safeParse({ cursor: '38' }).success).toBe(true);
    expect(notificationListInput.safeParse({}).success).toBe(true);
    for (const cursor of ['', '0', '1e3', '-4', 'abc'])
      expect(notificationListInput.safeParse({ cursor }).success, cursor).toBe(false);
  });

  test('marking read takes ids or all, not both, not neither', () => {
    expect(markNotificationsReadInput.safeParse({ ids: [1, 2] }).success).toBe(true);
    expect(markNotificationsReadInput.safeParse({ all: true }).success).toBe(true);
    for (const input of [{}, { ids: [] }, { ids: [1], all: true }, { all: false }])
      expect(markNotificationsReadInput.safeParse(input).success, JSON.stringify(input)).toBe(
        false,
      );
    expect(
      markNotificationsReadInput.safeParse({ ids: Array.from({ length: 101 }, (_, i) => i + 1) })
        .success,
    ).toBe(false);
  });

  test('preferences: any category, each off, instant or digest; the defaults are complete', () => {
    expect(notificationPreferencesInput.parse({ comments: 'instant' })).toEqual({
      comments: 'instant',
    });
    expect(issuesOf(notificationPreferencesInput.safeParse({ comments: 'weekly' }))).toEqual([
      ['comments', v.emailModeInvalid],
    ]);
    expect(notificationPreferencesInput.safeParse({ likes: 'off' }).success).toBe(false);
    expect(Object.keys(DEFAULT_EMAIL_PREFERENCES)).toEqual([...EMAIL_CATEGORIES]);
    expect(notificationPreferencesShape.parse(DEFAULT_EMAIL_PREFERENCES)).toEqual(
      DEFAULT_EMAIL_PREFERENCES,
    );
  });

  test('an unsubscribe token has its user id, scope and a 43-character signature, no dot', () => {
    const mac = 'Xq0Z0mS3a4c2PzKk8Yx1u0gW1rVtq6n2YbVfQy3m0aA';
    expect(unsubscribeTokenSchema.safeParse(`7-digest-${mac}`).success).toBe(true);
    expect(unsubscribeTokenSchema.safeParse(`7-comments--${mac.slice(1)}`).success).toBe(true);
    for (const token of [`7.digest.${mac}`, `07-digest-${mac}`, `7-digest-${mac}x`, `7--${mac}`])
      expect(unsubscribeTokenSchema.safeParse(token).success, token).toBe(false);
  });

  test('one sentence per kind, for the app and the emails', () => {
    const base = { field: null, count: 1, actorName: 'Grace Hopper', ideaTitle: 'Bees' };
    expect(notificationText({ ...base, kind: 'comment', reason: 'yourIdea' })).toBe(
      'Grace Hopper commented on your idea “Bees”',
    );
    expect(notificationText({ ...base, kind: 'rating', reason: 'yourIdea', count: 5 })).toBe(
      '5 new ratings of your idea “Bees”',
    );
    expect(notificationText({ ...base, kind: 'claim', reason: 'followedIdea' })).toBe(
      'Grace Hopper is pursuing “Bees”, an idea you follow',
    );
    expect(
      notificationText({ ...base, kind: 'newIdea', reason: 'followedField', field: 'Biology' }),
    ).toBe('New idea in Biology by Grace Hopper: “Bees”');
    expect(
      notificationText({ ...base, kind: 'reply', reason: 'yourComment', actorName: null }),
    ).toBe('Deleted user replied to your comment on “Bees”');
    expect(emailCategoryOf('result', 'yourIdea')).toBe('claims');
    expect(emailCategoryOf('result', 'followedIdea')).toBe('followedClaims');
  });
});
