import type { CitationFormat } from './citation-formats.js';
import type { CommentStatus } from './schemas/comment.js';
import type { Citation } from './schemas/citation.js';

/** Shapes the API returns (SPEC §3 and §7), camelCase. None carries a secret. */

/** The logged-in user, as GET /api/user, login and register return it. */
export interface User {
  id: number;
  username: string;
  name: string;
  email: string;
  institution: string;
  orcidId: string;
  /** Integers, as SPEC §3 defines them: 1 for yes, 0 for no. */
  isAdmin: 0 | 1;
  emailVerified: 0 | 1;
  preferences: { citationFormat: CitationFormat };
  favorites: number[];
}

/** Any user as others see them (profiles, idea authors). */
export interface PublicUser {
  id: number;
  username: string;
  name: string;
  institution: string;
  email: string;
  orcidId: string;
}

/** GET /api/users: only what favorite counts need. */
export interface UserFavorites {
  id: number;
  favorites: number[];
}

export interface IdeaRating {
  userId: number;
  relevance: number;
  difficulty: number;
}

export interface Idea {
  id: number;
  userId: number;
  title: string;
  challenge: string;
  approach: string;
  impact: string;
  fields: string[];
  ratings: IdeaRating[];
  citations: Citation[];
  createdAt: string;
}

/** Aggregates kept per idea (SPEC §3 "Derived"), used by cards and sorting. */
export interface IdeaStats {
  ratingCount: number;
  avgRelevance: number;
  avgDifficulty: number;
  favoriteCount: number;
}

export interface Comment {
  id: number;
  ideaId: number;
  userId: number;
  parentId: number | null;
  content: string;
  status: CommentStatus;
  createdAt: string;
  updatedAt: string;
  /** Present only for admins. */
  flagCount?: number;
}
