import { z } from 'zod';
import { CITATION_FORMATS } from '../citation-formats.js';
import { FLAG_REASONS } from '../schemas/moderation.js';
import { commentShape } from './comment.js';
import { isoInstant, zeroOrOne } from './common.js';
import { followsShape } from './follow.js';
import { ideaShape } from './idea.js';
import { notificationPreferencesShape } from './notification.js';

/** What kind of device a session's browser runs on, read from its User-Agent. */
export const DEVICE_TYPES = ['desktop', 'phone', 'tablet', 'unknown'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/**
 * One active session of the signed-in user (GET /api/user/sessions): the
 * browser and system its User-Agent names, and when it was last used.
 * Never the session's secret or its hash.
 */
export const sessionInfoShape = z.strictObject({
  /** The session this request came with. */
  current: z.boolean(),
  /** "Firefox 128", or "Unknown browser". */
  browser: z.string(),
  /** "Windows", "Android 14", or "Unknown system". */
  os: z.string(),
  deviceType: z.enum(DEVICE_TYPES),
  createdAt: isoInstant,
  /** Kept to the minute. */
  lastSeenAt: isoInstant,
});
export type SessionInfo = z.infer<typeof sessionInfoShape>;

/** "Log out everywhere else": how many sessions ended. */
export const revokedSessionsShape = z.strictObject({
  success: z.literal(true),
  revoked: z.number().int(),
});
export type RevokedSessions = z.infer<typeof revokedSessionsShape>;

/** The account itself, as "download my data" writes it. */
export const exportedAccountShape = z.strictObject({
  id: z.number().int(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  institution: z.string(),
  orcidId: z.string(),
  emailVerified: zeroOrOne,
  isAdmin: zeroOrOne,
  preferences: z.strictObject({ citationFormat: z.enum(CITATION_FORMATS) }),
  createdAt: isoInstant,
});

/** An idea of the user's, without the ratings others gave it (their data, not the user's). */
export const exportedIdeaShape = ideaShape.omit({ ratings: true });

/** A rating the user gave. */
export const exportedRatingShape = z.strictObject({
  ideaId: z.number().int(),
  relevance: z.number().int(),
  difficulty: z.number().int(),
  createdAt: isoInstant,
  updatedAt: isoInstant,
});

/** An idea the user marked as a favorite. */
export const exportedFavoriteShape = z.strictObject({
  ideaId: z.number().int(),
  createdAt: isoInstant,
});

/** A comment the user flagged, with the reason and details they gave. */
export const exportedFlagShape = z.strictObject({
  commentId: z.number().int(),
  reason: z.enum(FLAG_REASONS).nullable(),
  note: z.string().nullable(),
  createdAt: isoInstant,
});

/**
 * GET /api/user/export ("download my data"): everything the account wrote
 * or chose, and nothing of anyone else's, never a secret (no password hash,
 * session or token). A new kind of user data (claims, for one) gets its key
 * here and its query in the server's services/account/export.ts.
 */
export const accountExportShape = z.strictObject({
  exportedAt: isoInstant,
  account: exportedAccountShape,
  ideas: z.array(exportedIdeaShape),
  comments: z.array(commentShape),
  ratings: z.array(exportedRatingShape),
  favorites: z.array(exportedFavoriteShape),
  flags: z.array(exportedFlagShape),
  /** What the user follows (GET /api/follows) and which notification emails they chose. */
  follows: followsShape,
  notificationPreferences: notificationPreferencesShape,
});
export type AccountExport = z.infer<typeof accountExportShape>;
