import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { RATE_LIMITS } from '../src/plugins/rate-limits.js';
import type { Clock } from '../src/runtime/clock.js';
import { sweepRateLimits } from '../src/services/rate-limits.js';
import { call, useTestApp } from './helper.js';

// The counters live in the database (rate_limit_hits), on the services clock.
// Each test is a different client address (trusted X-Forwarded-For), so its
// buckets start empty. Sharing between processes: test/processes.test.ts.

let now = new Date('2026-03-01T12:00:00Z').getTime();
const clock: Clock = { now: () => new Date(now) };
const ctx = useTestApp({ RATE_LIMIT: '1', TRUST_PROXY: '1' }, { clock });

const WINDOW = RATE_LIMITS.login.timeWindow;
const MAX = RATE_LIMITS.login.max;

const wrongLogin = (client: string) =>
  call(ctx, {
    method: 'POST',
    url: '/api/login',
    payload: { username: 'nobody', password: 'not-the-password' },
    headers: { 'x-forwarded-for': client },
  });

async function rows() {
  return ctx.app.services.db.selectFrom('rate_limit_hits').selectAll().orderBy('key').execute();
}

test('a window starts at the first request and refuses the one past max with 429 until it ends', async () => {
  const client = '198.51.100.1';
  for (let i = 0; i < MAX; i += 1) {
    expect((await wrongLogin(client)).statusCode).toBe(401);
    now += 1000;
  }
  const refused = await wrongLogin(client);
  expect(refused.statusCode).toBe(429);
  expect(refused.json()).toEqual({ message: MESSAGES.errors.rateLimited });
  // The window began MAX seconds ago; one millisecond before it ends, still refused.
  now += WINDOW - MAX * 1000 - 1;
  expect((await wrongLogin(client)).statusCode).toBe(429);
  now += 1;
  expect((await wrongLogin(client)).statusCode).toBe(401);
  expect(await rows()).toContainEqual({
    key: `login:${client}`,
    hits: 1,
    window_ends_at: new Date(now + WINDOW).toISOString(),
  });
});

test('REST and tRPC count in the same bucket', async () => {
  const client = '198.51.100.2';
  const headers = { 'x-forwarded-for': client };
  for (let i = 0; i < RATE_LIMITS.register.max; i += 1) {
    const response =
      i % 2 === 0
        ? await call(ctx, { method: 'POST', url: '/api/register', payload: {}, headers })
        : await ctx.app.inject({
            method: 'POST',
            url: '/trpc/auth.register',
            payload: {},
            headers,
          });
    expect(response.statusCode).toBe(400);
  }
  const rest = await call(ctx, { method: 'POST', url: '/api/register', payload: {}, headers });
  expect(rest.statusCode).toBe(429);
  const trpc = await ctx.app.inject({
    method: 'POST',
    url: '/trpc/auth.register',
    payload: {},
    headers,
  });
  expect(trpc.statusCode).toBe(429);
  expect(trpc.json<{ error: { message: string } }>().error.message).toBe(
    MESSAGES.errors.rateLimited,
  );
});

test('requests arriving at once are each counted: exactly max get through', async () => {
  const client = '198.51.100.3';
  const { max } = RATE_LIMITS.register;
  const statuses = await Promise.all(
    Array.from({ length: 4 * max }, () =>
      call(ctx, {
        method: 'POST',
        url: '/api/register',
        payload: {},
        headers: { 'x-forwarded-for': client },
      }).then((response) => response.statusCode),
    ),
  );
  expect(statuses.filter((status) => status === 400)).toHaveLength(max);
  expect(statuses.filter((status) => status === 429)).toHaveLength(3 * max);
});

test('the sweep deletes the counters of ended windows and keeps the current ones', async () => {
  expect((await wrongLogin('198.51.100.4')).statusCode).toBe(401);
  now += WINDOW / 2;
  expect((await wrongLogin('198.51.100.5')).statusCode).toBe(401);
  now += WINDOW / 2;
  // 198.51.100.4's window ends now; 198.51.100.5's has half of it left.
  await sweepRateLimits(ctx.app.services);
  expect((await rows()).map((row) => row.key)).toEqual(['login:198.51.100.5']);
});
