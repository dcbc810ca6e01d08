import { pino, type Logger } from 'pino';
import type { AppConfig } from '../env.js';

export type { Logger };

/**
 * The one logger of a process: the services log through it and Fastify uses
 * it as its request logger (`loggerInstance`), so scripts and the server
 * write the same JSON lines.
 */
export function createLogger(config: Pick<AppConfig, 'logLevel'>): Logger {
  return pino({ level: config.logLevel });
}

/** A logger that writes nothing (tests). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
