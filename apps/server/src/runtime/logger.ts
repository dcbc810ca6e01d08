import { type DestinationStream, pino, type Logger } from 'pino';
import type { AppConfig } from '../env.js';
import { redactSecrets } from '../lib/redact.js';

export type { Logger };

/**
 * Where log lines go, with the secrets a URL can carry (the tokens of
 * emailed links, tRPC inputs in a query string) redacted from every line,
 * whoever wrote it: Fastify's request lines ("incoming request" with its
 * URL, "Route ... not found"), the app's, a library's. Filtering the line
 * itself, not each place that logs, keeps it true for any log level and any
 * message added later.
 */
export function redactingDestination(destination: DestinationStream): DestinationStream {
  return { write: (line: string) => destination.write(redactSecrets(line)) };
}

/**
 * The one logger of a process: the services log through it and Fastify uses
 * it as its request logger (`loggerInstance`), so scripts and the server
 * write the same JSON lines. Tests pass a destination to read the lines.
 */
export function createLogger(
  config: Pick<AppConfig, 'logLevel'>,
  destination: DestinationStream = pino.destination(1),
): Logger {
  return pino({ level: config.logLevel }, redactingDestination(destination));
}

/** A logger that writes nothing (tests). */
export function silentLogger(): Logger {
  return pino({ level: 'silent' });
}
