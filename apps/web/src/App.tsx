import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, type RouterHistory } from '@tanstack/react-router';
import { useState } from 'react';
import { Toasts } from './components/Toasts';
import { ToastSwipeDismiss } from './components/ToastSwipeDismiss';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils, trpc, type TrpcClient } from './lib/trpc';
import { createAppRouter } from './router';
import { cssVariablesResolver } from './theme/css-variables';
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
      cssVariablesResolver={cssVariablesResolver}
      colorSchemeManager={state.colorSchemeManager}
      defaultColorScheme="auto"
      env={env}
    >
      <Toasts />
      <ToastSwipeDismiss />
      <trpc.Provider client={state.client} queryClient={state.queryClient}>
        <QueryClientProvider client={state.queryClient}>
          <RouterProvider router={state.router} />
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
