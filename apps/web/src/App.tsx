import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { useState } from 'react';
import { createQueryClient } from './lib/query-client';
import { createTrpcClient, createTrpcUtils, trpc } from './lib/trpc';
import { createAppRouter } from './router';
import { theme } from './theme/theme';
import { themeStorageManager } from './theme/theme-preference';

const colorSchemeManager = themeStorageManager();

export function App() {
  const [state] = useState(() => {
    const queryClient = createQueryClient();
    const trpcClient = createTrpcClient();
    const trpcUtils = createTrpcUtils(trpcClient, queryClient);
    const router = createAppRouter({ queryClient, trpcUtils });
    return { queryClient, trpcClient, router };
  });

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      defaultColorScheme="auto"
    >
      {/* SPEC §9: one toast at a time, 5 s, at most 420 px wide. */}
      <Notifications
        limit={1}
        autoClose={5000}
        position="top-right"
        zIndex={2000}
        containerWidth={420}
      />
      <trpc.Provider client={state.trpcClient} queryClient={state.queryClient}>
        <QueryClientProvider client={state.queryClient}>
          <RouterProvider router={state.router} />
        </QueryClientProvider>
      </trpc.Provider>
    </MantineProvider>
  );
}
