import type { FastifyInstance } from 'fastify';

/**
 * Two gaps of tRPC's Fastify adapter, closed so /trpc answers like every
 * other path (issue 13):
 *
 * - Errors raised before a procedure runs (a batch of more than ten calls, a
 *   missing or foreign content type) leave with `text/plain` although their
 *   body is the JSON error envelope: they get the JSON content type.
 * - A mutation sent with a JSON content type and an empty body ("no input")
 *   failed to parse as JSON: it is read as `{}`, which gives a batch no
 *   inputs and a single call an empty object (what a procedure without
 *   input ignores).
 *
 * Register them in the scope that registers the tRPC plugin (app.ts): they
 * then run for its routes only, and no other answer pays for them.
 */
export function registerTrpcRequestHooks(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    if (
      request.method === 'POST' &&
      typeof request.body === 'string' &&
      request.body.trim() === ''
    ) {
      request.body = '{}';
    }
    done();
  });

  // The adapter answers with a fetch Response; a Response made from a string
  // says text/plain unless told otherwise, which tRPC does only past parsing.
  app.addHook('onSend', (_request, _reply, payload, done) => {
    if (!(payload instanceof Response)) return done(null, payload);
    if (/\bjson\b/i.test(payload.headers.get('content-type') ?? '')) return done(null, payload);
    const headers = new Headers(payload.headers);
    headers.set('content-type', 'application/json');
    done(
      null,
      new Response(payload.body, {
        status: payload.status,
        statusText: payload.statusText,
        headers,
      }),
    );
  });
}
