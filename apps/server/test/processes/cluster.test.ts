import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Idea } from '@thisoneforfree/contracts';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../test-database.js';
import { type LogLine, request, ServerProcess, serverEnv } from './server-process.js';

// src/cluster.ts (`npm run start:cluster`) as a real process tree: its
// primary prepares the database once and keeps CLUSTER_WORKERS workers
// serving one port. What the workers share is tested in two-servers.test.ts.

// Starting Node processes takes seconds on a busy machine; these are limits, not measurements.
vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

let dir: string;
let database: TestDatabase;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tof-cluster-'));
  database = await createTestDatabase(dir);
});

afterAll(async () => {
  await database?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

describe('two workers', () => {
  let cluster: ServerProcess;
  let base: string;
  const serving = (line: LogLine) => line.msg === 'A worker is serving';

  beforeAll(async () => {
    cluster = new ServerProcess(
      'cluster',
      serverEnv(database.url, dir, { CLUSTER_WORKERS: '2', SEED_DEMO: '1' }),
    );
    await cluster.waitFor(
      (line) => line.msg.startsWith('This One for Free is serving'),
      'the cluster served',
    );
    const port = cluster.lines.find(serving)!.port as number;
    base = `http://127.0.0.1:${port}`;
  });

  afterAll(async () => {
    await cluster?.stop('SIGKILL');
  });

  test('the primary seeds once, then two workers serve one port', async () => {
    const seeded = cluster.lines.filter((line) => line.msg.startsWith('Seeded the empty database'));
    expect(seeded.map((line) => line.pid)).toEqual([cluster.pid]);
    const workers = cluster.lines.filter(serving);
    expect(new Set(workers.map((line) => line.worker)).size).toBe(2);
    expect(new Set(workers.map((line) => line.port)).size).toBe(1);

    const ideas = await request(base, '/api/ideas');
    expect(ideas.status).toBe(200);
    expect((ideas.body as Idea[]).length).toBe(60);
  });

  test('a worker that dies is replaced, and SIGTERM closes every worker', async () => {
    const [first, second] = cluster.lines.filter(serving).map((line) => line.worker as number);
    process.kill(first!, 'SIGKILL');
    await cluster.waitFor(
      (line) => line.msg.startsWith('A worker died') && line.worker === first,
      'the primary saw the worker die',
    );
    const replacement = await cluster.waitFor(
      (line) => serving(line) && line.worker !== first && line.worker !== second,
      'a new worker served',
    );
    expect((await request(base, '/api/ideas/1')).status).toBe(200);

    expect(await cluster.stop('SIGTERM')).toEqual({ code: 0, signal: null });
    const closing = cluster.lines.filter((line) => line.msg === 'SIGTERM received, closing');
    expect(closing.map((line) => line.pid).sort()).toEqual([second, replacement.worker].sort());
    expect([second, replacement.worker].filter((pid) => isAlive(pid as number))).toEqual([]);
  });
});

describe('a worker that cannot start', () => {
  let taken: Server;

  beforeAll(async () => {
    taken = createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  });

  afterAll(() => new Promise<void>((resolve) => taken.close(() => resolve())));

  test('stops the cluster with exit code 1 instead of restarting it forever', async () => {
    const port = String((taken.address() as { port: number }).port);
    const cluster = new ServerProcess(
      'cluster',
      serverEnv(database.url, dir, { CLUSTER_WORKERS: '1', PORT: port }),
    );
    expect(await cluster.exited).toEqual({ code: 1, signal: null });
    expect(cluster.lines.some((line) => line.msg === 'A worker stopped before it served')).toBe(
      true,
    );
  });
});
