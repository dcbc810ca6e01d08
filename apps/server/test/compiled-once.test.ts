import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { compiledOnce, compiledOncePerLength } from '../src/db/compiled-once.js';
import { createUser, useTestApp } from './helper.js';

const ctx = useTestApp();

describe('queries compiled once', () => {
  test('a list query answers for its own values at every length, each length compiled once', async () => {
    const users = [];
    for (let i = 0; i < 4; i += 1) users.push((await createUser(ctx)).user.id);
    const builds: number[] = [];
    const usersIn = compiledOncePerLength((db, _dialect, ids) => {
      builds.push(ids.length);
      return db.selectFrom('users').select('id').where('id', 'in', ids).orderBy('id');
    });
    const { db, dialect } = ctx.app.services;
    const ids = async (values: number[]) =>
      (await usersIn(db, dialect, values)).rows.map((row) => row.id);

    expect(await ids([users[2]!])).toEqual([users[2]]);
    expect(await ids([users[0]!])).toEqual([users[0]]);
    expect(await ids([users[3]!, users[1]!])).toEqual([users[1], users[3]]);
    expect(await ids([users[0]!, users[2]!, users[3]!])).toEqual([users[0], users[2], users[3]]);
    expect(await ids([users[1]!, 2_147_483_647])).toEqual([users[1]]);
    expect(builds).toEqual([1, 2, 3]);
  });

  test('a one-value query keeps its other parameters', async () => {
    const { user } = await createUser(ctx);
    const named = compiledOnce((db, _dialect, id) =>
      db.selectFrom('users').select('username').where('id', '=', id).where('is_admin', '=', 0),
    );
    const { rows } = await named(ctx.app.services.db, ctx.app.services.dialect, user.id);
    expect(rows).toEqual([{ username: user.username }]);
  });

  test.runIf(process.env.TEST_DATABASE_URL)(
    'on PostgreSQL a compiled-once query is a prepared statement of its connection, other queries are not',
    async () => {
      const { user } = await createUser(ctx);
      const usernameOf = compiledOnce((db, _dialect, id) =>
        db.selectFrom('users').select('username').where('id', '=', id).where('is_admin', '>=', 0),
      );
      await ctx.app.services.db.connection().execute(async (connection) => {
        const prepared = async () =>
          (
            await sql<{ statement: string }>`select statement from pg_prepared_statements`.execute(
              connection,
            )
          ).rows.map((row) => row.statement);
        for (let run = 0; run < 3; run += 1) {
          const { rows } = await usernameOf(connection, 'postgres', user.id);
          expect(rows).toEqual([{ username: user.username }]);
        }
        const statements = await prepared();
        expect(statements.filter((text) => text.includes('"is_admin" >= $'))).toHaveLength(1);
        expect(statements.some((text) => text.includes('pg_prepared_statements'))).toBe(false);
      });
    },
  );
});
