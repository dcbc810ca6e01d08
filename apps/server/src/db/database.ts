import { mkdirSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  Kysely,
  PostgresDialect,
  SqliteDialect,
  type SqliteDatabase,
  type SqliteStatement,
} from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';
import { foldText } from '@thisoneforfree/contracts';
import { idSetHolds } from './kept-id-sets.js';
import { withNamedStatements } from './named-statements.js';
import { withStatementCache } from './statement-cache.js';
import type { WriteTurns } from './write-turns.js';

export type DB = Kysely<Database>;
export type Dialect = 'sqlite' | 'postgres';

export interface DatabaseHandle {
  db: DB;
  dialect: Dialect;
  /**
   * SQLite: whether this connection's commits checkpoint the WAL (SQLite's
   * default: the commit that takes it past 1000 pages copies them into the
   * database file, and the request behind it waits 10-40 ms). A process
   * turns it off while its similar-ideas thread lives, which checkpoints on
   * its own connection then (create-services.ts, runtime/database-upkeep.ts).
   */
  checkpointsOnCommit?: (on: boolean) => void;
}

/** SQLite's default wal_autocheckpoint, in pages. */
const AUTOCHECKPOINT_PAGES = 1000;

export function isPostgresUrl(url: string): boolean {
  return /^postgres(ql)?:\/\//.test(url);
}

export interface OpenOptions {
  /**
   * Told when an idle PostgreSQL connection fails (the server restarted, an
   * administrator ended it). The pool drops that connection and opens a new
   * one when needed; without a listener the error would end the process.
   */
  onConnectionError?: (error: Error) => void;
  /**
   * SQLite: the side this connection writes from when a process's request
   * thread and its similar-ideas thread write the same file (write-turns.ts).
   */
  writeTurns?: { turns: WriteTurns; role: 'requests' | 'background' };
}

/**
 * Opens the database named by DATABASE_URL: a `postgres://` URL or a SQLite
 * file path (relative paths resolve against the working directory; `:memory:`
 * works for throwaway use).
 */
export function openDatabase(url: string, options: OpenOptions = {}): DatabaseHandle {
  if (isPostgresUrl(url)) {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    pool.on('error', (error) => options.onConnectionError?.(error));
    return {
      db: new Kysely<Database>({
        dialect: new PostgresDialect({ pool: withNamedStatements(pool) }),
      }),
      dialect: 'postgres',
    };
  }
  const file = url === ':memory:' ? url : resolve(url.replace(/^sqlite:(\/\/)?/, ''));
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const sqlite = new SQLite(file);
  // WAL lets readers proceed while a write commits; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Searches shorter than a trigram compare folded text (data/idea-search.ts).
  sqlite.function('fold_text', { deterministic: true }, (text: unknown) =>
    typeof text === 'string' ? foldText(text) : text,
  );
  // A search's page tests each walked idea against the ids it matched (kept-id-sets.ts).
  sqlite.function('kept_id_set_holds', idSetHolds);
  return {
    db: new Kysely<Database>({
      dialect: new SqliteDialect({
        database: sqliteTransactions(withStatementCache(sqlite), sqlite, options.writeTurns),
      }),
    }),
    dialect: 'sqlite',
    checkpointsOnCommit: (on) => {
      // A thread may end (and say so) after its process closed the database.
      if (sqlite.open) sqlite.pragma(`wal_autocheckpoint = ${on ? AUTOCHECKPOINT_PAGES : 0}`);
    },
  };
}

/** The statements Kysely runs a SQLite transaction with (after `begin` became `begin immediate`). */
const TRANSACTION_SQL = new Set(['begin immediate', 'commit', 'rollback']);

/**
 * Kysely prepares `begin`, `commit` and `rollback` right before running
 * them; this is where a SQLite transaction is adjusted.
 *
 * - Kysely begins with a deferred `begin`, which takes the write lock at the
 *   first write. When another connection (the similar-ideas thread, a second
 *   process) commits between a transaction's first read and its first write,
 *   SQLite cannot upgrade the stale read and fails at once with SQLITE_BUSY,
 *   without waiting out busy_timeout. `begin immediate` takes the write lock
 *   first, waiting for it as busy_timeout allows.
 * - With write turns (write-turns.ts), the background thread waits for the
 *   requests' writes to be quiet before each begin, and the request thread
 *   notes when its transactions begin and end.
 */
function sqliteTransactions(
  database: SqliteDatabase,
  sqlite: SQLite.Database,
  writeTurns: OpenOptions['writeTurns'],
): SqliteDatabase {
  const noting = writeTurns?.role === 'requests' ? requestNotes(sqlite, writeTurns.turns) : null;
  return {
    close: () => database.close(),
    prepare: (sql) => {
      if (sql === 'begin') {
        if (writeTurns?.role === 'background') writeTurns.turns.backgroundBegins();
        sql = 'begin immediate';
      }
      const statement = database.prepare(sql);
      return noting && TRANSACTION_SQL.has(sql) ? noting(statement) : statement;
    },
  };
}

/**
 * The request side's notes: a transaction statement that opens or closes a
 * transaction tells the turns, once per transaction (a commit that fails is
 * followed by Kysely's rollback). Each statement is wrapped once.
 */
function requestNotes(
  sqlite: SQLite.Database,
  turns: WriteTurns,
): (statement: SqliteStatement) => SqliteStatement {
  let open = false;
  const wrapped = new WeakMap<SqliteStatement, SqliteStatement>();
  return (statement) => {
    let noting = wrapped.get(statement);
    if (!noting) {
      noting = {
        reader: statement.reader,
        all: (parameters) => statement.all(parameters),
        iterate: (parameters) => statement.iterate(parameters),
        run: (parameters) => {
          try {
            return statement.run(parameters);
          } finally {
            if (sqlite.inTransaction !== open) {
              open = sqlite.inTransaction;
              if (open) turns.requestBegins();
              else turns.requestEnds();
            }
          }
        },
      };
      wrapped.set(statement, noting);
    }
    return noting;
  };
}
