import type { Clock } from '../../src/runtime/clock.js';
import { call, type TestContext, type TestUser } from '../helper.js';

/** POST a JSON body to a REST path, as `user` (session cookie) or a visitor. */
export function post(context: TestContext, url: string, payload?: unknown, user?: TestUser | null) {
  return call(context, {
    method: 'POST',
    url,
    cookie: user?.cookie,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** Deletes `user`'s account as its owner would (POST /api/user/delete with password and username). */
export function deleteAccountOf(context: TestContext, user: TestUser) {
  return post(
    context,
    '/api/user/delete',
    { password: user.password, username: user.user.username },
    user,
  );
}

/** GET a REST path as `user` or a visitor. */
export function get(context: TestContext, url: string, user?: TestUser | null) {
  return call(context, { url, cookie: user?.cookie });
}

/** Logs `user` in again (a second session, as from another device); answers the session cookie. */
export async function loginAgain(
  context: TestContext,
  user: TestUser,
  userAgent = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
): Promise<string> {
  const response = await call(context, {
    method: 'POST',
    url: '/api/login',
    payload: { username: user.user.username, password: user.password },
    headers: { 'user-agent': userAgent },
  });
  const cookie = response.cookies.find((c) => c.name === 'tof_session')?.value;
  if (response.statusCode !== 200 || !cookie) throw new Error(`login failed: ${response.body}`);
  return cookie;
}

/** Whether a session cookie still signs in. */
export async function isSignedIn(context: TestContext, cookie: string): Promise<boolean> {
  return (await call(context, { url: '/api/user', cookie })).statusCode === 200;
}

/** A clock the test moves by hand, passed to the services through `overrides.clock`. */
export function movableClock(start = new Date('2026-03-01T12:00:00Z')) {
  let now = start.getTime();
  const clock: Clock = { now: () => new Date(now) };
  return { clock, advance: (ms: number) => (now += ms) };
}
