import type { AcademicField, Follows } from '@thisoneforfree/contracts';
import type { followedFieldRows, followedIdeaRows, followedUserRows } from '../data/follows.js';

type Rows<F extends (...args: never[]) => Promise<unknown[]>> = Awaited<ReturnType<F>>;

/** What a user follows, as `GET /api/follows` answers it. */
export function toFollows(
  users: Rows<typeof followedUserRows>,
  fields: Rows<typeof followedFieldRows>,
  ideas: Rows<typeof followedIdeaRows>,
): Follows {
  return {
    users: users.map((row) => ({
      id: row.id,
      username: row.username,
      name: row.name,
      followedAt: row.created_at,
    })),
    // Only the 14 fields are ever stored: the contracts' schema admits no other.
    fields: fields.map((row) => ({
      field: row.field as AcademicField,
      followedAt: row.created_at,
    })),
    ideas: ideas.map((row) => ({ id: row.id, title: row.title, followedAt: row.created_at })),
  };
}
