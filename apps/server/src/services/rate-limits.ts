import { MESSAGES } from '@thisoneforfree/contracts';
import { countRateLimitHit, deleteEndedRateLimitWindows } from '../data/rate-limits.js';
import { AppError } from '../lib/errors.js';
import { isoFromNow, isoNow } from '../runtime/clock.js';
import type { Services } from './context.js';

export interface RateLimit {
  /** Requests allowed in one window. */
  max: number;
  /** The window's length; it starts at the first request counted in it. */
  timeWindow: number;
}

/**
 * Counts one request of `client` (a bucket and address, `login:203.0.113.7`)
 * and refuses it with 429 once the window holds more than `limit.max`. The
 * counters live in the database, so every server process on it counts
 * against the same allowance. As with @fastify/rate-limit's in-memory store
 * before, a window starts at a client's first request and is not extended by
 * refused ones.
 */
export async function countRequest(ctx: Services, client: string, limit: RateLimit): Promise<void> {
  const hits = await countRateLimitHit(ctx.db, {
    key: client,
    now: isoNow(ctx.clock),
    windowEndsAt: isoFromNow(ctx.clock, limit.timeWindow),
  });
  if (hits > limit.max) throw new AppError('TOO_MANY_REQUESTS', MESSAGES.errors.rateLimited);
}

/**
 * Counts one event of `key` like `countRequest`, but answers whether it is
 * within the limit instead of refusing it: for limits a caller must not be
 * told about (reset emails per account). Always true when RATE_LIMIT=0.
 */
export async function isWithinLimit(
  ctx: Services,
  key: string,
  limit: RateLimit,
): Promise<boolean> {
  if (!ctx.config.rateLimit) return true;
  const hits = await countRateLimitHit(ctx.db, {
    key,
    now: isoNow(ctx.clock),
    windowEndsAt: isoFromNow(ctx.clock, limit.timeWindow),
  });
  return hits <= limit.max;
}

/** Deletes the counters of ended windows (the hourly sweep in create-services.ts). */
export async function sweepRateLimits(ctx: Services): Promise<number> {
  return deleteEndedRateLimitWindows(ctx.db, isoNow(ctx.clock));
}
