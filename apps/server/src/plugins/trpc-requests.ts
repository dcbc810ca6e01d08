import type { AnyRouter, inferRouterContext, TRPCError } from '@trpc/server';
import { resolveResponse } from '@trpc/server/http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { answerSingleQuery, singleQueryOf } from './trpc-single-query.js';

export interface TrpcRouteOptions<TRouter extends AnyRouter> {
  prefix: string;
  router: TRouter;
  /** The most calls one batch may hold. */
  maxBatchSize: number;
  createContext: (opts: { req: FastifyRequest; res: FastifyReply }) => inferRouterContext<TRouter>;
  onError?: (opts: { error: TRPCError; path: string | undefined }) => void;
}

/**
 * tRPC at `<prefix>/:path`, answered by tRPC's own `resolveResponse` (the
 * core of every tRPC adapter: batching, input parsing, errors and their
 * status codes) from Fastify's request as it is.
 *
 * tRPC's Fastify adapter first copies each request into a fetch `Request`
 * (every header into a `Headers`, an `AbortController` aborted, with a
 * DOMException, when the socket closes after the answer) and hands Fastify a
 * fetch `Response` that @fastify/compress can only pipe through a stream.
 * That cost ~0.1 ms of a ~1 ms call. Here tRPC reads the few things it asks
 * of a request (url, method, a header, the JSON body, a signal) from a view
 * of Fastify's (`RequestView`), and a JSON answer leaves as a string like
 * every other route's: compressed in one call when 1 KB or more, with a
 * Content-Length.
 *
 * Two more gaps of the adapter are closed so /trpc answers like every other
 * path (issue 13):
 * - Errors raised before a procedure runs (a batch of more than ten calls, a
 *   missing or foreign content type) said `text/plain` although their body
 *   is the JSON error envelope: they get the JSON content type.
 * - A mutation sent with a JSON content type and an empty body ("no input")
 *   failed to parse as JSON: it is read as `{}`, which gives a batch no
 *   inputs and a single call an empty object (what a procedure without
 *   input ignores).
 *
 * A single GET query skips resolveResponse altogether (trpc-single-query.ts).
 *
 * Register it in a scope of its own (app.ts): its JSON body parser applies
 * to its routes only.
 */
export function registerTrpcRoutes<TRouter extends AnyRouter>(
  scope: FastifyInstance,
  options: TrpcRouteOptions<TRouter>,
): void {
  // The body reaches tRPC as text; it parses it itself (and says PARSE_ERROR).
  scope.removeContentTypeParser('application/json');
  scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) =>
    done(null, body),
  );

  scope.all<{ Params: { path: string } }>(`${options.prefix}/:path`, async (request, reply) => {
    const single = singleQueryOf(options.router, request, request.params.path);
    if (single) {
      const answer = await answerSingleQuery(options.router, single, {
        createContext: () => options.createContext({ req: request, res: reply }),
        onError: options.onError,
      });
      return reply
        .code(answer.status)
        .header('vary', 'trpc-accept, accept')
        .header('content-type', 'application/json')
        .send(answer.body);
    }
    const aborted = new AbortController();
    // A client gone before its answer cancels what listens (nothing after the answer is sent).
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) aborted.abort();
    });
    const response = await resolveResponse({
      router: options.router,
      maxBatchSize: options.maxBatchSize,
      path: request.params.path,
      error: null,
      // tRPC reads only RequestView's members of a Request (see its comment).
      req: new RequestView(request, aborted.signal) as unknown as Request,
      createContext: () => Promise.resolve(options.createContext({ req: request, res: reply })),
      onError: ({ error, path }) => options.onError?.({ error, path }),
    });

    const type = response.headers.get('content-type') ?? '';
    const json = /^application\/json\b/i.test(type);
    // Anything but a JSON answer (a stream, were one asked for) goes to Fastify as it is.
    if (!json && !/^text\/plain\b/i.test(type)) return reply.send(response);
    reply.code(response.status);
    response.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    // A Response made from a string says text/plain unless told otherwise,
    // which tRPC does only past parsing: its errors before that are JSON too.
    if (!json) reply.header('content-type', 'application/json');
    return reply.send(await response.text());
  });
}

/**
 * What `resolveResponse` reads of a fetch Request, over Fastify's request:
 * `url`, `method`, `headers.get`/`has`, `signal`, and `json()` for a POST's
 * body (its JSON content handler). A body of another type never gets here as
 * JSON: tRPC answers 415 for it from the content-type header alone, and
 * Fastify refuses types it has no parser for. The server's tests of /trpc
 * (trpc-requests.test.ts and every procedure's) run through it.
 */
class RequestView {
  readonly method: string;
  readonly headers: HeadersView;

  constructor(
    private readonly request: FastifyRequest,
    readonly signal: AbortSignal,
  ) {
    this.method = request.method;
    this.headers = new HeadersView(request.headers);
  }

  get url(): string {
    // tRPC reads the path's query (input, batch); the origin only makes the URL whole.
    return `http://localhost${this.request.url}`;
  }

  /** The body as `Request.json()` gives it, an empty one as `{}`; a syntax error rejects. */
  json(): Promise<unknown> {
    const body = this.request.body;
    return new Promise((resolve) => {
      if (typeof body !== 'string') resolve(body ?? {});
      else resolve(JSON.parse(body.trim() === '' ? '{}' : body));
    });
  }
}

/** `Headers.get`/`has` over Node's headers (lower-case names; repeated ones joined as fetch does). */
class HeadersView {
  constructor(private readonly headers: FastifyRequest['headers']) {}

  get(name: string): string | null {
    const value = this.headers[name.toLowerCase()];
    if (value === undefined) return null;
    return Array.isArray(value) ? value.join(', ') : value;
  }

  has(name: string): boolean {
    return this.headers[name.toLowerCase()] !== undefined;
  }
}
