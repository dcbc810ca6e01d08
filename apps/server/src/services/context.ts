import type { AppConfig } from '../env.js';
import type { DB, Dialect } from '../db/database.js';
import type { Mailer } from './mailer.js';

/**
 * What every service function receives first: plain data and ports, no
 * request. tRPC procedures and REST shims both build it once per app.
 */
export interface ServiceContext {
  db: DB;
  dialect: Dialect;
  config: AppConfig;
  mailer: Mailer;
}
