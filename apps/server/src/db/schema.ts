import type { Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * Table interfaces for Kysely. Timestamps are ISO-8601 UTC strings
 * (`2026-01-31T12:00:00.000Z`), which sort correctly as text on both SQLite
 * and PostgreSQL; booleans are 0/1 integers for the same reason.
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  email: string;
  password_hash: string;
  name: string;
  institution: string;
  orcid_id: string;
  is_admin: number;
  email_verified: number;
  citation_format: string;
  created_at: string;
  /**
   * When the account was deleted, or null. A deleted account's row stays,
   * emptied and named "Deleted user", so its ideas and comments keep an
   * author (migration 0012); no session or lookup by name finds it.
   */
  deleted_at: Generated<string | null>;
}

export interface SessionsTable {
  /** SHA-256 of the cookie token, hex; the token itself is never stored. */
  id: string;
  user_id: number;
  expires_at: string;
  created_at: string;
  /** The browser's User-Agent when the session started (cut to 512 characters), for the sessions list. */
  user_agent: string | null;
  /** When the session was last presented, kept to the minute; null until then. */
  last_seen_at: string | null;
}

export interface EmailVerificationsTable {
  /** SHA-256 of the emailed token, hex. */
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

/** A single-use password reset link (1 hour): the SHA-256 of its token, never the token. */
export interface PasswordResetsTable {
  token_hash: string;
  user_id: number;
  expires_at: string;
  created_at: string;
}

/** A requested email change, applied when the link sent to `new_email` is opened. */
export interface EmailChangesTable {
  token_hash: string;
  user_id: number;
  new_email: string;
  expires_at: string;
  created_at: string;
}

export interface IdeasTable {
  id: Generated<number>;
  user_id: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  created_at: string;
  /**
   * Aggregates, written in the same transaction as the rating or favorite;
   * 0 by default (migration 0001), so a new idea's insert leaves them out.
   */
  rating_count: Generated<number>;
  avg_relevance: Generated<number>;
  avg_difficulty: Generated<number>;
  favorite_count: Generated<number>;
  /** Claims per status (migration 0009), written in the claim's transaction; 0 by default. */
  pursuing_count: Generated<number>;
  published_count: Generated<number>;
  /** The latest version's number (migration 0011); its text is the row's. */
  version: Generated<number>;
  /** When the latest version was saved (the creation time for version 1). */
  updated_at: string;
  /** Set once the idea is withdrawn: it leaves every list, its page stays as a tombstone. */
  withdrawn_at: string | null;
  /** 'author', or 'moderator' for an admin who is not the author. */
  withdrawn_by: 'author' | 'moderator' | null;
  /**
   * One more at every write that changes what GET /api/ideas/{id} shows of
   * the idea (a saved version, a rating, the withdrawal; migration 0016): a
   * kept answer is still right while its revisions are.
   */
  revision: Generated<number>;
  /**
   * The fields as a JSON array of names (migration 0022): a copy of the
   * idea's idea_fields rows, written with them, which cards and the idea's
   * own read show (idea_fields filters, scores and notifies by field). '[]'
   * by default for rows written before; insertIdea and updateIdeaContent set it.
   */
  field_list: Generated<string>;
}

/** Every saved version of an idea, immutable (migration 0011). */
export interface IdeaVersionsTable {
  idea_id: number;
  version: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  /** JSON array of field names, in the product's order. */
  fields: string;
  /** JSON array of the API's Citation shape, in the order given. */
  citations: string;
  created_at: string;
  /** Who saved it (the author, or an admin); null once that account is gone. */
  edited_by: number | null;
}

export interface IdeaFieldsTable {
  idea_id: number;
  field: string;
}

export interface RatingsTable {
  idea_id: number;
  user_id: number;
  relevance: number;
  difficulty: number;
  created_at: string;
  updated_at: string;
}

export interface FavoritesTable {
  user_id: number;
  idea_id: number;
  created_at: string;
}

export interface CitationsTable {
  idea_id: number;
  position: number;
  internal_idea_id: number | null;
  authors: string | null;
  title: string | null;
  year: number | null;
  doi: string | null;
  url: string | null;
  journal: string | null;
  publisher: string | null;
}

export interface CommentsTable {
  id: Generated<number>;
  idea_id: number;
  user_id: number;
  parent_id: number | null;
  content: string;
  status: string;
  flag_count: number;
  created_at: string;
  /** When the text last changed: created_at until its author edits it (migration 0011). */
  updated_at: string;
  /** The author's idempotency key for this post (unique per author), or null. */
  client_key: string | null;
  /**
   * When the latest flag awaiting review came; null when none awaits
   * (migration 0013). The moderation queue is the comments where it is set.
   */
  review_requested_at: Generated<string | null>;
}

/** One reader's flag of a comment (issue 13): one per reader and comment. */
export interface CommentFlagsTable {
  id: Generated<number>;
  comment_id: number;
  user_id: number;
  /** 'spam', 'harassment', 'off-topic', 'other' (contracts' FLAG_REASONS), or null. */
  reason: string | null;
  note: string | null;
  created_at: string;
  /** When an admin's decision on the comment settled it; null while it awaits review. */
  resolved_at: string | null;
}

/** Every comment status change made by an admin or by the flag threshold (issue 13). */
export interface ModerationLogTable {
  id: Generated<number>;
  comment_id: number;
  /** The admin; null when the flag threshold made the change. */
  actor_id: number | null;
  /** 'moderator' or 'flags' (contracts' MODERATION_CAUSES). */
  cause: string;
  from_status: string;
  to_status: string;
  /** Flags awaiting review that the change settled. */
  flags_resolved: Generated<number>;
  created_at: string;
}

/** One row per rate-limit bucket and client (`login:203.0.113.7`), shared by every server process. */
export interface RateLimitHitsTable {
  key: string;
  /** Requests counted in the current window, this one included. */
  hits: number;
  /** When the current window ends; the next request after it starts a new one. */
  window_ends_at: string;
}

/** Each idea's best neighbours (SPEC §5), a ranked prefix of its full ranking (services/similar-ideas). */
export interface SimilarIdeasTable {
  idea_id: number;
  neighbour_id: number;
  score: number;
  neighbour_created_ms: number;
}

/** An idea's slot among the cards and the state of its neighbour list. */
export interface SimilarityProfilesTable {
  idea_id: number;
  slot: number;
  list_length: number;
  /** 1 when the list holds every other idea (fewer than its depth exist). */
  list_complete: number;
  /** The list's last entry, which a newcomer must rank before (unused while complete). */
  floor_score: number;
  floor_created_ms: number;
  floor_id: number;
}

/** 1024 slots' cards (package similarity's cards.ts). */
export interface SimilarityBlocksTable {
  block: number;
  cards: Uint8Array;
}

/** 128 slots' list floor scores (float64 each): chunk n holds slots 128n to 128n + 127. */
export interface SimilarityFloorsTable {
  chunk: number;
  floors: Uint8Array;
}

/** A rare word of a section (0-3: title, challenge, approach, impact). */
export interface SimilarityTermsTable {
  id: Generated<number>;
  section: number;
  word: string;
}

/** The slots whose idea has a term, as packed uint32, in chunks. */
export interface SimilarityPostingsTable {
  term_id: number;
  chunk: number;
  slots: Uint8Array;
}

/** Ideas whose similar-ideas entries are to be (re)made ('add') or taken out ('remove'). */
export interface SimilarityJobsTable {
  id: Generated<number>;
  idea_id: number;
  kind: 'add' | 'remove';
}

/** Who drains a queue now: one process at a time, until `expires_ms` unless renewed. */
export interface MaintenanceLeasesTable {
  name: string;
  holder: string;
  expires_ms: number;
}

/** A personal access token for scripts (issue 17). */
export interface PersonalAccessTokensTable {
  id: Generated<number>;
  user_id: number;
  name: string;
  /** 'read' or 'read write' (contracts' ACCESS_TOKEN_SCOPES). */
  scope: string;
  /** SHA-256 of the token, hex; the token itself is never stored. */
  token_hash: string;
  created_at: string;
  /** null: never expires. */
  expires_at: string | null;
  last_used_at: string | null;
}

/** A researcher's public claim of an idea (issue 12): one per user and idea. */
export interface IdeaClaimsTable {
  idea_id: number;
  user_id: number;
  /** 'pursuing' or 'published' (contracts' CLAIM_STATUSES). */
  status: string;
  note: string | null;
  /** The result's DOI link or URL: set exactly when published. */
  result_url: string | null;
  created_at: string;
  updated_at: string;
}

/** A researcher following another (migration 0014). */
export interface UserFollowsTable {
  follower_id: number;
  followee_id: number;
  created_at: string;
}

/** A researcher following an academic field (one of contracts' ACADEMIC_FIELDS). */
export interface FieldFollowsTable {
  user_id: number;
  field: string;
  created_at: string;
}

/** A researcher following an idea; authors follow their own from its creation. */
export interface IdeaFollowsTable {
  user_id: number;
  idea_id: number;
  created_at: string;
}

/** One in-app notification of one recipient (migration 0014, docs/decisions/0010). */
export interface NotificationsTable {
  id: Generated<number>;
  /** The recipient. */
  user_id: number;
  /** contracts' NotificationKind. */
  kind: string;
  /** contracts' NotificationReason: why the recipient hears of it. */
  reason: string;
  /** The followed field a new idea is in (reason 'followedField'). */
  field: string | null;
  idea_id: number;
  /** Who did it. */
  actor_id: number | null;
  comment_id: number | null;
  /** Events collapsed into the row: unread ratings of one idea; 1 otherwise. */
  event_count: Generated<number>;
  /** 'off', 'instant' or 'digest': the recipient's choice for the row's email category. */
  email_mode: string;
  /** Events an email has carried (or that will never be emailed); pending while below event_count. */
  emailed_count: Generated<number>;
  /** When the latest event happened. */
  created_at: string;
  read_at: string | null;
}

/** A new idea's fan-out to its followers, done a chunk at a time after the idea's commit. */
export interface NotificationJobsTable {
  id: Generated<number>;
  idea_id: number;
  /** 'user' (the author's followers), then 'field' (the followers of its fields). */
  phase: string;
  /** The last follower of the phase notified so far. */
  after_id: Generated<number>;
}

/** Email choices per category (null: contracts' default) and the digest's marker. */
export interface NotificationSettingsTable {
  user_id: number;
  comments: string | null;
  replies: string | null;
  ratings: string | null;
  claims: string | null;
  followed_claims: string | null;
  new_ideas: string | null;
  /** The scheduled time of the last daily digest sent (or being sent) to this user. */
  last_digest_at: string | null;
}

/** Keys the server makes for itself once and every process shares (unsubscribe links). */
export interface AppSecretsTable {
  name: string;
  value: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  email_verifications: EmailVerificationsTable;
  password_resets: PasswordResetsTable;
  email_changes: EmailChangesTable;
  ideas: IdeasTable;
  idea_versions: IdeaVersionsTable;
  idea_fields: IdeaFieldsTable;
  ratings: RatingsTable;
  favorites: FavoritesTable;
  citations: CitationsTable;
  comments: CommentsTable;
  rate_limit_hits: RateLimitHitsTable;
  similar_ideas: SimilarIdeasTable;
  similarity_profiles: SimilarityProfilesTable;
  similarity_blocks: SimilarityBlocksTable;
  similarity_floors: SimilarityFloorsTable;
  similarity_terms: SimilarityTermsTable;
  similarity_postings: SimilarityPostingsTable;
  similarity_jobs: SimilarityJobsTable;
  maintenance_leases: MaintenanceLeasesTable;
  personal_access_tokens: PersonalAccessTokensTable;
  idea_claims: IdeaClaimsTable;
  comment_flags: CommentFlagsTable;
  moderation_log: ModerationLogTable;
  user_follows: UserFollowsTable;
  field_follows: FieldFollowsTable;
  idea_follows: IdeaFollowsTable;
  notifications: NotificationsTable;
  notification_jobs: NotificationJobsTable;
  notification_settings: NotificationSettingsTable;
  app_secrets: AppSecretsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
/** An idea's row as the idea's shapes read it; its fields come apart, parsed from `field_list` (data/idea-cards.ts, data/idea-read.ts). */
export type IdeaRow = Omit<Selectable<IdeasTable>, 'field_list'>;
export type NewIdea = Insertable<IdeasTable>;
export type IdeaVersionRow = Selectable<IdeaVersionsTable>;
export type CommentRow = Selectable<CommentsTable>;
export type CitationRow = Selectable<CitationsTable>;
export type AccessTokenRow = Selectable<PersonalAccessTokensTable>;
export type ClaimRow = Selectable<IdeaClaimsTable>;
export type CommentFlagRow = Selectable<CommentFlagsTable>;
export type ModerationLogRow = Selectable<ModerationLogTable>;
export type NotificationRow = Selectable<NotificationsTable>;
export type NotificationSettingsRow = Selectable<NotificationSettingsTable>;
