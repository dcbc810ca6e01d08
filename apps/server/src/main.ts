import { buildApp } from './app.js';
import { createServices } from './create-services.js';
import { loadConfig } from './env.js';
import { seedDemoData } from './seed/seed.js';

const config = loadConfig();
const services = await createServices(config);

if (config.seedDemo) {
  const seeded = await seedDemoData(services);
  if (seeded) services.log.info(seeded, 'Seeded the empty database with demo data');
}

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
  app.log.info(`This One for Free is serving ${config.appOrigin}`);
  // The JSON log is for machines; a person who ran `npm start` wants the address.
  if (process.stdout.isTTY) console.log(`\n  This One for Free is ready at ${config.appOrigin}\n`);
} catch (error) {
  app.log.error(error);
  process.exit(1);
}
