import type {
  AccountExport,
  AccessToken,
  AccessTokenInput,
  ApiError,
  Claim,
  ClaimInput,
  CommentEditInput,
  CommentFlagInput,
  CommentInput,
  Comment,
  FlagQueuePage,
  ModerationLogPage,
  CreatedAccessToken,
  FollowInput,
  Follows,
  MarkNotificationsReadInput,
  NotificationItem,
  NotificationPage,
  NotificationPreferences,
  NotificationPreferencesInput,
  Unsubscribed,
  Idea,
  IdeaDraftInput,
  IdeaInput,
  IdeaEditInput,
  IdeaVersionSummary,
  IdeaWithLinks,
  LoginInput,
  PublicUser,
  RatingInput,
  RatingResult,
  RegisterInput,
  ResearcherClaim,
  SessionInfo,
  SimilarIdeaCard,
  User,
  UserFavorites,
} from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';

/**
 * Example values shown beside each operation. Typed with the contracts'
 * types, and parsed with the contracts' schemas in test/openapi.test.ts, so
 * an example cannot show a field the API does not send.
 */

const createdAt = '2026-03-14T09:26:53.589Z';

export const publicUser: PublicUser = {
  id: 7,
  username: 'ada',
  name: 'Ada Lovelace',
  institution: 'University of London',
  email: 'ada@example.org',
  orcidId: '0000-0002-1825-0097',
};

export const user: User = {
  ...publicUser,
  isAdmin: 0,
  emailVerified: 1,
  preferences: { citationFormat: 'apa' },
  favorites: [12, 3],
};

export const userFavorites: UserFavorites[] = [
  { id: 7, favorites: [12, 3] },
  { id: 8, favorites: [] },
];

export const idea: Idea = {
  id: 12,
  userId: 7,
  title: 'Soil microbiomes as climate records',
  challenge: 'Past soil conditions are hard to reconstruct beyond a few decades.',
  approach: 'Sequence microbial DNA preserved in dated sediment cores.',
  impact: 'A new proxy for regional climate over centuries.',
  fields: ['Biology', 'Environmental Science'],
  ratings: [{ userId: 8, relevance: 8, difficulty: 5 }],
  citations: [
    { type: 'internal', internalId: 3 },
    {
      type: 'external',
      externalData: {
        authors: 'Fierer, Noah; Jackson, Robert B.',
        title: 'The diversity and biogeography of soil bacterial communities',
        year: 2006,
        doi: '10.1073/pnas.0507535103',
        journal: 'PNAS',
      },
    },
  ],
  createdAt,
  version: 2,
  updatedAt: '2026-04-02T16:05:11.204Z',
  withdrawnAt: null,
  withdrawnBy: null,
};

export const ideaWithLinks: IdeaWithLinks = {
  ...idea,
  linkedIdeas: [
    {
      id: 3,
      title: 'Ancient DNA in lake sediments',
      description: 'Lake records are sparse.',
      withdrawnAt: null,
    },
  ],
};

/** Version 1 of `idea`, as it was before the edit that made version 2. */
export const ideaVersion: IdeaWithLinks = {
  ...ideaWithLinks,
  title: 'Soil microbes as climate records',
  citations: [idea.citations[0]!],
  version: 1,
  updatedAt: createdAt,
};

export const ideaVersions: IdeaVersionSummary[] = [
  { version: 1, createdAt, title: ideaVersion.title },
  { version: 2, createdAt: idea.updatedAt, title: idea.title },
];

/** `idea` once withdrawn by its author: its tombstone. */
export const withdrawnIdea: Idea = {
  ...idea,
  challenge: '',
  approach: '',
  impact: '',
  fields: [],
  ratings: [],
  citations: [],
  withdrawnAt: '2026-05-20T08:00:00.000Z',
  withdrawnBy: 'author',
};

export const ideaInput: IdeaInput = {
  title: idea.title,
  challenge: idea.challenge,
  approach: idea.approach,
  impact: idea.impact,
  fields: ['Biology', 'Environmental Science'],
  citations: [{ type: 'internal', internalId: 3 }],
};

export const ideaDraft: IdeaDraftInput = {
  title: 'Coral reef temperature maps',
  challenge: idea.challenge,
  fields: ['Biology'],
};

export const similarIdea: SimilarIdeaCard = {
  id: 7,
  userId: 8,
  title: 'Drifting sensors for reef heat',
  challenge: idea.challenge,
  fields: ['Biology'],
  createdAt: idea.createdAt,
  author: { id: 8, username: 'grace' },
  stats: {
    ratingCount: 2,
    avgRelevance: 4.5,
    avgDifficulty: 3,
    favoriteCount: 1,
    pursuingCount: 0,
    publishedCount: 0,
  },
  score: 4.25,
};

