import { MESSAGES } from '@thisoneforfree/contracts';
import type { z } from 'zod';
import { badRequest, type FieldIssue } from './errors.js';

/** Our own validation messages name their field already ("Title is required"). */
const SELF_EXPLANATORY = new Set<string>(
  Object.values(MESSAGES.validation).filter(
    (message) =>
      message !== MESSAGES.validation.required && message !== MESSAGES.validation.invalidInput,
  ),
);

/** zod issues as `{path, message}` pairs a form can show beside its inputs. */
export function toFieldIssues(error: z.ZodError): FieldIssue[] {
  return error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
}

/**
 * One readable sentence for the whole error: the first message, prefixed by
 * its field when the message alone would not say which ("id: Invalid input").
 */
export function summarizeIssues(issues: FieldIssue[]): string {
  const first = issues[0];
  if (!first) return MESSAGES.validation.invalidInput;
  return first.path && !SELF_EXPLANATORY.has(first.message)
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

/**
 * Throws a 400 naming the field (`citations.0.title`) when any string in
 * `input`, or any key, holds U+0000. PostgreSQL cannot store that character
 * in text, so every input is refused up front, the same way on every database.
 */
export function refuseNul(input: unknown): void {
  // A loop, not recursion: a hostile body may nest arrays deeper than the call stack.
  const stack: { value: unknown; path: string }[] = [{ value: input, path: '' }];
  const join = (path: string, key: string) => (path ? `${path}.${key}` : key);
  let found: string | null = null;
  for (let entry = stack.pop(); entry && found === null; entry = stack.pop()) {
    const { value, path } = entry;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found = path;
    } else if (typeof value === 'object' && value !== null) {
      for (const [key, item] of Object.entries(value)) {
        if (key.includes('\u0000')) {
          found = join(path, key.replaceAll('\u0000', ''));
          break;
        }
        stack.push({ value: item, path: join(path, key) });
      }
    }
  }
  if (found === null) return;
  throw badRequest(found ? `${found}: ${NUL_MESSAGE}` : NUL_MESSAGE, [
    { path: found, message: NUL_MESSAGE },
  ]);
}
