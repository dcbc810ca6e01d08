import type { AppRouter } from '@thisoneforfree/server/router';
import { createTRPCQueryUtils, createTRPCReact } from '@trpc/react-query';
import { httpBatchLink } from '@trpc/client';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import type { QueryClient } from '@tanstack/react-query';
import { fetchWithTextErrors } from './text-errors';

/** React hooks for every procedure: `trpc.ideas.byId.useQuery({ id })`. */
export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

export function createTrpcClient(url = '/trpc') {
  return trpc.createClient({
    links: [
      httpBatchLink({
        url,
        // Ten calls at most in one request, as the server allows (app.ts).
        maxItems: 10,
        fetch: (input, init) => fetchWithTextErrors(input, { ...init, credentials: 'include' }),
      }),
    ],
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

/** Imperative access outside React (route loaders, beforeLoad). */
export function createTrpcUtils(client: TrpcClient, queryClient: QueryClient) {
  return createTRPCQueryUtils<AppRouter>({ client, queryClient });
}

export type TrpcUtils = ReturnType<typeof createTrpcUtils>;
