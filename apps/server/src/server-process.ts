import { type App, buildApp } from './app.js';
import { createServices } from './create-services.js';
import type { AppConfig } from './env.js';
import type { Logger } from './runtime/logger.js';
import { seedDemoData } from './seed/seed.js';
import type { Services } from './services/context.js';

/**
 * What a server process runs, shared by main.ts (one process) and the workers
 * of cluster.ts (N processes on one database).
 */

async function seedIfEmpty(services: Services): Promise<void> {
  if (!services.config.seedDemo) return;
  const seeded = await seedDemoData(services);
  if (seeded) services.log.info(seeded, 'Seeded the empty database with demo data');
}

/**
 * Migrates the database and seeds an empty one with the demo content when
 * SEED_DEMO=1: what cluster.ts's primary does once before forking workers
 * that skip both.
 */
export async function prepareDatabase(config: AppConfig, log: Logger): Promise<void> {
  const services = await createServices(config, { log });
  try {
    await seedIfEmpty(services);
  } finally {
    await services.close();
  }
}

export interface ServeOptions {
  /**
   * True when the database was already migrated and seeded (`prepareDatabase`,
   * by cluster.ts's primary); otherwise this process does both first.
   */
  databasePrepared: boolean;
}

/**
 * Builds the app, serves it on config.port and closes it gracefully on
 * SIGTERM or SIGINT (requests in flight finish, then the services close; a
 * close taking over 10 s exits anyway). A failure to listen exits with 1.
 */
export async function serve(config: AppConfig, options: ServeOptions): Promise<App> {
  const services = await createServices(config, {}, { migrate: !options.databasePrepared });
  if (!options.databasePrepared) await seedIfEmpty(services);
  const app = await buildApp(services);

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    const timer = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      await app.close();
      await services.close();
      clearTimeout(timer);
      process.exit(0);
    } catch (error) {
      app.log.error(error);
      process.exit(1);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    app.log.error(error);
    process.exit(1);
  }
  return app;
}
