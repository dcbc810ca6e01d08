import { z } from 'zod';
import { ACADEMIC_FIELDS } from '../fields.js';
import { isoInstant } from './common.js';

/**
 * What the signed-in researcher follows (`GET /api/follows`), each list the
 * newest first: researchers, academic fields and ideas (their own among
 * them: authors follow their ideas from the start). Withdrawn ideas and
 * deleted accounts are left out.
 */
export const followsShape = z.strictObject({
  users: z.array(
    z.strictObject({
      id: z.number().int(),
      username: z.string(),
      name: z.string(),
      followedAt: isoInstant,
    }),
  ),
  fields: z.array(z.strictObject({ field: z.enum(ACADEMIC_FIELDS), followedAt: isoInstant })),
  ideas: z.array(
    z.strictObject({ id: z.number().int(), title: z.string(), followedAt: isoInstant }),
  ),
});
export type Follows = z.infer<typeof followsShape>;
