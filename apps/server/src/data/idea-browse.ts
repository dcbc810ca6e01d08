import type { browseFilter, SortOption } from '@thisoneforfree/contracts';
import { BEST_MATCH, LIMITS, searchText } from '@thisoneforfree/contracts';
import { type Expression, type ExpressionBuilder, sql, type SqlBool } from 'kysely';
import type { z } from 'zod';
import type { DB, Dialect } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { FEW_MATCHES, searchCondition, type SearchPlan } from './idea-search.js';
import { rankConditions, RANKS } from './idea-search-rank.js';
import { searchPageKeys, sqliteSearchCount, usesKeptMatches } from './idea-search-page.js';
import { matchesIn, type SearchMatches } from './search-matches.js';

/**
 * The browse page in SQL: every filter of SPEC §5, the seven sorts of §9 and
 * keyset pagination, so a page costs the same at idea 20 and idea 20,000.
 */

/**
 * The browse page's filter; `authorId` (one researcher's ideas) is the
 * Atom feed's `?user=`, which browse itself does not offer.
 */
export type BrowseFilter = z.output<typeof browseFilter> & { authorId?: number };

export type SortColumn = 'created_at' | 'avg_relevance' | 'avg_difficulty' | 'favorite_count';

/**
 * Each sort is one indexed column (migration 0001), then the id so the order
 * is total. Best match ranks a search's matches first (`rankConditions`) and
 * orders each rank as newest; without a search it is newest.
 */
export const SORTS: Record<SortOption, { column: SortColumn; direction: 'asc' | 'desc' }> = {
  'best-match': { column: 'created_at', direction: 'desc' },
  newest: { column: 'created_at', direction: 'desc' },
  oldest: { column: 'created_at', direction: 'asc' },
  'relevance-high': { column: 'avg_relevance', direction: 'desc' },
  'relevance-low': { column: 'avg_relevance', direction: 'asc' },
  'difficulty-high': { column: 'avg_difficulty', direction: 'desc' },
  'difficulty-low': { column: 'avg_difficulty', direction: 'asc' },
  'most-favorites': { column: 'favorite_count', direction: 'desc' },
};

/** A filter as one SQL condition on `ideas` (`matchingCondition`). */
export type Where = (eb: ExpressionBuilder<Database, 'ideas'>) => Expression<SqlBool>;

/**
 * `YYYY-MM-DD` plus `days`, as the ISO instant of that day's UTC midnight, or
 * undefined past the year 9999 (ISO text then gains a "+", which sorts first).
 */
function midnightUtc(date: string, days = 0): string | undefined {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const midnight = new Date(0);
  // setUTCFullYear, not Date.UTC: Date.UTC reads the years 0-99 as 1900-1999.
  midnight.setUTCFullYear(year, month - 1, day + days);
  return midnight.getUTCFullYear() > 9999 ? undefined : midnight.toISOString();
}

/**
 * The filter as one SQL condition on the ideas that are not withdrawn; every
 * part is optional and they combine (AND). Resolving it may query (a search asks the SQLite index first), so a
 * caller that runs several queries on one filter makes it once.
 */
