import type { FastifyReply, FastifyRequest } from 'fastify';
import { REST_ERROR_SHAPE, REST_SHAPES, shapeMismatch, TRPC_SHAPES } from './response-shapes.js';

/**
 * Checks a JSON answer against its contracts shape (test/response-shapes.ts):
 * REST answers by route and status, tRPC answers by procedure (batched or not).
 */
export function responseShapeMismatches(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: string,
): string[] {
  if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return [];
  const body = JSON.parse(payload) as unknown;
  const path = request.url.split('?')[0] ?? '';
  if (path.startsWith('/trpc/')) {
    const procedures = path.slice('/trpc/'.length).split(',');
    const answers = (Array.isArray(body) ? body : [body]) as { result?: { data: unknown } }[];
    return answers.flatMap((answer, index) => {
      if (!answer.result) return [];
      const mismatch = shapeMismatch(TRPC_SHAPES, procedures[index] ?? '', answer.result.data);
      return mismatch ? [mismatch] : [];
    });
  }
  const route = `${request.method} ${request.routeOptions.url ?? path}`;
  const mismatch =
    reply.statusCode < 400
      ? shapeMismatch(REST_SHAPES, route, body)
      : shapeMismatch({ [route]: REST_ERROR_SHAPE }, route, body);
  return mismatch ? [mismatch] : [];
}
