import type { FastifyRequest } from 'fastify';
import { idSchema, MESSAGES } from '@thisoneforfree/contracts';
import { z } from 'zod';
import { type UserRow } from '../db/schema.js';
import { forbidden, unauthorized } from '../lib/errors.js';
import { parseInput } from '../lib/validation.js';
import { assertMayPost } from '../services/auth/posting.js';
import type { ClientInfo, Session } from '../services/auth/sessions.js';

/**
 * One schema per parameter name, made once: zod compiles a schema the first
 * time it parses, so making a new one per request costs every request that.
 */
const pathIdSchemas = new Map<string, z.ZodType<Record<string, number>>>();

/** Reads a positive integer id from a path parameter, or answers 400 (the issue names the parameter). */
export function pathId(request: FastifyRequest, name: string): number {
  const params = request.params as Record<string, string | undefined>;
  let schema = pathIdSchemas.get(name);
  if (!schema) pathIdSchemas.set(name, (schema = z.object({ [name]: idSchema })));
  return parseInput(schema, { [name]: params[name] })[name]!;
}

/** Validates a JSON body with a contracts schema, or answers 400 with every issue. */
export function body<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  return parseInput(schema, request.body ?? {});
}

/** Validates the query string with a contracts schema (`?page=2`), or answers 400 with every issue. */
export function query<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  return parseInput(schema, request.query ?? {});
}

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized(MESSAGES.errors.notLoggedIn);
  return request.auth.user;
}

/** A logged-in user who may post ideas and comments (a verified email address), or a 401 / 403. */
export function requirePoster(request: FastifyRequest): UserRow {
  const user = requireUser(request);
  assertMayPost(user);
  return user;
}

/**
 * The user signed in with the session cookie, and that session; a 403 with
 * `message` for a personal access token. What a leaked token must not do
 * (mint tokens, change the password or email, list or end sessions, delete
 * the account) takes the session.
 */
export function requireSession(
  request: FastifyRequest,
  message: string,
): { user: UserRow; session: Session } {
  const user = requireUser(request);
  const session = request.auth?.session;
  if (!session) throw forbidden(message);
  return { user, session };
}

/** What a new session records of the browser starting it. */
export function clientOf(request: FastifyRequest): ClientInfo {
  return { userAgent: request.headers['user-agent'] ?? null };
}
