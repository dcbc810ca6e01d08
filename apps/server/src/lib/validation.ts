import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { badRequest, type FieldIssue } from './errors.js';

const { required, invalidInput } = MESSAGES.validation;

/** Messages that do not say which field they are about ("Must be a valid URL"). */
const GENERIC_MESSAGES = new Set<string>([
  required,
  invalidInput,
  MESSAGES.validation.textTooLong,
  MESSAGES.validation.citationTextTooLong,
  MESSAGES.validation.citationUrlInvalid,
  MESSAGES.validation.citationDoiInvalid,
]);

/** Every text in MESSAGES (nested groups included). */
function allTexts(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (typeof value === 'object' && value !== null) return Object.values(value).flatMap(allTexts);
  return [];
}

/**
 * Messages written for people (the spec's and the schemas' own, all in
 * MESSAGES): each names what it is about ("Title is required"), so it is
 * shown as it is.
 */
const OWN_MESSAGES = new Set<string>(allTexts(MESSAGES));

/**
 * A zod issue's message for people: ours as written; zod's own wording
 * ("Too big: expected number to be <=10") becomes the spec's generic
 * "Required" (nothing was sent) or "Invalid input" (SPEC §5).
 */
function readableMessage(issue: z.core.$ZodIssue): string {
  if (OWN_MESSAGES.has(issue.message)) return issue.message;
  return issue.code === 'invalid_type' && /received undefined$/.test(issue.message)
    ? required
    : invalidInput;
}

/** zod issues as `{path, message}` pairs a form can show beside its inputs. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: readableMessage(issue),
  }));
}

/**
 * One readable sentence for the whole error: the first message, prefixed by
 * its field only when it is a generic one that would not say which
 * ("id: Invalid input", "citations.0.externalData.url: Must be a valid URL").
 */
export function summarizeIssues(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return invalidInput;
  return first.path && GENERIC_MESSAGES.has(first.message)
    ? `${first.path}: ${first.message}`
    : first.message;
}

/** Parses `input` with `schema` or throws a 400 AppError carrying every issue. */
export function parseInput<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issues = toFieldIssues(result.error);
  throw badRequest(summarizeIssues(issues), issues);
}

const NUL_MESSAGE = 'Text cannot contain the NUL character (U+0000)';
const SURROGATE_MESSAGE = 'Text must be valid Unicode (it holds half of a surrogate pair)';

/** Half of a UTF-16 surrogate pair: JSON can carry it ("\ud800"), UTF-8 cannot. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** NUL and surrogate halves, to name a key without them. */
// eslint-disable-next-line no-control-regex -- NUL is the character looked for
const UNSTORABLE_CHARACTERS = /[\u0000\uD800-\uDFFF]/g;

/** Why a text cannot be stored as it is, or null when it can. */
function unstorable(text: string): string | null {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (LONE_SURROGATE.test(text)) return SURROGATE_MESSAGE;
  return null;
}

/**
 * Throws a 400 naming the field (`citations.0.title`) when any string in
 * `input`, or any key, holds U+0000 or an unpaired surrogate. PostgreSQL
 * cannot store the one, and the two databases store the other differently
 * (SQLite as invalid UTF-8, PostgreSQL as U+FFFD), so such input is refused
 * up front, the same way on every database.
 */
export function refuseUnstorableText(input: unknown): void {
  // A loop, not recursion: a hostile body may nest arrays deeper than the call stack.
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  let found: { path: string; message: string } | null = null;
  for (let entry = stack.pop(); entry && found === null; entry = stack.pop()) {
    const { value, path } = entry;
    if (typeof value === 'string') {
      const message = unstorable(value);
      if (message) found = { path, message };
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        const message = unstorable(key);
        if (message) {
          // The key is named without the characters that make it unstorable.
          found = { path: join(path, key.replace(UNSTORABLE_CHARACTERS, '')), message };
          break;
        }
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  if (found === null) return;
  const { path, message } = found;
  throw badRequest(path ? `${path}: ${message}` : message, [{ path, message }]);
}
