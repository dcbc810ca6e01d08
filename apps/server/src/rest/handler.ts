import type { FastifyRequest } from 'fastify';
import { idSchema, MESSAGES } from '@thisoneforfree/contracts';
import { z } from 'zod';
import { type UserRow } from '../db/schema.js';
import { unauthorized } from '../lib/errors.js';
import { parseInput } from '../lib/validation.js';

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

/** The logged-in user, or a 401. */
export function requireUser(request: FastifyRequest): UserRow {
  if (!request.auth) throw unauthorized(MESSAGES.errors.notLoggedIn);
  return request.auth.user;
}
