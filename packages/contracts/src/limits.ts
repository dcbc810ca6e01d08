/** Business constants and limits of SPEC §9. */
export const LIMITS = {
  /** Title, challenge, approach and impact are each at most this long. */
  ideaTextMax: 512,
  citationsPerIdea: 5,
  manualCitationAuthors: 10,
  citationYearMin: 1900,
  commentMin: 1,
  commentMax: 1000,
  /** The note a researcher may leave on their claim of an idea ("I'm pursuing this"). */
  claimNoteMax: 280,
  /** What a flagger may add to their reason (issue 13). */
  flagNoteMax: 280,
  /** Entries per page of the moderation queue and of the moderation log (/admin). */
  moderationPageSize: 20,
  /** The highest page number a moderation list is asked for. */
  moderationPageMax: 100_000,
  passwordMin: 8,
  /** Hashing very long passwords is a cheap way to burn server CPU. */
  passwordMax: 256,
  usernameMax: 50,
  nameMax: 200,
  institutionMax: 200,
  emailMax: 254,
  ratingMin: 1,
  ratingMax: 10,
  ratingDefault: 5,
  rangeMin: 0,
  rangeMax: 10,
  similarIdeas: 3,
  searchMax: 200,
  browsePageDefault: 24,
  browsePageMax: 60,
  /** Limits on fields of an external citation record, to keep rows bounded. */
  citationTextMax: 2000,
  /** Imported citation files are read whole; 5 MB of BibTeX is thousands of records. */
  citationFileMaxChars: 5 * 1024 * 1024,
  /** A personal access token's name (Settings, Account). */
  tokenNameMax: 100,
  /** Tokens one account may hold at once. */
  tokensPerUser: 20,
  /** Notifications per page of `GET /api/notifications`. */
  notificationsPerPage: 20,
  idleFeedbackMs: 300_000,
  loadingCards: 6,
  mobileBreakpointPx: 768,
} as const;

/** The current calendar year, read at validation time (servers run across New Year). */
export function currentYear(): number {
  return new Date().getFullYear();
}
