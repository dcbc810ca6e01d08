import { z } from 'zod';
import { ID_DIGITS, MAX_ID } from '../id.js';
import { MESSAGES } from '../messages.js';

/** A positive integer id in a JSON body (a comment's parentId, a cited idea). */
export function positiveId(message: string = MESSAGES.validation.invalidInput) {
  return z.number(message).int(message).positive(message).max(MAX_ID, message);
}

/**
 * An id as it arrives in a path (`/api/ideas/42`) or a body: a number, or the
 * digits of one (`ID_DIGITS`, the rule `parseId` reads URL segments by).
 */
export const idSchema = z.union(
  [positiveId(), z.string().regex(ID_DIGITS).transform(Number).pipe(positiveId())],
  MESSAGES.validation.invalidInput,
);
