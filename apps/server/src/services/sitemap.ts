import {
  countLiveIdeas,
  countLiveUsers,
  liveIdeaIdAt,
  liveIdeasFrom,
  liveUserIdAt,
  liveUsersFrom,
} from '../data/sitemap.js';
import type { Services } from './context.js';

/**
 * What the sitemap lists, in one order: the browse page, every idea that is
 * not withdrawn, every researcher's profile (accounts not deleted), by id.
 * Past `perFile` URLs (sitemaps.org's 50,000) the list is cut into files
 * 1, 2, ... and /sitemap.xml becomes their index. A file is read a chunk at a
 * time from an offset into the ideas or the profiles, so memory holds one
 * chunk whatever the site's size.
 */

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
}

export interface SitemapPlan {
  /** Ideas listed (the profiles come after them). */
  ideas: number;
  /** Every URL listed. */
  total: number;
  /** How many files the list takes at `perFile` URLs each (1 for a site that fits one). */
  files: number;
}

/** Rows read per query while a file is written. */
const CHUNK = 1000;

export async function sitemapPlan(ctx: Services, perFile: number): Promise<SitemapPlan> {
  const [ideas, users] = await Promise.all([countLiveIdeas(ctx.db), countLiveUsers(ctx.db)]);
  const total = 1 + ideas + users;
  return { ideas, total, files: Math.max(1, Math.ceil(total / perFile)) };
}

/**
 * The URLs of file `file` (1-based) of the list cut at `perFile`, a chunk
 * at a time. `ideas` is the count the plan was made with: it says where the
 * ideas end and the profiles begin.
 */
export async function* sitemapFileUrls(
  ctx: Services,
  file: number,
  perFile: number,
  ideas: number,
  chunk = CHUNK,
): AsyncGenerator<SitemapUrl[]> {
  const origin = ctx.config.appOrigin;
  const start = (file - 1) * perFile;
  const end = start + perFile;
  let position = start;
  if (position === 0) {
    yield [{ loc: `${origin}/` }];
    position = 1;
  }
  // Ideas hold positions 1..ideas, profiles the ones after.
  const ideasEnd = Math.min(end, 1 + ideas);
  if (position < ideasEnd) {
    let fromId = await liveIdeaIdAt(ctx.db, position - 1);
    while (fromId !== undefined && position < ideasEnd) {
      const rows = await liveIdeasFrom(ctx.db, fromId, Math.min(chunk, ideasEnd - position));
      if (rows.length === 0) break;
      yield rows.map((row) => ({ loc: `${origin}/idea/${row.id}`, lastmod: row.updated_at }));
      position += rows.length;
      fromId = rows[rows.length - 1]!.id + 1;
    }
    // Ideas withdrawn meanwhile leave the list short; the profiles still start where the plan said.
    position = Math.max(position, ideasEnd);
  }
  if (position < end) {
    let fromId = await liveUserIdAt(ctx.db, position - 1 - ideas);
    while (fromId !== undefined && position < end) {
      const rows = await liveUsersFrom(ctx.db, fromId, Math.min(chunk, end - position));
      if (rows.length === 0) break;
      yield rows.map((row) => ({ loc: `${origin}/users/${row.id}` }));
      position += rows.length;
      fromId = rows[rows.length - 1]!.id + 1;
    }
  }
}
