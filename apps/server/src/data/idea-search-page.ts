import { BEST_MATCH, type SortOption } from '@thisoneforfree/contracts';
import { sql, type SqlBool } from 'kysely';
import type { Dialect } from '../db/database.js';
import type { PageKey, PageStart, Where } from './idea-browse.js';
import { ftsPhrase } from './idea-search.js';
import { RANKS, type Rank } from './idea-search-rank.js';
import type { SearchMatches } from './search-matches.js';
import { withIdSet, without } from '../db/kept-id-sets.js';

/**
 * A search's page on SQLite (three characters or more) from the ids it
 * matches (`matches`: the ids the process keeps, services/ideas/search-matches.ts):
 * - a few ids (`fewMatches` or fewer): the database sorts those ideas;
 * - many ("the" matches nearly every idea): the database walks the sort's
 *   index with the filter's other parts and asks of each idea whether the
 *   ids hold it (`kept_id_set_holds`, db/kept-id-sets.ts), until the page is
 *   full.
 * By Best match each rank is such a set in turn: ideas whose title matches,
 * then whose challenge does (and not the title), then the rest.
 */

/** Whether a search on this dialect takes this path (shorter searches have no trigrams). */
export function usesKeptMatches(dialect: Dialect, text: string): boolean {
  return dialect === 'sqlite' && [...text].length >= 3;
}

/** How many ideas a search alone matches: the trigram table holds exactly those not withdrawn. */
export async function sqliteSearchCount(matches: SearchMatches, text: string): Promise<number> {
  return (await matches(ftsPhrase(text))).length;
}

/** The sort's keys of the ideas matching the filter and `extra`, after `start` (sortedKeys). */
export type SortedKeys = (
  extra: Where | null,
  start: PageStart | null,
  limit: number,
) => Promise<PageKey[]>;

export async function searchPageKeys(
  matches: SearchMatches,
  text: string,
  sort: SortOption,
  after: PageStart | null,
  limit: number,
  fewMatches: number,
  sortedKeys: SortedKeys,
): Promise<PageKey[]> {
  const phrase = ftsPhrase(text);
  const all = () => matches(phrase);
  if (sort !== BEST_MATCH) return keysAmong(await all(), after, limit, fewMatches, sortedKeys);

  // Asked for on first use: a first page full of title matches never needs the challenge's.
  const title = () => matches(`title : ${phrase}`);
  const challenge = () => matches(`challenge : ${phrase}`);
  const rankIds: Record<Rank, () => Promise<Int32Array>> = {
    0: title,
    1: async () => without(await challenge(), await title()),
    2: async () => without(await all(), await title(), await challenge()),
  };
  const keys: PageKey[] = [];
  for (const rank of RANKS) {
    if (keys.length === limit) break;
    if (after && rank < (after.rank ?? 0)) continue;
    const start = after && rank === (after.rank ?? 0) ? after : null;
    const ranked = await keysAmong(
      await rankIds[rank](),
      start,
      limit - keys.length,
      fewMatches,
      sortedKeys,
    );
    keys.push(...ranked.map((key) => ({ ...key, rank })));
  }
  return keys;
}

/** Up to `limit` keys of the ideas among `ids` (sorted) in the sort's order, after `start`. */
async function keysAmong(
  ids: Int32Array,
  start: PageStart | null,
  limit: number,
  fewMatches: number,
  sortedKeys: SortedKeys,
): Promise<PageKey[]> {
  if (ids.length === 0 || limit === 0) return [];
  if (ids.length <= fewMatches) {
    return sortedKeys((eb) => eb('ideas.id', 'in', [...ids]), start, limit);
  }
  return withIdSet(ids, (token) =>
    sortedKeys(() => sql<SqlBool>`kept_id_set_holds(${token}, ideas.id)`, start, limit),
  );
}
