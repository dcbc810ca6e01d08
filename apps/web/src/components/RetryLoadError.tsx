import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';
import { ErrorState } from './ErrorState';

/**
 * A route's error screen for data its loader could not get: the server's
 * message and "Try again", which runs the route's loaders again (TanStack
 * Router with TanStack Query: invalidate the router, reset the query error
 * boundary so a suspense query retries too).
 */
export function RetryLoadError({ title, error }: { title: string; error: unknown }) {
  const router = useRouter();
  const queryErrorResetBoundary = useQueryErrorResetBoundary();
  useEffect(() => {
    queryErrorResetBoundary.reset();
  }, [queryErrorResetBoundary]);
  return <ErrorState title={title} error={error} onRetry={() => void router.invalidate()} />;
}
