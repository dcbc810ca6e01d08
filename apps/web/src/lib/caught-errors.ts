import { TRPCClientError } from '@trpc/client';
import type { ErrorInfo } from 'react';

/**
 * React's `onCaughtError` (createRoot): an error an error boundary caught.
 * A failed API call that a route loader threw is shown on the route's error
 * screen (the server's message and "Try again"): that is the app working, so
 * it is not logged. Anything else caught is a bug, and is logged as React
 * would.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  if (error instanceof TRPCClientError) return;
  console.error(error, info.componentStack ?? '');
}
