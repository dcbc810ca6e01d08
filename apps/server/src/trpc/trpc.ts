import { MESSAGES } from '@thisoneforfree/contracts';
import { initTRPC, TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { AppError, type FieldIssue } from '../lib/errors.js';
import { refuseUnstorableText, summarizeIssues, toFieldIssues } from '../lib/validation.js';
import { assertMayPost } from '../services/auth/posting.js';
import type { RateLimitBucket } from '../plugins/rate-limits.js';
import type { TrpcContext } from './context.js';

function issuesOf(cause: unknown): FieldIssue[] | null {
  if (cause instanceof ZodError) return toFieldIssues(cause);
  if (cause instanceof AppError && cause.issues.length > 0) return cause.issues;
  return null;
}

const t = initTRPC.context<TrpcContext>().create({
  // Never send stack traces, whatever NODE_ENV says.
  isDev: false,
  errorFormatter({ shape, error }) {
    const issues = issuesOf(error.cause);
    const internal = error.code === 'INTERNAL_SERVER_ERROR';
    return {
      ...shape,
      message: internal
        ? MESSAGES.errors.internal
        : issues
          ? summarizeIssues(issues)
          : shape.message,
      data: {
        code: shape.data.code,
        httpStatus: shape.data.httpStatus,
        path: shape.data.path,
        issues: issues ?? [],
      },
    };
  },
});

/** A service error (AppError) as the tRPC error with the same code and message. */
function asTrpcError(cause: AppError): TRPCError {
  return new TRPCError({ code: cause.code, message: cause.message, cause });
}

/**
 * Every procedure's first step, one middleware for two jobs (each level of
 * tRPC's middleware chain copies the call's options twice: ~5 KB and ~10 us
 * a call):
 * - The tRPC adapter parses request bodies itself, past the app's JSON
 *   parser: writes refuse U+0000 and unpaired surrogates here too (see
 *   refuseUnstorableText). Queries store nothing; the search box, for one,
 *   drops such characters.
 * - Service errors (AppError) become tRPC errors with the same code and
 *   message.
 */
const appProcedure = t.middleware(async ({ type, getRawInput, next }) => {
  if (type === 'mutation') {
    const input = await getRawInput();
    try {
      refuseUnstorableText(input);
    } catch (cause) {
      throw cause instanceof AppError ? asTrpcError(cause) : cause;
    }
  }
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) throw asTrpcError(result.error.cause);
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(appProcedure);

export const protectedProcedure = publicProcedure.use(({ ctx, next }) => {
  if (!ctx.user || !ctx.session)
    throw new TRPCError({ code: 'UNAUTHORIZED', message: MESSAGES.errors.notLoggedIn });
  return next({ ctx: { ...ctx, user: ctx.user, session: ctx.session } });
});

/**
 * Posting ideas and comments: a logged-in user whose email address is
 * verified (services/auth/posting.ts); FORBIDDEN with a readable message
 * otherwise, before the input is read.
 */
export const postingProcedure = protectedProcedure.use(({ ctx, next }) => {
  assertMayPost(ctx.user);
  return next();
});

/**
 * Adds a rate limit on top of any procedure: per address, and with
 * `perUser` per logged-in account as well.
 */
export function limited(bucket: RateLimitBucket, options: { perUser?: boolean } = {}) {
  return t.middleware(async ({ ctx, next }) => {
    await ctx.rateLimit(bucket, options.perUser ? ctx.user?.id : undefined);
    return next();
  });
}
