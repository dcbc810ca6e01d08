// The rate-limit plugin's types add createRateLimit() to Fastify's instance.
import type {} from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { AppError } from '../lib/errors.js';

/**
 * Limits per client IP on the calls worth abusing (DESIGN.md): guessing
 * passwords, creating accounts, sending email, and posting content. The same
 * buckets guard the REST shims and the tRPC procedures.
 */
export const RATE_LIMITS = {
  login: { max: 10, timeWindow: 60_000 },
  register: { max: 5, timeWindow: 60_000 },
  verificationEmail: { max: 3, timeWindow: 60_000 },
  post: { max: 30, timeWindow: 60_000 },
} as const;

export type RateLimitBucket = keyof typeof RATE_LIMITS;

export interface RateLimiter {
  check(bucket: RateLimitBucket, request: FastifyRequest): Promise<void>;
}

export function createRateLimiter(app: FastifyInstance, enabled: boolean): RateLimiter {
  if (!enabled) return { check: () => Promise.resolve() };
  const checks = Object.fromEntries(
    Object.entries(RATE_LIMITS).map(([bucket, limit]) => [
      bucket,
      app.createRateLimit({ ...limit, keyGenerator: (request) => `${bucket}:${request.ip}` }),
    ]),
  ) as Record<RateLimitBucket, ReturnType<FastifyInstance['createRateLimit']>>;
  return {
    async check(bucket, request) {
      const result = await checks[bucket](request);
      // isAllowed is true only for allow-listed keys; a counted request is refused only once it exceeds max.
      if (!result.isAllowed && result.isExceeded)
        throw new AppError('TOO_MANY_REQUESTS', MESSAGES.errors.rateLimited);
    },
  };
}
