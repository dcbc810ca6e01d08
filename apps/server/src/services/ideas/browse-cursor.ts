import type { SortOption } from '@thisoneforfree/contracts';
import { INT32_MAX, MESSAGES, positiveId, SORT_OPTIONS } from '@thisoneforfree/contracts';
import { z } from 'zod';
import { SORTS, type SortColumn } from '../../data/idea-browse.js';
import { badRequest } from '../../lib/errors.js';

/**
 * Browse cursors: where the next page starts, opaque to clients (base64url
 * JSON of the sort, the last row's sort key and its id, and its rank by Best match).
 */

/**
 * What a cursor may hold as its key, per sort column: the column's type, so a
 * forged cursor is a 400 rather than a PostgreSQL cast error (a 500).
 */
const KEY_SCHEMAS: Record<SortColumn, z.ZodType<string | number>> = {
  // ISO-8601 instants (`2026-01-31T12:00:00.000Z`); no other characters reach the query.
  created_at: z.string().regex(/^[0-9TZ:.+-]{1,40}$/),
  avg_relevance: z.number().finite(),
  avg_difficulty: z.number().finite(),
  favorite_count: z.number().int().min(0).max(INT32_MAX),
};

const cursorSchema = z.object({
  s: z.enum(SORT_OPTIONS),
  k: z.union([z.string(), z.number()]),
  i: positiveId(),
  /** By Best match while searching: the last row's rank (data/idea-search-rank.ts). */
  r: z.number().int().min(0).max(2).optional(),
});
export type Cursor = z.output<typeof cursorSchema>;

const INVALID_CURSOR = MESSAGES.errors.invalidCursor;

export function encodeCursor(cursor: Cursor): string {
  return Buffer.from(JSON.stringify(cursor)).toString('base64url');
}

/** Anything we did not make is a 400, never a 500. */
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
