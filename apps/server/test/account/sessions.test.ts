import type { SessionInfo } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { MINUTE_MS } from '../../src/lib/time.js';
import { trpcCallOn } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';
import { get, isSignedIn, loginAgain, movableClock, post } from './account-calls.js';

const time = movableClock();
const ctx = useTestApp({}, { clock: time.clock });
const trpc = trpcCallOn(ctx);

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('active sessions', () => {
  test('lists each session by browser and system, the current one first, with when it was last used', async () => {
    const ada = await createUser(ctx);
    const started = time.clock.now().toISOString();
    time.advance(5 * MINUTE_MS);
    const laptop = await loginAgain(ctx, ada, FIREFOX);
    time.advance(5 * MINUTE_MS);
    const phone = await loginAgain(ctx, ada);
    time.advance(5 * MINUTE_MS);
    // Using the laptop's session moves its "last seen".
    await call(ctx, { url: '/api/user', cookie: laptop });
    const usedAt = time.clock.now().toISOString();

    const response = await call(ctx, { url: '/api/user/sessions', cookie: phone });
    expect(response.statusCode).toBe(200);
    const sessions = response.json<SessionInfo[]>();
    expect(sessions).toHaveLength(3);
    expect(sessions[0]).toMatchObject({
      current: true,
      browser: 'Safari 17',
      os: 'iOS',
      deviceType: 'phone',
    });
    expect(sessions[1]).toMatchObject({
      current: false,
      browser: 'Firefox 128',
      os: 'Linux',
      deviceType: 'desktop',
      lastSeenAt: usedAt,
    });
    // Registering started the first one, with no User-Agent (light-my-request sends its own).
    expect(sessions[2]).toMatchObject({ current: false, createdAt: started });
    expect(Object.keys(sessions[0]!).sort()).toEqual(
      ['browser', 'createdAt', 'current', 'deviceType', 'lastSeenAt', 'os'].sort(),
    );
  });

  test('last seen is written at most once a minute', async () => {
    const ada = await createUser(ctx);
    const lastSeen = async () =>
      (
        await ctx.app.services.db
          .selectFrom('sessions')
          .select('last_seen_at')
          .where('user_id', '=', ada.user.id)
          .executeTakeFirstOrThrow()
      ).last_seen_at;
    const first = await lastSeen();
    time.advance(30_000);
    await get(ctx, '/api/user', ada);
    expect(await lastSeen()).toBe(first);
    time.advance(30_000);
    await get(ctx, '/api/user', ada);
    expect(await lastSeen()).toBe(time.clock.now().toISOString());
  });

  test('"log out everywhere else" ends the others and keeps this one; another user is untouched', async () => {
    const ada = await createUser(ctx);
    const grace = await createUser(ctx);
    const phone = await loginAgain(ctx, ada);
    const laptop = await loginAgain(ctx, ada, FIREFOX);
    const response = await post(ctx, '/api/user/sessions/revoke-others', undefined, ada);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ success: true, revoked: 2 });
    expect(await isSignedIn(ctx, ada.cookie)).toBe(true);
    expect(await isSignedIn(ctx, phone)).toBe(false);
    expect(await isSignedIn(ctx, laptop)).toBe(false);
    expect(await isSignedIn(ctx, grace.cookie)).toBe(true);
    const left = (await get(ctx, '/api/user/sessions', ada)).json<SessionInfo[]>();
    expect(left.map((session) => session.current)).toEqual([true]);
  });

  test('expired sessions are not listed', async () => {
    const ada = await createUser(ctx);
    await loginAgain(ctx, ada);
    await ctx.app.services.db
      .updateTable('sessions')
      .set({ expires_at: new Date(time.clock.now().getTime() - 1).toISOString() })
      .where('user_id', '=', ada.user.id)
      .where('user_agent', 'like', '%iPhone%')
      .execute();
    const sessions = (await get(ctx, '/api/user/sessions', ada)).json<SessionInfo[]>();
    expect(sessions.map((session) => session.current)).toEqual([true]);
  });

  test('account.sessions and account.revokeOtherSessions over tRPC', async () => {
    const ada = await createUser(ctx);
    const phone = await loginAgain(ctx, ada);
    const listed = await trpc<SessionInfo[]>('account.sessions', undefined, 'query', ada);
    expect(listed.data?.map((session) => session.current)).toEqual([true, false]);
    const revoked = await trpc('account.revokeOtherSessions', undefined, 'mutation', ada);
    expect(revoked.data).toEqual({ success: true, revoked: 1 });
    expect(await isSignedIn(ctx, phone)).toBe(false);
  });
});
