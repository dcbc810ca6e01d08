/**
 * The baseline of the idea-read benchmark: a bare Fastify (the server's
 * version) with one route answering GET /api/ideas/:id with the JSON body
 * read from BODY_FILE, serialised on every request as the real route does.
 * No plugins, no database, no logging. Started by process.ts, on PORT.
 */
import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

const body = JSON.parse(readFileSync(process.env.BODY_FILE!, 'utf8')) as unknown;
const app = Fastify({ logger: false });
app.get('/api/ideas/:id', () => body);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
