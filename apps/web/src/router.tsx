import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { CenteredLoader } from './components/CenteredLoader';
import { NotFound } from './components/NotFound';
import { removeServerHead } from './lib/document-head';
import type { TrpcUtils } from './lib/trpc';
import { routeTree } from './routeTree.gen';

export function createAppRouter(
  context: { queryClient: QueryClient; trpcUtils: TrpcUtils },
  history?: RouterHistory,
) {
  const router = createRouter({
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
  // The head the server wrote describes the first page only (lib/document-head.ts).
  router.subscribe('onResolved', (event) => {
    if (event.fromLocation && event.pathChanged) removeServerHead();
  });
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
