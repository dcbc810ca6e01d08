import type { FastifyError, FastifyInstance, FastifyReply } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { AppError, HTTP_STATUS } from '../lib/errors.js';

/**
 * Every error leaves as `{message, issues?}` JSON with the right status.
 * Client mistakes (4xx) say what was wrong; anything else is logged and
 * answered with a generic 500 that carries no stack or internal detail.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(HTTP_STATUS[error.code]).send({
        message: error.message,
        ...(error.issues.length > 0 ? { issues: error.issues } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? MESSAGES.errors.malformedJson
          : error.message;
      return reply.status(status).send({ message });
    }
    request.log.error({ err: error }, 'Unhandled error');
    return reply.status(500).send({ message: MESSAGES.errors.internal });
  });
}

/**
 * Addresses the router cannot read (a broken percent escape, a path part
 * past 500 characters) answer in the same `{message}` shape as every other
 * error, instead of Fastify's own body with its code and the address.
 */
export function answerFrameworkError(error: FastifyError, reply: FastifyReply): void {
  const message =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? MESSAGES.errors.urlTooLong
      : error.code === 'FST_ERR_BAD_URL'
        ? MESSAGES.errors.malformedUrl
        : MESSAGES.errors.internal;
  void reply.status(error.statusCode ?? 500).send({ message });
}