export async function matchingCondition(
  db: DB,
  dialect: Dialect,
  filter: BrowseFilter,
  plan: Omit<SearchPlan, 'column'> & {
    /** The page's sort column: range filters on another column are tested while walking it (SQLite). */
    sortedBy?: SortColumn;
  } = {},
): Promise<Where> {
  const text = filter.search ? searchText(filter.search) : undefined;
  const search = text ? await searchCondition(db, dialect, text, plan) : undefined;
  return (eb) => {
    // Withdrawn ideas leave browse, search and Random Idea.
    const parts: Expression<SqlBool>[] = [eb('ideas.withdrawn_at', 'is', null)];
    if (search) parts.push(search);
    if (filter.authorId !== undefined) parts.push(eb('ideas.user_id', '=', filter.authorId));
    if (filter.fields && filter.fields.length > 0) {
      parts.push(
        eb.exists(
          eb
            .selectFrom('idea_fields')
            .select('idea_fields.idea_id')
            .whereRef('idea_fields.idea_id', '=', 'ideas.id')
            .where('idea_fields.field', 'in', filter.fields),
        ),
      );
    }
    // Dates are calendar days in UTC, both ends included.
    const start = filter.from ? midnightUtc(filter.from) : undefined;
    const end = filter.to ? midnightUtc(filter.to, 1) : undefined;
    if (start) parts.push(eb('ideas.created_at', '>=', start));
    if (end) parts.push(eb('ideas.created_at', '<', end));
    for (const [range, column] of [
      [filter.impact, 'ideas.avg_relevance'],
      [filter.feasibility, 'ideas.avg_difficulty'],
    ] as const) {
      if (!range || isFullRange(range)) continue;
      // On SQLite, a range on another column than the sort's is tested while
      // walking the sort's index: the unary plus keeps SQLite from reading the
      // range's index and sorting every idea in it (impact 4-10, 68% of 100,000
      // ideas: 214 ms, walked 0.2 ms). A narrow range walks further (651
      // matches: 3.7 ms against 1 ms).
      const walked =
        dialect === 'sqlite' && plan.sortedBy !== undefined && `ideas.${plan.sortedBy}` !== column;
      parts.push(eb.between(walked ? sql<number>`+${sql.ref(column)}` : column, range[0], range[1]));
    }
    const claims = claimCondition(eb, filter.claims);
    if (claims) parts.push(claims);
    return eb.and(parts);
  };
}

/**
 * The claim filter on the ideas' own counts (migration 0009): "open" has no
 * claim at all, "pursued" a claim being pursued, "published" one with a
 * result. The 0 is a literal, not a parameter, as in the partial indexes
 * ideas_pursued and ideas_published, which SQLite uses only then.
 */
function claimCondition(
  eb: ExpressionBuilder<Database, 'ideas'>,
  claims: BrowseFilter['claims'],
): Expression<SqlBool> | undefined {
  const none = sql.lit(0);
  switch (claims) {
    case 'open':
      return eb.and([
        eb('ideas.pursuing_count', '=', none),
        eb('ideas.published_count', '=', none),
      ]);
    case 'pursued':
      return eb('ideas.pursuing_count', '>', none);
    case 'published':
      return eb('ideas.published_count', '>', none);
    default:
      return undefined;
  }
}

/** Where a page starts: after the row with this sort key and id (and, by Best match, rank). */
export interface PageStart {
  key: string | number;
  id: number;
  rank?: number;
}

/** A page's entry: the idea's id, its sort key, and its rank by Best match. */
export interface PageKey {
  id: number;
  key: string | number;
  rank?: number;
}

/**
 * Up to `limit` ideas matching the filter in the sort's order, starting after
 * `after`: their ids and sort keys only. The database sorts narrow rows and
 * the caller loads the page's full rows by id (a search can match thousands
 * of ideas of ~1.3 KB each; only a page of them is ever read whole). By Best
 * match with a search, the page is the newest of each rank in turn.
 */
