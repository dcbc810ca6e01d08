import cookie from '@fastify/cookie';
import Fastify, { type FastifyBaseLogger, type FastifyInstance, type FastifyReply } from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import { badRequest } from './lib/errors.js';
import { refuseUnstorableText } from './lib/validation.js';
import { SAFE_METHODS } from './plugins/bearer-token.js';
import { registerCompression } from './plugins/compression.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { createRateLimiter } from './plugins/rate-limits.js';
import { sessionPlugin } from './plugins/session.js';
import { registerTrpcRoutes } from './plugins/trpc-requests.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerDocumentRoutes } from './documents/routes.js';
import { registerRestRoutes } from './rest/index.js';
import type { Services } from './services/context.js';
import { createContextFactory } from './trpc/context.js';
import { appRouter } from './trpc/router.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The services every route and procedure calls, for scripts and tests. */
    services: Services;
  }
}

export type App = FastifyInstance;

/** Imported citation files can be several MB; nothing else comes close. */
const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Builds the whole server over services from `createServices` without
 * listening: tests inject requests into it, main.ts listens. The services
 * belong to the caller: closing the app leaves them open (main.ts closes the
 * app, then the services).
 */
export async function buildApp(services: Services): Promise<App> {
  const { config } = services;
  // Typed as Fastify's logger interface so the instance keeps Fastify's default types.
  const loggerInstance: FastifyBaseLogger = services.log;
  const app = Fastify({
    loggerInstance,
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply as FastifyReply),
  });
  app.decorate('services', services);

  // An empty body with a JSON content type is read as "no payload" (flag, logout).
  const defaultJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, payload, done) => {
    if (typeof payload === 'string' && payload.trim() === '') return done(null, undefined);
    void defaultJson(request, payload as string, (error, value) => {
      if (error) return done(badRequest(MESSAGES.errors.malformedJson), undefined);
      try {
        refuseUnstorableText(value);
      } catch (refused) {
        return done(refused as Error, undefined);
      }
      done(null, value);
    });
  });

  const https = config.appOrigin.startsWith('https:');
  registerSecurityHeaders(app, https);
  await registerCompression(app);
  await app.register(cookie);
  await app.register(sessionPlugin, { services, secureCookies: https });
  registerOriginCheck(app, config.appOrigin);
  registerErrorHandling(app);

  const rateLimiter = createRateLimiter(services, config.rateLimit);
  app.addHook('preHandler', async (request) => {
    if (request.auth?.token && !SAFE_METHODS.has(request.method))
      await rateLimiter.check('tokenWrite', request);
  });
  // In a scope of their own, so tRPC's JSON body parser applies to /trpc only.
  await app.register((trpcScope, _options, done) => {
    registerTrpcRoutes(trpcScope, {
      prefix: '/trpc',
      router: appRouter,
      // A batch is answered call by call; ten is more than any page asks at once.
      maxBatchSize: 10,
      createContext: createContextFactory(services, rateLimiter),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC error');
      },
    });
    done();
  });
  await registerRestRoutes(app, services, rateLimiter, { bodyLimit: BODY_LIMIT });
  registerDocumentRoutes(app, services, { sitemapUrlsPerFile: config.sitemapUrlsPerFile });
  await registerWebApp(app, services);

  return app;
}
