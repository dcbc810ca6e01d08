import type { FastifyRequest } from 'fastify';
import type { Services } from '../services/context.js';
import { countRequest, type RateLimit } from '../services/rate-limits.js';

/**
 * Limits per client IP on the calls worth abusing (DESIGN.md): guessing
 * passwords, creating accounts, sending email, posting content, following
 * and the notification settings, and per token as well for calls made with
 * a personal access token (every write
 * such a call makes counts in `tokenWrite` besides its own bucket). The same
 * buckets guard the REST shims and the tRPC procedures. The counters are rows
 * in the database (services/rate-limits.ts), so N server processes on one
 * database share one allowance per client instead of granting N of them.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60_000 },
  verificationEmail: { max: 3, timeWindow: 60_000 },
  post: { max: 30, timeWindow: 60_000 },
  /** The similar-ideas hint while an idea is written: it scores every idea (a call per pause in typing). */
  draftHint: { max: 60, timeWindow: 60_000 },
  /** Every write made with a personal access token, whatever it writes: scripts loop. */
  tokenWrite: { max: 60, timeWindow: 60_000 },
  /**
   * Forgot password: each request may email someone. Per address; an account
   * also receives at most 3 reset emails an hour, whoever asks, silently
   * (services/auth/password-reset.ts), so the answer never tells.
   */
  passwordForgot: { max: 5, timeWindow: 15 * 60_000 },
  /** Opening an emailed link (password reset, email change): tokens are not guessed, but tried. */
  emailedLink: { max: 10, timeWindow: 15 * 60_000 },
  /**
   * Changes that check the account's password (password, email, deletion):
   * per address and per account, so a stolen session cannot guess it.
   */
  passwordCheck: { max: 10, timeWindow: 15 * 60_000 },
  /** Other account writes: the profile, logging out other sessions. */
  accountWrite: { max: 30, timeWindow: 60_000 },
  /**
   * Lists of ideas as citation files (My Favorites, a researcher's ideas):
   * reads, but each one reads and writes out a whole list.
   */
  export: { max: 30, timeWindow: 60_000 },
  /** An admin's status changes (issue 13): per address and per account, a queue's worth a minute. */
  moderate: { max: 60, timeWindow: 60_000 },
  /** Following and unfollowing, marking notifications read, email preferences. */
  notificationWrite: { max: 60, timeWindow: 60_000 },
} as const satisfies Record<string, RateLimit>;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  /**
   * Counts the request in `bucket` for its address, for its personal access
   * token when it carries one, and for the account `userId` when given;
   * throws TOO_MANY_REQUESTS once any is over the limit.
   */
  check(bucket: RateLimitBucket, request: FastifyRequest, userId?: number): Promise<void>;
}

export function createRateLimiter(services: Services, enabled: boolean): RateLimiter {
  if (!enabled) return { check: () => Promise.resolve() };
  return {
    // request.ip is the socket's address, or the forwarded one only from proxies TRUST_PROXY names.
    async check(bucket, request, userId) {
      await countRequest(services, `${bucket}:${request.ip}`, RATE_LIMITS[bucket]);
      const token = request.auth?.token;
      if (token) await countRequest(services, `${bucket}:token:${token.id}`, RATE_LIMITS[bucket]);
      if (userId !== undefined)
        await countRequest(services, `${bucket}:user:${userId}`, RATE_LIMITS[bucket]);
    },
  };
}
