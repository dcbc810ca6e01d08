/**
 * The errors a service can raise. The names are tRPC's error codes so the tRPC
 * layer passes them through; the REST layer maps them to HTTP statuses.
 */
export type AppErrorCode =
  'BAD_REQUEST' | 'UNAUTHORIZED' | 'FORBIDDEN' | 'NOT_FOUND' | 'CONFLICT' | 'TOO_MANY_REQUESTS';

export const HTTP_STATUS: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
};

export interface FieldIssue {
  path: string;
  message: string;
}

export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    message: string,
    /** Per-field problems, for forms that show messages beside inputs. */
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) =>
  new AppError('BAD_REQUEST', message, issues);
export const unauthorized = (message: string) => new AppError('UNAUTHORIZED', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string, issues?: FieldIssue[]) =>
  new AppError('CONFLICT', message, issues);
