/**
 * Sets of ids (sorted Int32Arrays) a SQLite query may test ideas against
 * with `kept_id_set_holds(token, id)`, a function every SQLite connection
 * has (database.ts). The database walks its index and asks this function per
 * row, so no row leaves SQLite only to be dropped in JavaScript (a search's
 * page among the ids it matches: data/idea-search-page.ts).
 *
 * A set is lent for one query: better-sqlite3 runs a statement to its end
 * before the next starts, and Kysely's SQLite driver runs one query at a time.
 */
const lent = new Map<number, Int32Array>();
let nextToken = 1;

/** Runs `query` with `ids` lent under a token the SQL passes to `kept_id_set_holds`. */
export async function withIdSet<T>(
  ids: Int32Array,
  query: (token: number) => Promise<T>,
): Promise<T> {
  const token = nextToken++;
  lent.set(token, ids);
  try {
    return await query(token);
  } finally {
    lent.delete(token);
  }
}

/** The SQL function's body: 1 when the set lent under `token` holds `id`. */
export function idSetHolds(token: unknown, id: unknown): number {
  const ids = lent.get(Number(token));
  return ids && typeof id === 'number' && holds(ids, id) ? 1 : 0;
}

/** The sorted `ids` without any of the sorted `others`. */
export function without(ids: Int32Array, ...others: Int32Array[]): Int32Array {
  return ids.filter((id) => !others.some((other) => holds(other, id)));
}

/** Whether the sorted `ids` hold `id` (a binary search). */
export function holds(ids: Int32Array, id: number): boolean {
  let low = 0;
  let high = ids.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const value = ids[middle]!;
    if (value === id) return true;
    if (value < id) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
