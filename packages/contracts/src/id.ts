/*
 * The id rule without zod, so a page that only reads ids from its URL (the
 * web app's `/idea/$id` and `/users/$id` routes, parsed in its first
 * download) does not need zod for it. `schemas/id.ts` builds `idSchema` on
 * the same constants.
 */

/** The largest 32-bit signed integer: PostgreSQL's `integer` and `serial` stop here. */
export const INT32_MAX = 2 ** 31 - 1;

/**
 * The one id rule: ids are positive 32-bit integers (they are `serial` on
 * PostgreSQL), so a larger one cannot exist. REST paths, tRPC inputs, browse
 * cursors and the web app's route parameters all read ids by it.
 */
export const MAX_ID = INT32_MAX;

/**
 * The text of an id: plain decimal digits without a leading zero ("1e1",
 * "0x1", "+1" and "007" are not ids), ten at most (MAX_ID has ten).
 */
export const ID_DIGITS = /^[1-9]\d{0,9}$/;

/** An id from a URL segment (`/idea/42`), or null for anything `idSchema` refuses. */
export function parseId(text: string): number | null {
  if (!ID_DIGITS.test(text)) return null;
  const id = Number(text);
  return id <= MAX_ID ? id : null;
}
