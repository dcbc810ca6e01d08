import {
  getErrorShape,
  getTRPCErrorFromUnknown,
  transformTRPCResponse,
  type AnyProcedure,
  type AnyRouter,
  type AnyTRPCRootTypes,
  type TRPCError,
  type TRPCErrorShape,
  type TRPCRootConfig,
} from '@trpc/server';
import { getHTTPStatusCode } from '@trpc/server/http';
import type { FastifyRequest } from 'fastify';

/** A call `answerSingleQuery` takes: its path, procedure and input as tRPC would read them. */
export interface SingleQuery {
  path: string;
  procedure: AnyProcedure;
  input: unknown;
}

/** The answer of a single query: what resolveResponse would have put in its Response. */
export interface SingleQueryAnswer {
  status: number;
  /** The JSON envelope, as tRPC writes it (`{"result":{"data":…}}` or `{"error":…}`). */
  body: string;
}

/**
 * The single GET query of a request (the web app's every read: `useQuery`
 * without batching), when tRPC would read it as one: no `batch=1`, no
 * stream asked for (`trpc-accept`, or `application/jsonl` in `accept`), no
 * connection params, a JSON or no content type, an `input` that parses as
 * JSON (or none), and a query procedure at the path. Anything else is null:
 * resolveResponse answers it, with its own errors.
 */
export function singleQueryOf(
  router: AnyRouter,
  request: FastifyRequest,
  path: string,
): SingleQuery | null {
  if (request.method !== 'GET') return null;
  const headers = request.headers;
  const type = headers['content-type'];
  if (type !== undefined && !type.startsWith('application/json')) return null;
  if (headers['trpc-accept'] !== undefined || headers.accept?.includes('application/jsonl'))
    return null;
  const procedures = router._def.procedures as Record<string, AnyProcedure | undefined>;
  // Own keys only: a path such as "constructor" is no procedure.
  const procedure = Object.hasOwn(procedures, path) ? procedures[path] : undefined;
  if (procedure?._def.type !== 'query') return null;

  // The query string as tRPC reads it (URLSearchParams: the first of a repeated name).
  const mark = request.url.indexOf('?');
  const params = new URLSearchParams(mark === -1 ? '' : request.url.slice(mark + 1));
  if (params.get('batch') === '1' || params.has('connectionParams')) return null;
  const raw = params.get('input');
  let input: unknown = undefined;
  if (raw) {
    try {
      input = JSON.parse(raw);
    } catch {
      return null;
    }
  }
  const config = router._def._config;
  return {
    path,
    procedure,
    input: input === undefined ? input : config.transformer.input.deserialize(input),
  };
}

/**
 * Runs a single query as resolveResponse does (same context, input, error
 * shape, status and `onError`), without what it needs for every other kind
 * of call: a URL parsed whole, a `Headers`, an `AbortSignal.any` per call and
 * a fetch `Response` whose body is read back through a web stream. That was
 * ~130 KB allocated per call for a reply of 2 KB.
 *
 * The procedure gets no abort signal: no query procedure reads one (each is a
 * read of a few milliseconds at most), and an AbortController with a 'close'
 * listener per call was ~15-20 us of an ideas.similar call's ~0.6 ms of CPU.
 * A query procedure that comes to read its signal needs one made here.
 */
export async function answerSingleQuery<TContext>(
  router: AnyRouter,
  query: SingleQuery,
  opts: {
    createContext: () => TContext | Promise<TContext>;
    onError?: (opts: { error: TRPCError; path: string | undefined }) => void;
  },
): Promise<SingleQueryAnswer> {
  const config = router._def._config as TRPCRootConfig<AnyTRPCRootTypes>;
  let ctx: TContext | undefined;
  try {
    ctx = await opts.createContext();
    const data: unknown = await query.procedure({
      path: query.path,
      getRawInput: () => Promise.resolve(query.input),
      ctx,
      type: 'query',
      signal: undefined,
      batchIndex: 0,
    });
    return {
      status: 200,
      body: JSON.stringify(transformTRPCResponse(config, { result: { data } })),
    };
  } catch (cause) {
    const error = getTRPCErrorFromUnknown(cause);
    opts.onError?.({ error, path: query.path });
    // The app's errorFormatter's shape; tRPC types it `any` for a router of any root.
    const shape: TRPCErrorShape = getErrorShape({
      config,
      ctx,
      error,
      input: query.input,
      path: query.path,
      type: 'query',
    }) as TRPCErrorShape;
    const envelope = { error: shape };
    return {
      status: getHTTPStatusCode(envelope),
      body: JSON.stringify(transformTRPCResponse(config, envelope)),
    };
  }
}
