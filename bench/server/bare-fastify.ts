/**
 * The baselines: a bare Fastify (the server's version) with one route,
 * GET /api/ideas/:id, and no plugins, logging or compression. Started by
 * process.ts, on PORT.
 * - BODY_FILE: it answers the JSON read from that file, serialised on every
 *   request as the real route does (the idea read's baseline, and the host's
 *   floor for a similar-ideas list).
 * - BARE_DATABASE_URL: it answers the idea's similar-ideas rows from that
 *   database through the server's own query and connection set-up
 *   (data/similarity.ts, db/database.ts), without tRPC, the server's hooks,
 *   its serialiser or compression: the host's floor for that list with the
 *   database's round trip in it.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';
import { shownNeighbours } from '../../apps/server/dist/data/similarity.js';
import { openDatabase } from '../../apps/server/dist/db/database.js';

const app = Fastify({ logger: false });
const databaseUrl = process.env.BARE_DATABASE_URL;
if (databaseUrl) {
  const { db, dialect } = openDatabase(databaseUrl);
  app.get<{ Params: { id: string } }>('/api/ideas/:id', (request) =>
    shownNeighbours(db, dialect, Number(request.params.id)),
  );
} else {
  const body = JSON.parse(readFileSync(process.env.BODY_FILE!, 'utf8')) as unknown;
  app.get('/api/ideas/:id', () => body);
}
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
