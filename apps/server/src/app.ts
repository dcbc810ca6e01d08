import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, {
  type FastifyInstance,
  type FastifyReply,
  type FastifyServerOptions,
} from 'fastify';
import { MESSAGES } from '@thisoneforfree/contracts';
import type { DatabaseHandle } from './db/database.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import type { AppConfig } from './env.js';
import { badRequest } from './lib/errors.js';
import { refuseUnstorableText } from './lib/validation.js';
import { answerFrameworkError, registerErrorHandling } from './plugins/errors.js';
import { registerOriginCheck } from './plugins/origin-check.js';
import { createRateLimiter } from './plugins/rate-limits.js';
import { sessionPlugin } from './plugins/session.js';
import { registerWebApp } from './plugins/web-app.js';
import { registerRestRoutes } from './rest/index.js';
import { closeCitationWorkers } from './services/citations.js';
import type { ServiceContext } from './services/context.js';
import { createMailer, type Mailer } from './services/mailer.js';
import { closeSimilarIdeas, startSimilarIdeas } from './services/similar.js';
import { createContextFactory } from './trpc/context.js';
import { type AppRouter, appRouter } from './trpc/router.js';

export interface BuildAppOptions {
  config: AppConfig;
  /** An open database; by default the one DATABASE_URL names is opened (and closed with the app). */
  database?: DatabaseHandle;
  mailer?: Mailer;
  logger?: FastifyServerOptions['logger'];
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The services every route and procedure calls, for scripts and tests. */
    services: ServiceContext;
  }
}

export type App = FastifyInstance;

/** Imported citation files can be several MB; nothing else comes close. */
const BODY_LIMIT = 8 * 1024 * 1024;

/**
 * Builds the whole server without listening: tests inject requests into it,
 * main.ts listens. Migrations run here so every app sees the latest schema.
 */
export async function buildApp(options: BuildAppOptions): Promise<App> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 500 },
    frameworkErrors: (error, _request, reply) => answerFrameworkError(error, reply as FastifyReply),
  });

  const database =
    options.database ??
    openDatabase(config.databaseUrl, {
      onConnectionError: (error) =>
        app.log.warn({ err: error }, 'A PostgreSQL connection failed; the pool replaces it'),
    });
  if (!options.database) app.addHook('onClose', () => database.db.destroy());
  await migrateToLatest(database.db);

  const services: ServiceContext = {
    db: database.db,
    dialect: database.dialect,
    config,
    mailer: options.mailer ?? createMailer(config, app.log),
  };
  app.decorate('services', services);
  // Similar ideas are answered from an in-memory index: load it before serving, save it on close.
  await startSimilarIdeas(services, app.log);
  app.addHook('preClose', () => closeSimilarIdeas(services));
  // Citation files are parsed on worker threads, started on first use.
  app.addHook('onClose', () => closeCitationWorkers(services));

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
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        // Mantine sets style attributes at run time.
        'style-src': ["'self'", "'unsafe-inline'"],
        'img-src': ["'self'", 'data:'],
        'upgrade-insecure-requests': https ? [] : null,
      },
    },
    hsts: https,
  });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(sessionPlugin, { db: database.db, secureCookies: https });
  registerOriginCheck(app, config.appOrigin);
  registerErrorHandling(app);

  const rateLimiter = createRateLimiter(app, config.rateLimit);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // A batch is answered call by call; ten is more than any page asks at once.
      maxBatchSize: 10,
      createContext: createContextFactory(services, rateLimiter),
      onError({ error, path }) {
        if (error.code === 'INTERNAL_SERVER_ERROR')
          app.log.error({ err: error, path }, 'tRPC error');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });
  registerRestRoutes(app, services, rateLimiter);
  await registerWebApp(app, config.webDistDir);

  return app;
}
