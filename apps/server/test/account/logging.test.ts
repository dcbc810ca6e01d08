import { describe, expect, test } from 'vitest';
import { createLogger } from '../../src/runtime/logger.js';
import { call, createUser, useTestApp } from '../helper.js';
import { lastTokenFor, readLinkTokens, readOutbox } from '../outbox.js';
import { post } from './account-calls.js';

/** Every line the app logs, at the most talkative level. */
const lines: string[] = [];
const log = createLogger({ logLevel: 'trace' }, { write: (line: string) => lines.push(line) });
const ctx = useTestApp({ LOG_LEVEL: 'trace' }, { log });

describe('no emailed token ever reaches a log line', () => {
  test('through registering, resending, resetting, changing the email and opening each link', async () => {
    const ada = await createUser(ctx, { verified: false });
    await post(ctx, '/api/resend-verification', { usernameOrEmail: ada.user.username });
    await post(ctx, '/api/password/forgot', { usernameOrEmail: ada.user.email });
    const next = `moved-${process.pid}@example.org`;
    await post(ctx, '/api/user/email', { currentPassword: ada.password, email: next }, ada);

    const verify = lastTokenFor(ctx, ada.user.email, 'verify-email');
    const reset = lastTokenFor(ctx, ada.user.email, 'reset-password');
    const confirm = lastTokenFor(ctx, next, 'confirm-email');
    // The pages a person opens from the emails (the app's index.html), with and without a mistake.
    for (const path of [
      `/verify-email/${verify}`,
      `/reset-password/${reset}`,
      `/confirm-email/${confirm}?utm=mail`,
      `/reset-password/${reset}/extra`,
    ]) {
      expect((await call(ctx, { url: path })).statusCode, path).toBe(200);
    }
    // A page path with another method is not found; a token in a tRPC query string is a 405.
    expect((await call(ctx, { method: 'POST', url: `/reset-password/${reset}` })).statusCode).toBe(
      404,
    );
    const input = encodeURIComponent(JSON.stringify({ token: verify }));
    expect((await call(ctx, { url: `/trpc/auth.verifyEmail?input=${input}` })).statusCode).toBe(
      405,
    );
    // The REST call that carries its token in the path.
    expect((await post(ctx, `/api/verify-email/${verify}`)).statusCode).toBe(200);
    await post(ctx, '/api/password/reset', { token: reset, password: 'a brand new password' });
    await post(ctx, '/api/user/email/confirm', { token: confirm });

    const tokens = readLinkTokens(ctx);
    expect(tokens.length).toBeGreaterThanOrEqual(4);
    expect(lines.length).toBeGreaterThan(20);
    for (const token of tokens) {
      const leaking = lines.filter((line) => line.includes(token));
      expect(leaking, `token ${token.slice(0, 6)}… in the log`).toEqual([]);
    }
    // The request lines still say which page was asked for.
    expect(lines.some((line) => line.includes('"url":"/verify-email/[redacted]"'))).toBe(true);
    expect(lines.some((line) => line.includes('/trpc/auth.verifyEmail?input=[redacted]'))).toBe(
      true,
    );
  });

  test('the outbox mailer logs the file it wrote, where the link is', async () => {
    const grace = await createUser(ctx, { verified: false });
    const message = readOutbox(ctx).find((m) => m.to === grace.user.email);
    const logged = lines
      .map((line) => JSON.parse(line) as { msg?: string; file?: string; to?: string })
      .find((entry) => entry.to === grace.user.email && entry.file);
    expect(logged?.file).toMatch(new RegExp(`${message?.file}$`));
    expect(logged?.msg).toContain('open the file for its link');
  });
});
