import { sql } from 'kysely';
import { describe, expect, test } from 'vitest';
import { call, useTestApp } from './helper.js';

const ctx = useTestApp();

describe.runIf(process.env.TEST_DATABASE_URL)('on PostgreSQL', () => {
  test('connections the server ends (a restart, an administrator) do not take the app down', async () => {
    // Several requests at once leave several idle connections in the pool.
    const warm = await Promise.all(
      Array.from({ length: 6 }, () => call(ctx, { url: '/api/ideas' })),
    );
    expect(warm.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    const { rows } = await sql<{ ended: boolean }>`
      select pg_terminate_backend(pid) as ended from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid()`.execute(ctx.app.services.db);
    expect(rows.length).toBeGreaterThan(0);
    // Let the pool hear about the ended connections before the next request.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const after = await Promise.all(
      Array.from({ length: 6 }, () => call(ctx, { url: '/api/ideas' })),
    );
    expect(after.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
  });
});
