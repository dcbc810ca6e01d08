import { z } from 'zod';

/**
 * API response shapes (SPEC §3 and §7), one zod schema each, camelCase. The
 * server's serializers produce exactly these (strict objects: no key more),
 * the web app reads them through tRPC's inferred types, and none carries a
 * secret. Types are inferred from the schemas, so a shape is written once.
 */

/** `{ success: true }`: logout, flag, verify-email and other writes with nothing to return. */
export const successShape = z.strictObject({ success: z.literal(true) });
export type Success = z.infer<typeof successShape>;

/** `{ success, message }`: a write whose answer is also a sentence to show (POST /api/verify-email). */
export const successMessageShape = successShape.extend({ message: z.string() });
export type SuccessMessage = z.infer<typeof successMessageShape>;

/** `{ message }`: an answer that is only a sentence to show (resend verification). */
export const messageShape = z.strictObject({ message: z.string() });
export type MessageResult = z.infer<typeof messageShape>;

/** Every REST error: a sentence to show and, for invalid input, one issue per field. */
export const apiErrorShape = z.strictObject({
  message: z.string(),
  issues: z.array(z.strictObject({ path: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof apiErrorShape>;

/** 0 or 1: SPEC §3 spells booleans of a user as integers. */
export const zeroOrOne = z.union([z.literal(0), z.literal(1)]);

/** An ISO-8601 UTC instant, as every timestamp is sent. */
export const isoInstant = z.string();
