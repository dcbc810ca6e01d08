import type { CompiledQuery, QueryResult } from 'kysely';
import type { DB, Dialect } from './database.js';
import { prepareOnPostgres } from './named-statements.js';

/**
 * A parameter value no caller passes: it marks where the real value goes in
 * a query compiled once. Ids are positive, so a negative one is safe.
 */
const SLOT = -0x5107_1d;

/**
 * A query that depends on one value (an id), built and compiled once per
 * dialect and then run with the value in place. Kysely otherwise builds and
 * freezes its operation tree and compiles it to SQL on every call, which was
 * a fifth of the CPU time of `GET /api/ideas/{id}`. The SQL text is the same
 * string every time, so the SQLite statement cache finds it at once too, and
 * PostgreSQL runs it as a named prepared statement (named-statements.ts).
 */
export function compiledOnce<Row>(
  build: (db: DB, dialect: Dialect, value: number) => { compile(): CompiledQuery<Row> },
): (db: DB, dialect: Dialect, value: number) => Promise<QueryResult<Row>> {
  const once = compiledOncePerLength((db, dialect, [value]) => build(db, dialect, value!));
  return (db, dialect, value) => once(db, dialect, [value]);
}

/**
 * `compiledOnce` for a query on a list of values (ids `in (...)`): compiled
 * once per dialect and list length, as the SQL text differs by the number of
 * parameters.
 */
export function compiledOncePerLength<Row>(
  build: (db: DB, dialect: Dialect, values: readonly number[]) => { compile(): CompiledQuery<Row> },
): (db: DB, dialect: Dialect, values: readonly number[]) => Promise<QueryResult<Row>> {
  const compiled = new Map<string, CompiledQuery<Row>>();
  return (db, dialect, values) => {
    const key = `${dialect}:${values.length}`;
    let query = compiled.get(key);
    if (!query) {
      const slots = values.map((_, index) => SLOT - index);
      query = build(db, dialect, slots).compile();
      if (slots.some((slot) => !query!.parameters.includes(slot)))
        throw new Error('compiledOncePerLength: a value is not a parameter');
      if (dialect === 'postgres') prepareOnPostgres(query.sql);
      compiled.set(key, query);
    }
    // Named, not `{ ...query, parameters }`: on Node 20 a spread followed by
    // another key takes V8's slow path (~2 us; serializers/README.md).
    return db.executeQuery<Row>({
      query: query.query,
      queryId: query.queryId,
      sql: query.sql,
      parameters: query.parameters.map((parameter) =>
        typeof parameter === 'number' && parameter <= SLOT && parameter > SLOT - values.length
          ? values[SLOT - parameter]!
          : parameter,
      ),
    });
  };
}
