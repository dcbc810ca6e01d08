import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { CenteredLoader } from './components/CenteredLoader';
import { NotFound } from './components/NotFound';
import type { TrpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter(
  context: { queryClient: QueryClient; trpcUtils: TrpcUtils },
  history?: RouterHistory,
) {
  return createRouter({
    routeTree,
    context,
    history,
    defaultPreload: 'intent',
    // Loaders read the query cache; let TanStack Query decide freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingComponent: () => <CenteredLoader />,
    defaultNotFoundComponent: NotFound,
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
