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

  // The adapter answers with a fetch Response, which @fastify/compress can only
  // pipe through a compressing stream (zlib's thread pool and a chunked answer,
  // even for a few bytes). A JSON answer is read back into a string here, so it
  // leaves like every other route's: compressed in one call when 1 KB or more,
  // with a Content-Length. A Response made from a string also says text/plain
  // unless told otherwise, which tRPC does only past parsing: those get the
  // JSON content type. Anything else (a stream tRPC might send) passes as it is.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (!(payload instanceof Response)) return done(null, payload);
    const type = payload.headers.get('content-type') ?? '';
    const json = /^application\/json\b/i.test(type);
    if (!json && !/^text\/plain\b/i.test(type)) return done(null, payload);
    reply.code(payload.status);
    payload.headers.forEach((value, name) => {
      if (name !== 'content-length') reply.header(name, value);
    });
    if (!json) reply.header('content-type', 'application/json');
    payload.text().then((text) => done(null, text), done);
  });
}
