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
