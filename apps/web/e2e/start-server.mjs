// Starts the built server for the browser tests on a fresh database (wiped on
// every run) with the demo seed, so an admin and content exist.
import { rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '3917';
// Must match E2E_DATA_DIR in env.ts (this file runs as plain JavaScript).
const dataDir = join(tmpdir(), `thisoneforfree-e2e-${port}`);
rmSync(dataDir, { recursive: true, force: true });

Object.assign(process.env, {
  PORT: port,
  HOST: '127.0.0.1',
  APP_ORIGIN: `http://localhost:${port}`,
  DATABASE_URL: `${dataDir}/app.db`,
  MAIL_OUTBOX_DIR: `${dataDir}/outbox`,
  SEED_DEMO: '1',
  RATE_LIMIT: '0',
  LOG_LEVEL: 'warn',
});
await import('../../server/dist/main.js');
