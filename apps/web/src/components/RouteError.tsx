import type { ErrorComponentProps } from '@tanstack/react-router';
import { ErrorState } from './ErrorState';

/** A route that threw while loading or rendering. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  return <ErrorState title="This page could not be shown" error={error} onRetry={reset} />;
}
