import { z } from 'zod';
import { ACADEMIC_FIELDS } from '../fields.js';
import { LIMITS } from '../limits.js';
import { MESSAGES } from '../messages.js';
import { citationListSchema } from './citation.js';
import { idSchema, positiveId } from './id.js';
import { cardPageInput } from './paging.js';

const v = MESSAGES.validation;

const ideaText = (requiredMessage: string) =>
  z.string(requiredMessage).trim().min(1, requiredMessage).max(LIMITS.ideaTextMax, v.textTooLong);

export const academicFieldSchema = z.enum(ACADEMIC_FIELDS, v.unknownField);

/** What POST /api/ideas and ideas.create accept (SPEC §5). */
export const ideaInput = z.object({
  title: ideaText(v.titleRequired),
  challenge: ideaText(v.challengeRequired),
  approach: ideaText(v.approachRequired),
  impact: ideaText(v.impactRequired),
  fields: z
    .array(academicFieldSchema, v.fieldsRequired)
    .min(1, v.fieldsRequired)
    .max(ACADEMIC_FIELDS.length)
    .refine((fields) => new Set(fields).size === fields.length, v.fieldsUnique),
  citations: citationListSchema,
});
export type IdeaInput = z.input<typeof ideaInput>;

const draftText = z.string(v.invalidInput).max(LIMITS.ideaTextMax, v.textTooLong).default('');

/**
 * tRPC `ideas.similarToDraft`, POST /api/ideas/similar-to-draft: an idea as
 * it is being written (any part may still be empty; nothing is stored), and
 * the id of the idea being edited, which the answer leaves out.
 */
export const ideaDraftInput = z.object({
  title: draftText,
  challenge: draftText,
  approach: draftText,
  impact: draftText,
  fields: z
    .array(academicFieldSchema, v.invalidInput)
    .max(ACADEMIC_FIELDS.length)
    .default([])
    .transform((fields) => [...new Set(fields)]),
  ideaId: idSchema.optional(),
});
export type IdeaDraftInput = z.input<typeof ideaDraftInput>;
export type IdeaDraft = z.output<typeof ideaDraftInput>;

/**
 * What PUT /api/ideas/{id} takes: the create payload, with exactly its rules,
 * and optionally the version the editor started from. A save whose content
 * equals the latest version changes nothing (a double click, a retry); one
 * made from an older version than the latest is refused (409) instead of
 * silently undoing someone else's edit.
 */
export const ideaEditInput = ideaInput.extend({
  expectedVersion: positiveId(v.expectedVersionInvalid).optional(),
});
export type IdeaEditInput = z.input<typeof ideaEditInput>;

/** tRPC `ideas.update`: the idea's id and the edit. */
export const ideaUpdateInput = ideaEditInput.extend({ id: idSchema });
export type IdeaUpdateInput = z.input<typeof ideaUpdateInput>;

/** One version of an idea: `ideas.version`, GET /api/ideas/{id}/versions/{version}. */
export const ideaVersionInput = z.object({ id: idSchema, version: idSchema });
export type IdeaVersionInput = z.input<typeof ideaVersionInput>;

export const idInput = z.object({ id: idSchema });

/**
 * tRPC `ideas.byUser`: a researcher's ideas as cards, newest first, a browse
 * page at a time; `cursor` is the `nextCursor` of the page before.
 */
export const userIdeasInput = cardPageInput.extend({ userId: idSchema });
export type UserIdeasInput = z.input<typeof userIdeasInput>;

/**
 * tRPC `ideas.list`: every idea, oldest first, a page at a time (GET /api/ideas
 * streams the same ideas as one array). `after` is the last id of the page
 * before; none for the first page.
 */
export const ideaListInput = z
  .object({ after: idSchema.optional() })
  .optional()
  .transform((input) => input?.after ?? 0);
export type IdeaListInput = z.input<typeof ideaListInput>;