export const ideaEditInput: IdeaEditInput = {
  ...ideaInput,
  impact: 'A new proxy for regional climate over centuries, and a check on pollen records.',
  expectedVersion: 2,
};

export const comment: Comment = {
  id: 41,
  ideaId: 12,
  userId: 8,
  parentId: null,
  content: 'Which sediment ages would you start with?',
  status: 'active',
  createdAt,
  updatedAt: createdAt,
  flagCount: 0,
};

export const commentInput: CommentInput = { content: comment.content };

export const commentEditInput: CommentEditInput = {
  content: 'Which sediment ages would you start with, and why those?',
};

export const commentFlagInput: CommentFlagInput = {
  reason: 'spam',
  note: 'The same link is posted under every idea about lakes.',
};

const grace = { id: 8, username: 'grace', name: 'Grace Hopper' };
const admin = { id: 1, username: 'admin', name: 'Site Admin' };

export const flagQueuePage: FlagQueuePage = {
  items: [
    {
      comment: {
        ...comment,
        id: 57,
        userId: 31,
        parentId: 41,
        content: 'Cheap sediment cores, shipped worldwide: see my profile!',
        status: 'flagged',
        createdAt: '2026-03-15T11:02:00.000Z',
        updatedAt: '2026-03-15T11:02:00.000Z',
        flagCount: 3,
        author: { id: 31, username: 'core-deals', name: 'Core Deals' },
      },
      idea: { id: 12, title: 'Pollen in lake sediments as a climate archive' },
      parent: { ...comment, author: grace },
      flags: [
        {
          reason: 'spam',
          note: 'The same link is posted under every idea about lakes.',
          createdAt: '2026-03-15T12:40:00.000Z',
          flagger: { id: 9, username: 'ada', name: 'Ada Lovelace' },
        },
        {
          reason: 'off-topic',
          note: null,
          createdAt: '2026-03-15T12:10:00.000Z',
          flagger: grace,
        },
        {
          reason: null,
          note: null,
          createdAt: '2026-03-15T11:30:00.000Z',
          flagger: { id: 12, username: 'lise', name: 'Lise Meitner' },
        },
      ],
      lastFlaggedAt: '2026-03-15T12:40:00.000Z',
    },
  ],
  page: 1,
  pageSize: 20,
  total: 1,
};

export const moderationLogPage: ModerationLogPage = {
  items: [
    {
      id: 6,
      createdAt: '2026-03-15T13:05:00.000Z',
      cause: 'moderator',
      actor: admin,
      fromStatus: 'flagged',
      toStatus: 'hidden',
      flagsResolved: 3,
      comment: {
        id: 57,
        excerpt: 'Cheap sediment cores, shipped worldwide: see my profile!',
        author: { id: 31, username: 'core-deals', name: 'Core Deals' },
      },
      idea: { id: 12, title: 'Pollen in lake sediments as a climate archive' },
    },
    {
      id: 5,
      createdAt: '2026-03-15T12:40:00.000Z',
      cause: 'flags',
      actor: null,
      fromStatus: 'active',
      toStatus: 'flagged',
      flagsResolved: 0,
      comment: {
        id: 57,
        excerpt: 'Cheap sediment cores, shipped worldwide: see my profile!',
        author: { id: 31, username: 'core-deals', name: 'Core Deals' },
      },
      idea: { id: 12, title: 'Pollen in lake sediments as a climate archive' },
    },
  ],
  page: 1,
  pageSize: 20,
  total: 2,
};

export const claim: Claim = {
  ideaId: 12,
  userId: 8,
  status: 'pursuing',
  note: 'Sampling two cores from Lake Constance this summer.',
  resultUrl: null,
  createdAt,
  updatedAt: createdAt,
  user: { id: 8, username: 'grace', name: 'Grace Hopper' },
};

export const publishedClaim: Claim = {
  ...claim,
  status: 'published',
  resultUrl: 'https://doi.org/10.1038/s41586-020-2649-2',
  updatedAt: '2026-09-01T10:00:00.000Z',
};

export const claimInput: ClaimInput = { status: 'pursuing', note: claim.note };

export const publishClaimInput: ClaimInput = {
  status: 'published',
  resultUrl: '10.1038/s41586-020-2649-2',
};

export const researcherClaim: ResearcherClaim = {
  ideaId: claim.ideaId,
  userId: claim.userId,
  status: claim.status,
  note: claim.note,
  resultUrl: claim.resultUrl,
  createdAt,
  updatedAt: createdAt,
  idea: { id: idea.id, title: idea.title },
};

export const ratingInput: RatingInput = { relevance: 8, difficulty: 5 };

export const ratingResult: RatingResult = {
  ratings: [{ userId: 8, relevance: 8, difficulty: 5 }],
  stats: {
    ratingCount: 1,
    avgRelevance: 8,
    avgDifficulty: 5,
    favoriteCount: 2,
    pursuingCount: 1,
    publishedCount: 0,
  },
};

