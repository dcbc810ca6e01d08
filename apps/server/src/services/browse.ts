import { randomInt } from 'node:crypto';
import type { browseFilter, browseInput, SortOption } from '@thisoneforfree/contracts';
import { LIMITS, MESSAGES, SORT_OPTIONS } from '@thisoneforfree/contracts';
import type { ExpressionBuilder, SqlBool, Expression } from 'kysely';
import { z } from 'zod';
import type { Database } from '../db/schema.js';
import { badRequest } from '../lib/errors.js';
import type { ServiceContext } from './context.js';
import { selectIdeas, toCards } from './idea-queries.js';
import { matchesSearch, searchText } from './idea-search.js';
import type { BrowsePage } from './idea-shapes.js';

/**
 * The browse page in SQL: every filter of SPEC §5, the seven sorts of §9 and
 * keyset pagination, so a page costs the same at idea 20 and idea 20,000.
 */

export type BrowseFilter = z.output<typeof browseFilter>;
export type BrowseQuery = z.output<typeof browseInput>;

type SortColumn = 'created_at' | 'avg_relevance' | 'avg_difficulty' | 'favorite_count';

/** Each sort is one indexed column (migration 0001), then the id so the order is total. */
const SORTS: Record<SortOption, { column: SortColumn; direction: 'asc' | 'desc' }> = {
  newest: { column: 'created_at', direction: 'desc' },
  oldest: { column: 'created_at', direction: 'asc' },
  'relevance-high': { column: 'avg_relevance', direction: 'desc' },
  'relevance-low': { column: 'avg_relevance', direction: 'asc' },
  'difficulty-high': { column: 'avg_difficulty', direction: 'desc' },
  'difficulty-low': { column: 'avg_difficulty', direction: 'asc' },
  'most-favorites': { column: 'favorite_count', direction: 'desc' },
};

type Where = (eb: ExpressionBuilder<Database, 'ideas'>) => Expression<SqlBool>;

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

/** The filter as one SQL condition; every part is optional and they combine (AND). */
function filterCondition(ctx: ServiceContext, filter: BrowseFilter): Where {
  const search = filter.search ? searchText(filter.search) : undefined;
  return (eb) => {
    const parts: Expression<SqlBool>[] = [];
    if (search) parts.push(matchesSearch(ctx.dialect, search));
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
      if (!range || (range[0] <= LIMITS.rangeMin && range[1] >= LIMITS.rangeMax)) continue;
      parts.push(eb.between(column, range[0], range[1]));
    }
    return eb.and(parts);
  };
}

/** Ids and counts are 32-bit integers in PostgreSQL (`serial`, `integer`). */
const MAX_INT = 2 ** 31 - 1;

/**
 * What a cursor may hold as its key, per sort column: the column's type, so a
 * forged cursor is a 400 rather than a PostgreSQL cast error (a 500).
 */
const KEY_SCHEMAS: Record<SortColumn, z.ZodType<string | number>> = {
  // ISO-8601 instants (`2026-01-31T12:00:00.000Z`); no other characters reach the query.
  created_at: z.string().regex(/^[0-9TZ:.+-]{1,40}$/),
  avg_relevance: z.number().finite(),
  avg_difficulty: z.number().finite(),
  favorite_count: z.number().int().min(0).max(MAX_INT),
};

const cursorSchema = z.object({
  s: z.enum(SORT_OPTIONS),
  k: z.union([z.string(), z.number()]),
  i: z.number().int().positive().max(MAX_INT),
});
type Cursor = z.output<typeof cursorSchema>;

const INVALID_CURSOR = MESSAGES.errors.invalidCursor;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Cursors are opaque to clients; anything we did not make is a 400, never a 500. */
export function decodeCursor(text: string, sort: SortOption): Cursor {
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  }
  const parsed = cursorSchema.safeParse(value);
  const { column } = SORTS[sort];
  if (
    !parsed.success ||
    parsed.data.s !== sort ||
    !KEY_SCHEMAS[column].safeParse(parsed.data.k).success
  ) {
    throw badRequest(INVALID_CURSOR, [{ path: 'cursor', message: INVALID_CURSOR }]);
  }
  return parsed.data;
}

/** One page of ideas matching the filter, in the chosen order. */
export async function browseIdeas(ctx: ServiceContext, input: BrowseQuery): Promise<BrowsePage> {
  const { column, direction } = SORTS[input.sort];
  const cursor = input.cursor ? decodeCursor(input.cursor, input.sort) : null;
  const after = direction === 'desc' ? '<' : '>';
  const rows = await selectIdeas(ctx.db)
    .where(filterCondition(ctx, input))
    .$if(cursor !== null, (qb) =>
      qb.where((eb) =>
        eb.or([
          eb(`ideas.${column}`, after, cursor!.k),
          eb.and([eb(`ideas.${column}`, '=', cursor!.k), eb('ideas.id', after, cursor!.i)]),
        ]),
      ),
    )
    .orderBy(`ideas.${column}`, direction)
    .orderBy('ideas.id', direction)
    .limit(input.limit + 1)
    .execute();
  const page = rows.slice(0, input.limit);
  const last = page.at(-1);
  return {
    items: await toCards(ctx.db, page),
    nextCursor:
      rows.length > input.limit && last
        ? encodeCursor({ s: input.sort, k: last[column], i: last.id })
        : null,
  };
}

/** A uniformly random idea among those matching the filter, or null when none does. */
export async function randomIdeaId(
  ctx: ServiceContext,
  filter: BrowseFilter,
): Promise<{ id: number } | null> {
  const where = filterCondition(ctx, filter);
  // An idea created between the count and the pick only shifts the offset; retry if it ran off the end.
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const { count } = await ctx.db
      .selectFrom('ideas')
      .select((eb) => eb.fn.countAll<number | string | bigint>().as('count'))
      .where(where)
      .executeTakeFirstOrThrow();
    const total = Number(count);
    if (total === 0) return null;
    const row = await ctx.db
      .selectFrom('ideas')
      .select('ideas.id')
      .where(where)
      .orderBy('ideas.id')
      .limit(1)
      .offset(randomInt(total))
      .executeTakeFirst();
    if (row) return { id: row.id };
  }
  return null;
}
