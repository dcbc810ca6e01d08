import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { ToastSwipeDismiss } from './components/ToastSwipeDismiss';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils, trpc, type TrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import { theme } from './theme/theme';
import { themeStorageManager } from './theme/theme-preference';

export interface AppProps {
  /** Tests pass a client with a fake link; the app uses /trpc. */
  trpcClient?: TrpcClient;
  /** Tests pass a memory history; the app uses the browser's. */
  history?: RouterHistory;
  /** Mantine's `test` env turns off transitions and portals. */
  env?: 'default' | 'test';
}

export function App({ trpcClient, history, env = 'default' }: AppProps) {
  const [state] = useState(() => {
    const queryClient = createQueryClient();
    const client = trpcClient ?? createTrpcClient();
    const trpcUtils = createTrpcUtils(client, queryClient);
    const router = createAppRouter({ queryClient, trpcUtils }, history);
    return { queryClient, client, router, colorSchemeManager: themeStorageManager() };
  });

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={state.colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      {/* SPEC §9: one toast at a time, 5 s, at most 420 px wide, swipe right
          (more than 50 px) to dismiss. Mantine's own drag and horizontal-scroll
          dismissal (either way, at 35% of the width) are off: ToastSwipeDismiss does it. */}
      <Notifications
        limit={1}
        autoClose={5000}
        position="top-right"
        zIndex={2000}
        containerWidth={420}
        allowDragDismiss={false}
        allowScrollDismiss={false}
      />
      <ToastSwipeDismiss />
      <trpc.Provider client={state.client} queryClient={state.queryClient}>
        <QueryClientProvider client={state.queryClient}>
          <RouterProvider router={state.router} />
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
