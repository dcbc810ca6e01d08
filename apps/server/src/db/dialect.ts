import { type Expression, type SqlBool, sql } from 'kysely';
import type { Dialect } from './database.js';

/**
 * `column = value` ignoring ASCII case, in the form each dialect's unique
 * index on that column can use (see migration 0001).
 */
export function equalsIgnoreCase(
  dialect: Dialect,
  column: 'username' | 'email',
  value: string,
): Expression<SqlBool> {
  return dialect === 'sqlite'
    ? sql<SqlBool>`${sql.ref(column)} = ${value} collate nocase`
    : sql<SqlBool>`lower(${sql.ref(column)}) = lower(${value})`;
}

/** Postgres reports unique violations as 23505, SQLite as SQLITE_CONSTRAINT_UNIQUE. */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return (
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY' ||
    code === '23505'
  );
}
