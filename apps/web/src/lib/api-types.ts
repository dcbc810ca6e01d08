import type { RouterOutputs } from './trpc';

/**
 * What an idea card needs. `ideas.browse`, `ideas.byUser`, `ideas.similar`
 * and `favorites.ideas` return it with `author`; a plain `Idea` (no author)
 * fits too, and the card then loads the author by `userId`.
 */
export interface IdeaSummary {
  id: number;
  userId: number | null;
  title: string;
  challenge: string;
  fields: readonly string[];
  createdAt: string;
  /** `null`: the author is gone (nothing shown); absent: load it by `userId`. */
  author?: { id: number; username: string } | null;
}

export type IdeaCardData = RouterOutputs['ideas']['byUser'][number];
export type IdeaDetail = RouterOutputs['ideas']['byId'];
export type CommentItem = RouterOutputs['comments']['list'][number];
