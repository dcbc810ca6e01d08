/**
 * Notifications (issue 15), without zod: what the server stores and sends,
 * the email preferences and their defaults, and the one sentence that
 * describes a notification in the app and in emails alike.
 */

/** What happened. */
export const NOTIFICATION_KINDS = [
  'comment',
  'reply',
  'rating',
  'claim',
  'result',
  'newIdea',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/**
 * Why the recipient hears of it: their own idea or comment, or something
 * they follow (an idea, a researcher, an academic field).
 */
export const NOTIFICATION_REASONS = [
  'yourIdea',
  'yourComment',
  'followedIdea',
  'followedResearcher',
  'followedField',
] as const;
export type NotificationReason = (typeof NOTIFICATION_REASONS)[number];

/** The kinds of email a researcher chooses in Settings, each off, instant or in the daily digest. */
export const EMAIL_CATEGORIES = [
  'comments',
  'replies',
  'ratings',
  'claims',
  'followedClaims',
  'newIdeas',
] as const;
export type EmailCategory = (typeof EMAIL_CATEGORIES)[number];

export const EMAIL_MODES = ['off', 'instant', 'digest'] as const;
export type EmailMode = (typeof EMAIL_MODES)[number];

export type NotificationPreferences = Record<EmailCategory, EmailMode>;

/** What one's own ideas and comments bring is in the daily digest; what one follows is off. */
export const DEFAULT_EMAIL_PREFERENCES: NotificationPreferences = {
  comments: 'digest',
  replies: 'digest',
  ratings: 'digest',
  claims: 'digest',
  followedClaims: 'off',
  newIdeas: 'off',
};

export const EMAIL_CATEGORY_LABELS: Record<EmailCategory, string> = {
  comments: 'Comments on my ideas',
  replies: 'Replies to my comments',
  ratings: 'Ratings of my ideas',
  claims: 'Claims and results on my ideas',
  followedClaims: 'Claims and results on ideas I follow',
  newIdeas: 'New ideas by researchers and in fields I follow',
};

export const EMAIL_MODE_LABELS: Record<EmailMode, string> = {
  off: 'Off',
  instant: 'Instant',
  digest: 'Daily digest',
};

/** The email category of a notification: claims split by whose idea it is. */
export function emailCategoryOf(kind: NotificationKind, reason: NotificationReason): EmailCategory {
  switch (kind) {
    case 'comment':
      return 'comments';
    case 'reply':
      return 'replies';
    case 'rating':
      return 'ratings';
    case 'claim':
    case 'result':
      return reason === 'yourIdea' ? 'claims' : 'followedClaims';
    case 'newIdea':
      return 'newIdeas';
  }
}

/** What a sentence about a notification needs to know. */
export interface NotificationFacts {
  kind: NotificationKind;
  reason: NotificationReason;
  /** The followed field a new idea is in (reason `followedField`). */
  field: string | null;
  /** Ratings collapsed into this one (1 for every other kind). */
  count: number;
  /** Who did it; null for a deleted account. */
  actorName: string | null;
  ideaTitle: string;
}

/**
 * The notification as one sentence, for the notifications page and the
 * emails: "Grace Hopper commented on your idea “…”", "5 new ratings of your
 * idea “…”".
 */
export function notificationText(n: NotificationFacts): string {
  const who = n.actorName ?? 'Deleted user';
  const idea = `“${n.ideaTitle}”`;
  const followed = n.reason === 'followedIdea';
  switch (n.kind) {
    case 'comment':
      return `${who} commented on your idea ${idea}`;
    case 'reply':
      return `${who} replied to your comment on ${idea}`;
    case 'rating':
      return n.count === 1
        ? `A new rating of your idea ${idea}`
        : `${n.count} new ratings of your idea ${idea}`;
    case 'claim':
      return followed
        ? `${who} is pursuing ${idea}, an idea you follow`
        : `${who} is pursuing your idea ${idea}`;
    case 'result':
      return followed
        ? `${who} published a result of ${idea}, an idea you follow`
        : `${who} published a result of your idea ${idea}`;
    case 'newIdea':
      return n.reason === 'followedField' && n.field
        ? `New idea in ${n.field} by ${who}: ${idea}`
        : `${who} shared a new idea: ${idea}`;
  }
}

/**
 * What an emailed unsubscribe link turns off: the category of an instant
 * email, or (`digest`) every category the daily digest carries.
 */
export const UNSUBSCRIBE_SCOPES = [...EMAIL_CATEGORIES, 'digest'] as const;
export type UnsubscribeScope = (typeof UNSUBSCRIBE_SCOPES)[number];
