import { IDEAS_FEED_SIZE, type ideasFeedQuery, MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { namesById } from '../../data/citable-ideas.js';
import { fieldsByIdea } from '../../data/idea-parts.js';
import { findPublicUser } from '../../data/users.js';
import { notFound } from '../../lib/errors.js';
import type { Services } from '../context.js';
import { browseIdeaRows } from '../ideas/browse.js';

/**
 * The Atom feed of ideas (issue 15): the newest ideas matching a browse
 * filter and, optionally, by one researcher. The ideas come from browse's
 * own query (`browseIdeaRows`, sort newest), so a feed lists what browse
 * lists for the same filter; withdrawn ideas are left out there.
 */

export type IdeasFeedQuery = z.output<typeof ideasFeedQuery>;

export interface FeedEntry {
  id: number;
  title: string;
  /** The challenge: the entry's summary. */
  challenge: string;
  fields: string[];
  createdAt: string;
  /** When the version shown was saved. */
  updatedAt: string;
  author: { id: number; name: string } | null;
}

export interface IdeasFeed {
  query: IdeasFeedQuery;
  /** The researcher of `?user=`, for the feed's title. */
  researcher: { id: number; name: string } | null;
  entries: FeedEntry[];
}

/** The newest ideas for the query; 404 when `user` names no researcher. */
export async function ideasFeed(ctx: Services, query: IdeasFeedQuery): Promise<IdeasFeed> {
  let researcher: IdeasFeed['researcher'] = null;
  if (query.user !== undefined) {
    const user = await findPublicUser(ctx.db, query.user);
    if (!user) throw notFound(MESSAGES.errors.userNotFound);
    researcher = { id: user.id, name: user.name || user.username };
  }
  const { rows } = await browseIdeaRows(ctx, {
    ...(query.q ? { search: query.q } : {}),
    ...(query.field ? { fields: query.field } : {}),
    ...(query.from ? { from: query.from } : {}),
    ...(query.to ? { to: query.to } : {}),
    ...(query.impact ? { impact: query.impact } : {}),
    ...(query.feasibility ? { feasibility: query.feasibility } : {}),
    ...(query.claims ? { claims: query.claims } : {}),
    ...(query.user !== undefined ? { authorId: query.user } : {}),
    sort: 'newest',
    limit: IDEAS_FEED_SIZE,
  });
  const [fields, names] = await Promise.all([
    fieldsByIdea(
      ctx.db,
      rows.map((row) => row.id),
    ),
    namesById(
      ctx.db,
      rows.map((row) => row.user_id),
    ),
  ]);
  return {
    query,
    researcher,
    entries: rows.map((row) => {
      const name = names.get(row.user_id);
      return {
        id: row.id,
        title: row.title,
        challenge: row.challenge,
        fields: fields.get(row.id) ?? [],
        createdAt: row.created_at,
        updatedAt: row.updated_at,
        author: name === undefined ? null : { id: row.user_id, name },
      };
    }),
  };
}
