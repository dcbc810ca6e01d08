import type { FastifyRequest } from 'fastify';
import { idSchema, MESSAGES } from '@thisoneforfree/contracts';
import { z } from 'zod';
import { type UserRow } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';
import { parseInput } from '../lib/validation.js';

/** Reads a positive integer id from a path parameter, or answers 400. */
export function pathId(request: FastifyRequest, name: string): number {
  const params = request.params as Record<string, string | undefined>;
  return parseInput(z.object({ [name]: idSchema }), { [name]: params[name] })[name] as number;
}

/** Validates a JSON body with a contracts schema, or answers 400 with every issue. */
export function body<S extends z.ZodType>(request: FastifyRequest, schema: S): z.output<S> {
  return parseInput(schema, request.body ?? {});
}

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized(MESSAGES.errors.notLoggedIn);
  return request.auth.user;
}
