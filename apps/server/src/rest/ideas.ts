import type { FastifyInstance } from 'fastify';
import type { RateLimiter } from '../plugins/rate-limits.js';
import type { ServiceContext } from '../services/context.js';

export function ideasRoutes(_app: FastifyInstance, _ctx: ServiceContext, _limiter: RateLimiter): void {}
