import type { Database as SQLiteDatabase, Statement } from 'better-sqlite3';
import type { SqliteDatabase } from 'kysely';

/** Distinct SQL texts kept prepared; the app issues far fewer in steady use. */
export const STATEMENT_CACHE_SIZE = 256;

/**
 * better-sqlite3 behind Kysely's SqliteDialect with its prepared statements
 * reused. Kysely's driver calls `prepare(sql)` for every query and keeps
 * nothing, and preparing is a good part of a small query's cost (SQLite
 * parses and plans the text again). This keeps the most recently used
 * statements by their SQL text (least recently used out first; texts vary
 * only by the number of `?` in an `in (...)` list, so the set stays small).
 *
 * Safe to share: Kysely's SQLite driver runs one query at a time on its single
 * connection, and a streaming query holds that connection until it is done,
 * so a cached statement is never running twice at once.
 */
export function withStatementCache(
  sqlite: SQLiteDatabase,
  size = STATEMENT_CACHE_SIZE,
): SqliteDatabase & { readonly cachedStatements: number } {
  const statements = new Map<string, Statement>();
  return {
    close: () => {
      statements.clear();
      sqlite.close();
    },
    prepare(sql: string): Statement {
      const cached = statements.get(sql);
      if (cached) {
        // Map keeps insertion order: moving a hit to the end makes the first key the least recent.
        statements.delete(sql);
        statements.set(sql, cached);
        return cached;
      }
      const statement = sqlite.prepare(sql);
      statements.set(sql, statement);
      if (statements.size > size) statements.delete(statements.keys().next().value!);
      return statement;
    },
    get cachedStatements() {
      return statements.size;
    },
  };
}
