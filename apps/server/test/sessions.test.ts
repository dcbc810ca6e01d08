import { describe, expect, test } from 'vitest';
import { DAY_MS } from '../src/lib/time.js';
import type { Clock } from '../src/runtime/clock.js';
import { SESSION_TTL_MS } from '../src/services/auth/sessions.js';
import { call, createUser, type TestContext, useTestApp } from './helper.js';

/** A clock the test moves by hand, passed to the services through `overrides.clock`. */
function movableClock(start = new Date('2026-03-01T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}

async function sessionCount(context: TestContext): Promise<number> {
  const rows = await context.app.services.db.selectFrom('sessions').select('id').execute();
  return rows.length;
}

describe('sessions on the services clock', () => {
  const time = movableClock();
  const ctx = useTestApp({}, { clock: time.clock });

  test('a session is dated by the services clock and refused once it has expired', async () => {
    const ada = await createUser(ctx);
    const row = await ctx.app.services.db
      .selectFrom('sessions')
      .select(['created_at', 'expires_at'])
      .where('user_id', '=', ada.user.id)
      .executeTakeFirstOrThrow();
    expect(row.created_at).toBe(time.clock.now().toISOString());
    expect(new Date(row.expires_at).getTime()).toBe(time.clock.now().getTime() + SESSION_TTL_MS);

    expect((await call(ctx, { url: '/api/user', cookie: ada.cookie })).statusCode).toBe(200);
    time.advance(SESSION_TTL_MS + 1);
    expect((await call(ctx, { url: '/api/user', cookie: ada.cookie })).statusCode).toBe(401);
  });

  test('a session used in the second half of its life is extended', async () => {
    const ada = await createUser(ctx);
    time.advance(20 * DAY_MS);
    const renewed = await call(ctx, { url: '/api/user', cookie: ada.cookie });
    expect(renewed.statusCode).toBe(200);
    const cookie = renewed.cookies.find((c) => c.name === 'tof_session');
    expect(cookie?.expires?.getTime()).toBe(
      Math.floor((time.clock.now().getTime() + SESSION_TTL_MS) / 1000) * 1000,
    );
    time.advance(20 * DAY_MS);
    expect((await call(ctx, { url: '/api/user', cookie: ada.cookie })).statusCode).toBe(200);
  });

  test('logging in sweeps sessions that expired without ever being presented again', async () => {
    await createUser(ctx);
    await createUser(ctx);
    const before = await sessionCount(ctx);
    expect(before).toBeGreaterThanOrEqual(2);
    time.advance(SESSION_TTL_MS + 1);

    const grace = await createUser(ctx, { password: 'a long password' });
    // Registering is not a login: the expired rows are still there.
    expect(await sessionCount(ctx)).toBe(before + 1);
    const login = await call(ctx, {
      method: 'POST',
      url: '/api/login',
      payload: { username: grace.user.username, password: 'a long password' },
    });
    expect(login.statusCode).toBe(200);
    // Left: the new login's session and the one registering started (both current).
    expect(await sessionCount(ctx)).toBe(2);
  });
});