export const registerInput: RegisterInput = {
  username: 'ada',
  password: 'correct horse battery',
  email: 'ada@example.org',
  orcidId: '0000-0002-1825-0097',
  institution: 'University of London',
  name: 'Ada Lovelace',
};

export const loginInput: LoginInput = { username: 'ada', password: 'correct horse battery' };

export const accessToken: AccessToken = {
  id: 2,
  name: 'nightly export',
  scope: 'read',
  createdAt,
  expiresAt: '2027-03-14T00:00:00.000Z',
  lastUsedAt: '2026-03-15T02:00:11.000Z',
};

export const accessTokenInput: AccessTokenInput = {
  name: 'lab notebook',
  scope: 'read write',
  expiresAt: '2027-03-14T00:00:00Z',
};

export const createdAccessToken: CreatedAccessToken = {
  id: 3,
  name: 'lab notebook',
  scope: 'read write',
  createdAt,
  expiresAt: '2027-03-14T00:00:00.000Z',
  lastUsedAt: null,
  token: 'tof_k3x7q2mz5w4b6n8v2c4x6z8l2k4j6h8g',
};

export const error = (message: string): ApiError => ({ message });

export const validationError: ApiError = {
  message: MESSAGES.validation.titleRequired,
  issues: [{ path: 'title', message: MESSAGES.validation.titleRequired }],
};

export const sessionInfo: SessionInfo[] = [
  {
    current: true,
    browser: 'Firefox 128',
    os: 'Linux',
    deviceType: 'desktop',
    createdAt,
    lastSeenAt: '2026-03-15T08:02:00.000Z',
  },
  {
    current: false,
    browser: 'Safari 17',
    os: 'iOS',
    deviceType: 'phone',
    createdAt: '2026-03-02T18:40:11.102Z',
    lastSeenAt: '2026-03-12T21:15:00.000Z',
  },
];

export const accountExport: AccountExport = {
  exportedAt: '2026-03-15T08:03:00.000Z',
  account: {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    institution: user.institution,
    orcidId: user.orcidId,
    emailVerified: 1,
    isAdmin: 0,
    preferences: user.preferences,
    createdAt: '2026-03-01T10:00:00.000Z',
  },
  // The user's own ideas, without the ratings others gave them.
  ideas: [idea].map(({ ratings: _others, ...own }) => own),
  comments: [{ ...comment, userId: user.id }],
  ratings: [{ ideaId: 3, relevance: 9, difficulty: 6, createdAt, updatedAt: createdAt }],
  favorites: [
    { ideaId: 12, createdAt },
    { ideaId: 3, createdAt },
  ],
  flags: [{ commentId: 57, reason: 'spam', note: null, createdAt }],
  follows: {
    users: [{ id: 8, username: 'grace', name: 'Grace Hopper', followedAt: createdAt }],
    fields: [{ field: 'Biology', followedAt: createdAt }],
    ideas: [{ id: 12, title: 'Soil microbiomes as climate records', followedAt: createdAt }],
  },
  notificationPreferences: {
    comments: 'instant',
    replies: 'digest',
    ratings: 'digest',
    claims: 'digest',
    followedClaims: 'off',
    newIdeas: 'off',
  },
};

export const followInput: FollowInput = { kind: 'field', target: 'Biology' };

export const follows: Follows = {
  users: [{ id: 8, username: 'grace', name: 'Grace Hopper', followedAt: createdAt }],
  fields: [{ field: 'Biology', followedAt: createdAt }],
  ideas: [{ id: 12, title: idea.title, followedAt: idea.createdAt }],
};

export const notification: NotificationItem = {
  id: 41,
  kind: 'comment',
  reason: 'yourIdea',
  field: null,
  idea: { id: 12, title: idea.title },
  actor: { id: 8, username: 'grace', name: 'Grace Hopper' },
  commentId: 5,
  count: 1,
  text: `Grace Hopper commented on your idea “${idea.title}”`,
  createdAt,
  readAt: null,
};

export const notificationPage: NotificationPage = {
  items: [
    notification,
    {
      ...notification,
      id: 38,
      kind: 'rating',
      actor: null,
      commentId: null,
      count: 5,
      text: `5 new ratings of your idea “${idea.title}”`,
      readAt: '2026-03-14T11:00:00.000Z',
    },
  ],
  nextCursor: '38',
  unreadCount: 1,
};

export const markReadInput: MarkNotificationsReadInput = { ids: [41] };

export const notificationPreferences: NotificationPreferences = {
  comments: 'instant',
  replies: 'digest',
  ratings: 'digest',
  claims: 'digest',
  followedClaims: 'off',
  newIdeas: 'off',
};

export const notificationPreferencesInput: NotificationPreferencesInput = { comments: 'instant' };

export const unsubscribed: Unsubscribed = { success: true, turnedOff: ['comments'] };
