import { z } from 'zod';
import { MESSAGES } from '../messages.js';

/** The largest id: ids are 32-bit integers on PostgreSQL, so a larger one cannot exist. */
export const MAX_ID = 2 ** 31 - 1;

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
