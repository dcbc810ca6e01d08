import type { AppRouter } from '@thisoneforfree/server/router';
import { TRPCClientError, type TRPCLink } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { trpc } from '../lib/trpc';

/** A procedure's answer in a test: a value, or a function of the input. */
export type FakeHandler = (input: unknown) => unknown;
export type FakeHandlers = Record<string, FakeHandler>;

/** Every call made through the fake client, in order. */
export interface FakeCall {
  path: string;
  input: unknown;
}

/**
 * A tRPC client whose link answers from `handlers` (keyed `auth.login`,
 * `ideas.byId`, …) instead of the network. Throw `serverError(...)` from a
 * handler to answer with an error as the server would.
 */
export function createFakeTrpcClient(handlers: FakeHandlers) {
  const calls: FakeCall[] = [];
  const link: TRPCLink<AppRouter> =
    () =>
    ({ op }) =>
      observable((observer) => {
        calls.push({ path: op.path, input: op.input });
        const handler = handlers[op.path];
        Promise.resolve()
          .then(() => {
            if (!handler) throw serverError('NOT_FOUND', `No fake handler for ${op.path}`);
            return handler(op.input);
          })
          .then((data) => {
            observer.next({ result: { type: 'data', data } });
            observer.complete();
          })
          .catch((cause: unknown) => {
            observer.error(
              cause instanceof TRPCClientError
                ? (cause as TRPCClientError<AppRouter>)
                : TRPCClientError.from(cause instanceof Error ? cause : new Error(String(cause))),
            );
          });
        return () => undefined;
      });
  return { client: trpc.createClient({ links: [link] }), calls };
}

const HTTP_STATUS: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
};

/** An error shaped as our server's error formatter shapes it. */
export function serverError(
  code: keyof typeof HTTP_STATUS,
  message: string,
  issues: { path: string; message: string }[] = [],
) {
  return TRPCClientError.from<AppRouter>({
    error: {
      code: -32600,
      message,
      data: { code, httpStatus: HTTP_STATUS[code] ?? 500, path: null, issues },
    },
  });
}
