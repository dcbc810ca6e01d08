import type { PostgresPool, PostgresPoolClient } from 'kysely';
import pg from 'pg';

/**
 * Server-side prepared statements on PostgreSQL for the queries compiled once
 * (`compiled-once.ts`). node-postgres sends every other query unnamed, and
 * PostgreSQL parses and plans it again each time: for ideas.similar's join
 * planning took 1.7 ms against 0.3 ms of execution. A named statement is
 * parsed once per connection, and after five runs PostgreSQL keeps a generic
 * plan when it costs no more than the custom ones.
 *
 * Only texts registered here are named, so the set of statements each
 * connection holds stays as small as the set of compiled-once queries (the
 * other queries' texts vary with their filters and would pile up).
 */
const names = new Map<string, string>();

/** Runs `sql` as a named prepared statement from now on (idempotent). */
export function prepareOnPostgres(sql: string): void {
  if (!names.has(sql)) names.set(sql, `tof_compiled_${names.size + 1}`);
}

/** node-postgres's Query with the statement name it reads when sending it (untyped in @types/pg). */
type NamedQuery = pg.Query & { name?: string };

/**
 * The pool Kysely's PostgresDialect is given: `pool`'s clients, registered
 * texts sent named.
 *
 * A query of text is sent in node-postgres's callback form and its promise
 * made here. With the promise node-postgres makes itself (what Kysely would
 * get from `client.query(text, values)`), each query's rows, and the request
 * that awaited them, outlived two young-generation collections and were
 * copied into the old one (found by elimination, not explained): ~4.5 KB per
 * ideas.similar call, which doubled the full collections under load and made
 * young ones take 2.1 ms instead of 1.4 (bench/README.md, 2026-11-29, "the
 * neighbour list's order"). The answer and the error are the same objects
 * either way. A cursor (a submittable, GET /api/ideas's stream) goes through
 * as it is: node-postgres returns it.
 */
export function withNamedStatements(pool: pg.Pool): PostgresPool {
  // Kysely keys its connection objects by client, so each client keeps one wrapper.
  const wrappers = new WeakMap<pg.PoolClient, PostgresPoolClient>();
  const wrap = (client: pg.PoolClient): PostgresPoolClient => ({
    query: ((textOrCursor: unknown, values?: readonly unknown[]) => {
      if (typeof textOrCursor !== 'string')
        return (client.query as (...args: unknown[]) => unknown)(textOrCursor, values);
      return new Promise<pg.QueryResult>((resolve, reject) => {
        // Kysely passes a fresh copy of the values.
        const query: NamedQuery = new pg.Query(
          textOrCursor,
          values as unknown[],
          (error, result) => (error ? reject(error) : resolve(result)),
        );
        // Named after it is made: node-postgres copies a config object
        // ({ name, text, values }) descriptor by descriptor (~4.5 us a query
        // in a loop, against ~0.2 for a text); the name is read when the
        // query is sent. Unregistered texts go unnamed.
        query.name = names.get(textOrCursor);
        client.query(query);
      });
    }) as PostgresPoolClient['query'],
    release: () => client.release(),
  });
  return {
    async connect() {
      const client = await pool.connect();
      let wrapper = wrappers.get(client);
      if (!wrapper) wrappers.set(client, (wrapper = wrap(client)));
      return wrapper;
    },
    end: () => pool.end(),
  };
}
