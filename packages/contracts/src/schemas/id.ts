import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** The largest 32-bit signed integer: PostgreSQL's `integer` and `serial` stop here. */
export const INT32_MAX = 2 ** 31 - 1;

/**
 * The one id rule: ids are positive 32-bit integers (they are `serial` on
 * PostgreSQL), so a larger one cannot exist. REST paths, tRPC inputs, browse
 * cursors and the web app's route parameters all read ids through this file.
 */
export const MAX_ID = INT32_MAX;

/** A positive integer id in a JSON body (a comment's parentId, a cited idea). */
export function positiveId(message: string = MESSAGES.validation.invalidInput) {
  return z.number(message).int(message).positive(message).max(MAX_ID, message);
}

/**
 * An id as it arrives in a path (`/api/ideas/42`) or a body: a number, or the
 * digits of one. Only plain decimal digits are read ("1e1", "0x1", "+1" and
 * "007" are not ids).
 */
export const idSchema = z.union(
  [
    positiveId(),
    z
      .string()
      .regex(/^[1-9]\d{0,9}$/)
      .transform(Number)
      .pipe(positiveId()),
  ],
  MESSAGES.validation.invalidInput,
);

/** An id from a URL segment (`/idea/42`), or null for anything `idSchema` refuses. */
export function parseId(text: string): number | null {
  const parsed = idSchema.safeParse(text);
  return parsed.success ? parsed.data : null;
}
