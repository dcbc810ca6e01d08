import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { call, createUser, useTestApp } from '../helper.js';
import { lastLinkFor, readOutbox } from '../outbox.js';

const ctx = useTestApp();

describe('email verification', () => {
  test('the emailed link verifies the address once', async () => {
    const { user, cookie } = await createUser(ctx, { verified: false });
    const token = lastLinkFor(ctx, user.email).split('/').pop();
    const first = await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` });
    expect(first.statusCode).toBe(200);
    const me = await call(ctx, { url: '/api/user', cookie });
    expect(me.json<User>().emailVerified).toBe(1);
    const again = await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ message: MESSAGES.errors.verificationInvalid });
  });

  test('a malformed or unknown token is a 400 with a readable message', async () => {
    for (const token of ['short', 'a'.repeat(32), '%00%01']) {
      const response = await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` });
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toContain(
        MESSAGES.errors.verificationInvalid,
      );
    }
  });

  test('an expired link is refused', async () => {
    const { user } = await createUser(ctx, { verified: false });
    const token = lastLinkFor(ctx, user.email).split('/').pop();
    await ctx.app.services.db
      .updateTable('email_verifications')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('user_id', '=', user.id)
      .execute();
    expect(
      (await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` })).statusCode,
    ).toBe(400);
  });

  test('resend sends a new link by username or email and answers the same for unknown accounts', async () => {
    const { user } = await createUser(ctx, { verified: false });
    const before = readOutbox(ctx).length;
    const byName = await call(ctx, {
      method: 'POST',
      url: '/api/resend-verification',
      payload: { usernameOrEmail: user.username },
    });
    const byEmail = await call(ctx, {
      method: 'POST',
      url: '/api/resend-verification',
      payload: { usernameOrEmail: user.email },
    });
    const unknown = await call(ctx, {
      method: 'POST',
      url: '/api/resend-verification',
      payload: { usernameOrEmail: 'ghost@example.org' },
    });
    expect([byName.statusCode, byEmail.statusCode, unknown.statusCode]).toEqual([200, 200, 200]);
    expect(unknown.body).toBe(byName.body);
    expect(readOutbox(ctx).length).toBe(before + 2);
    const token = lastLinkFor(ctx, user.email).split('/').pop();
    expect(
      (await call(ctx, { method: 'POST', url: `/api/verify-email/${token}` })).statusCode,
    ).toBe(200);
  });
});