export async function browsePageKeys(
  db: DB,
  dialect: Dialect,
  filter: BrowseFilter,
  sort: SortOption,
  after: PageStart | null,
  limit: number,
  /** Tests lower it to try both search plans on a few ideas (`searchCondition`, idea-search-page.ts). */
  fewMatches = FEW_MATCHES,
  /** On SQLite, where a search's matches come from (browse passes the ids the process keeps). */
  matches: SearchMatches = matchesIn(db),
): Promise<PageKey[]> {
  const text = filter.search ? searchText(filter.search) : undefined;
  const sortedBy = SORTS[sort].column;
  if (text && usesKeptMatches(dialect, text)) {
    const where = await matchingCondition(db, dialect, { ...filter, search: undefined }, { sortedBy });
    return searchPageKeys(matches, text, sort, after, limit, fewMatches, (extra, start, size) =>
      sortedKeys(db, extra ? (eb) => eb.and([where(eb), extra(eb)]) : where, sort, start, size),
    );
  }
  const where = await matchingCondition(db, dialect, filter, { fewMatches, sortedBy });
  if (sort !== BEST_MATCH || !text) return sortedKeys(db, where, sort, after, limit);
  const rankCondition = rankConditions(db, dialect, text, fewMatches);
  const keys: PageKey[] = [];
  for (const rank of RANKS) {
    if (keys.length === limit) break;
    if (after && rank < (after.rank ?? 0)) continue;
    const start = after && rank === (after.rank ?? 0) ? after : null;
    const condition = await rankCondition(rank);
    const ranked = await sortedKeys(
      db,
      (eb) => eb.and([where(eb), condition]),
      sort,
      start,
      limit - keys.length,
    );
    keys.push(...ranked.map((key) => ({ ...key, rank })));
  }
  return keys;
}

/** Up to `limit` ideas matching `where` in the sort column's order, after `after`. */
async function sortedKeys(
  db: DB,
  where: Where,
  sort: SortOption,
  after: PageStart | null,
  limit: number,
): Promise<PageKey[]> {
  const { column, direction } = SORTS[sort];
  const beyond = direction === 'desc' ? '<' : '>';
  return db
    .selectFrom('ideas')
    .select(['ideas.id', `ideas.${column} as key`])
    .where(where)
    .$if(after !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(`ideas.${column}`, beyond, after!.key),
          eb.and([eb(`ideas.${column}`, '=', after!.key), eb('ideas.id', beyond, after!.id)]),
        ]),
      ),
    )
    .orderBy(`ideas.${column}`, direction)
    .orderBy('ideas.id', direction)
    .limit(limit)
    .execute();
}

/**
 * How many ideas match the filter. A search alone, on SQLite with three
 * characters or more, is counted in the trigram table itself, which holds
 * exactly the ideas that are not withdrawn: no row of `ideas` is read ("the"
 * matches every idea).
 */
export async function countMatchingFilter(
  db: DB,
  dialect: Dialect,
  filter: BrowseFilter,
  matches: SearchMatches = matchesIn(db),
): Promise<number> {
  const text = filter.search ? searchText(filter.search) : undefined;
  if (text && usesKeptMatches(dialect, text) && isSearchOnly(filter)) {
    return sqliteSearchCount(matches, text);
  }
  return countMatching(db, await matchingCondition(db, dialect, filter, { walk: false }));
}

/** Whether a range filter is absent or spans 0-10: it then narrows nothing. */
function isFullRange(range: BrowseFilter['impact']): boolean {
  return !range || (range[0] <= LIMITS.rangeMin && range[1] >= LIMITS.rangeMax);
}

/** Whether the filter narrows by nothing but its search. */
function isSearchOnly(filter: BrowseFilter): boolean {
  return (
    (filter.fields?.length ?? 0) === 0 &&
    !filter.from &&
    !filter.to &&
    isFullRange(filter.impact) &&
    isFullRange(filter.feasibility) &&
    (filter.claims === undefined || filter.claims === 'all')
  );
}

/** How many ideas match the condition. */
export async function countMatching(db: DB, where: Where): Promise<number> {
  const { count } = await db
    .selectFrom('ideas')
    .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
    .where(where)
    .executeTakeFirstOrThrow();
  return Number(count);
}

/** The id of the `offset`-th idea matching the condition in id order, if there is one. */
export async function matchingIdAt(
  db: DB,
  where: Where,
  offset: number,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('ideas')
    .select('ideas.id')
    .where(where)
    .orderBy('ideas.id')
    .limit(1)
    .offset(offset)
    .executeTakeFirst();
  return row?.id;
}
