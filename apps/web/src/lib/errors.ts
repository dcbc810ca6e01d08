import { TRPCClientError } from '@trpc/client';

/** A form error from the server: `error.data.issues` of a BAD_REQUEST. */
export interface FieldIssue {
  path: string;
  message: string;
}

interface ErrorData {
  code?: string;
  httpStatus?: number;
  issues?: { path: string | (string | number)[]; message: string }[];
}

function dataOf(error: unknown): ErrorData | undefined {
  if (error instanceof TRPCClientError) return (error.data ?? undefined) as ErrorData | undefined;
  return undefined;
}

/** The readable message of a failed call (the server's text), or `fallback`. */
export function errorMessage(
  error: unknown,
  fallback = 'Something went wrong. Please try again.',
): string {
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * SPEC §8: a failed call's message is the status code, a colon and a space,
 * then the server's text ("401: Invalid username or password"). The login,
 * registration, logout and preferences toasts show it as their description.
 * Calls that got no answer have no status and keep their own message.
 */
export function statusErrorMessage(error: unknown, fallback?: string): string {
  const message = errorMessage(error, fallback);
  const status = dataOf(error)?.httpStatus;
  return status ? `${status}: ${message}` : message;
}

/** The HTTP status of a failed call, or undefined when it got no answer. */
export function httpStatusOf(error: unknown): number | undefined {
  return dataOf(error)?.httpStatus;
}

/** tRPC error code (`NOT_FOUND`, `CONFLICT`, …) or undefined. */
export function errorCode(error: unknown): string | undefined {
  return dataOf(error)?.code;
}

export function isNotFound(error: unknown): boolean {
  return errorCode(error) === 'NOT_FOUND';
}

/** True when the request never got an answer (offline, server down). */
export function isNetworkError(error: unknown): boolean {
  return error instanceof TRPCClientError && !error.data && /fetch|network/i.test(error.message);
}

/** Field errors of a BAD_REQUEST, keyed by the first path segment. */
export function fieldIssues(error: unknown): Record<string, string> {
  const result: Record<string, string> = {};
  for (const issue of dataOf(error)?.issues ?? []) {
    const path = Array.isArray(issue.path) ? issue.path.join('.') : issue.path;
    if (path && !(path in result)) result[path] = issue.message;
  }
  return result;
}
