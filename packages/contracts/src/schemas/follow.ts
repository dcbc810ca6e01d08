import { z } from 'zod';
import { ACADEMIC_FIELDS } from '../fields.js';
import { MESSAGES } from '../messages.js';
import { positiveId } from './id.js';

const v = MESSAGES.validation;

/** What a researcher can follow: another researcher, an academic field, an idea. */
export const FOLLOW_KINDS = ['user', 'field', 'idea'] as const;
export type FollowKind = (typeof FOLLOW_KINDS)[number];

/**
 * `POST /api/follows` and `DELETE /api/follows` (and follows.add / remove):
 * `{ kind: 'user', target: <user id> }`, `{ kind: 'field', target: 'Biology' }`
 * (one of the 14 fields, spelt as listed) or `{ kind: 'idea', target: <idea id> }`.
 */
export const followInput = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('user'), target: positiveId(v.followTargetInvalid) }),
    z.object({ kind: z.literal('field'), target: z.enum(ACADEMIC_FIELDS, v.unknownField) }),
    z.object({ kind: z.literal('idea'), target: positiveId(v.followTargetInvalid) }),
  ],
  v.followKindInvalid,
);
export type FollowInput = z.input<typeof followInput>;
export type FollowTarget = z.output<typeof followInput>;
