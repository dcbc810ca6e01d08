import SQLite from 'better-sqlite3';
import { afterEach, expect, test } from 'vitest';
import { withStatementCache } from './statement-cache.js';

const open: SQLite.Database[] = [];
function database() {
  const sqlite = new SQLite(':memory:');
  open.push(sqlite);
  sqlite.exec('create table t (id integer primary key, name text)');
  return sqlite;
}
afterEach(() => {
  for (const sqlite of open.splice(0)) if (sqlite.open) sqlite.close();
});

test('the same SQL text gets the statement prepared the first time', () => {
  const cached = withStatementCache(database());
  const first = cached.prepare('select * from t where id = ?');
  expect(cached.prepare('select * from t where id = ?')).toBe(first);
  expect(cached.prepare('select * from t where id > ?')).not.toBe(first);
  expect(cached.cachedStatements).toBe(2);
});

test('keeps at most `size` statements, dropping the least recently used', () => {
  const cached = withStatementCache(database(), 2);
  const a = cached.prepare('select 1');
  const b = cached.prepare('select 2');
  expect(cached.prepare('select 1')).toBe(a); // now "select 2" is the least recent
  cached.prepare('select 3');
  expect(cached.cachedStatements).toBe(2);
  expect(cached.prepare('select 1')).toBe(a);
  expect(cached.prepare('select 2')).not.toBe(b);
});

test('reused statements give each call its own results, and close closes the database', () => {
  const sqlite = database();
  const cached = withStatementCache(sqlite);
  cached.prepare('insert into t (name) values (?)').run(['ada']);
  cached.prepare('insert into t (name) values (?)').run(['grace']);
  const select = () => cached.prepare('select name from t where id = ?');
  expect(select().all([1])).toEqual([{ name: 'ada' }]);
  expect(select().all([2])).toEqual([{ name: 'grace' }]);
  // A stream left part-way and returned frees its statement for the next call.
  const rows = select().iterate([1]);
  rows.next();
  rows.return?.();
  expect(select().all([2])).toEqual([{ name: 'grace' }]);
  cached.close();
  expect(sqlite.open).toBe(false);
});
