import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readMemory } from './memory.js';

/** The built server (`pnpm exec turbo run build` first): the benchmarks run what `npm start` runs. */
export const SERVER_MAIN = fileURLToPath(
  new URL('../../apps/server/dist/main.js', import.meta.url),
);
/**
 * The V8 flags `npm start` gives the server (the root package.json's start
 * script: a smaller young generation, a slower-growing old one), so the
 * benchmarks measure the process people run.
 */
export const SERVER_NODE_FLAGS = startScriptFlags();

function startScriptFlags(): string[] {
  const { scripts } = JSON.parse(
    readFileSync(new URL('../../package.json', import.meta.url), 'utf8'),
  ) as { scripts: Record<string, string> };
  const flags = /\bnode((?: --[\w-]+(?:=\S+)?)*) apps\/server\/dist\/main\.js/.exec(
    scripts.start ?? '',
  );
  if (!flags)
    throw new Error('package.json: no "node [flags] apps/server/dist/main.js" in scripts.start');
  return flags[1]!.trim().split(/\s+/).filter(Boolean);
}

const BENCH_DIR = fileURLToPath(new URL('..', import.meta.url));

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface Started {
  process: ServerProcess;
  /** From spawn to the first 200 of `readyPath`. */
  readyMs: number;
}

/** A child process serving HTTP on 127.0.0.1:`port`; its log lines are kept, not printed. */
export class RunningProcess {
  readonly log: string[] = [];
  private exited: Promise<void>;

  constructor(
    readonly child: ChildProcess,
    readonly port: number,
  ) {
    const keep = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) if (line) this.log.push(line);
      if (this.log.length > 2000) this.log.splice(0, this.log.length - 1000);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    this.exited = new Promise((resolve) => child.once('exit', () => resolve()));
  }

  get pid(): number {
    return this.child.pid!;
  }

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  memory() {
    return readMemory(this.pid);
  }

  /** Log lines (pino JSON) whose message contains `text`. */
  logged(text: string): Record<string, unknown>[] {
    return this.log
      .filter((line) => line.includes(text))
      .flatMap((line) => {
        try {
          return [JSON.parse(line) as Record<string, unknown>];
        } catch {
          return [];
        }
      });
  }

  async stop(): Promise<void> {
    if (this.child.exitCode !== null) return;
    this.child.kill('SIGTERM');
    const timer = setTimeout(() => this.child.kill('SIGKILL'), 15_000);
    await this.exited;
    clearTimeout(timer);
  }

  /** Polls `path` until it answers 200. */
  async waitFor(path: string, started: number, timeoutMs: number): Promise<number> {
    for (;;) {
      if (this.child.exitCode !== null)
        throw new Error(
          `The process ended (code ${this.child.exitCode}):\n${this.log.slice(-20).join('\n')}`,
        );
      try {
        const response = await fetch(`${this.origin}${path}`);
        await response.arrayBuffer();
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      if (performance.now() - started > timeoutMs) {
        await this.stop();
        throw new Error(`No answer from ${path} within ${timeoutMs / 1000} s`);
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

/** The server itself (apps/server/dist/main.js), with the database it answers from. */
export class ServerProcess extends RunningProcess {
  constructor(
    child: ChildProcess,
    port: number,
    readonly databaseUrl: string,
  ) {
    super(child, port);
  }
}

export interface ServerOptions {
  databaseUrl: string;
  logLevel?: string;
  /** How long the start may take (the current similar-ideas bulk build takes minutes at 100k). */
  timeoutMs?: number;
}

/**
 * Starts apps/server/dist/main.js on DATABASE_URL and waits for its first
 * successful answer (GET /api/ideas/1, an idea read through every layer).
 * Rate limits are off (RATE_LIMIT=0, as the end-to-end tests run), the demo
 * seed too; mail goes to a throwaway outbox.
 */
export async function startServer(options: ServerOptions): Promise<Started> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, SERVER_MAIN], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: options.databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO: '0',
      RATE_LIMIT: '0',
      LOG_LEVEL: options.logLevel ?? 'warn',
      MAIL_OUTBOX_DIR: mkdtempSync(join(tmpdir(), 'tof-bench-outbox-')),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = new ServerProcess(child, port, options.databaseUrl);
  const readyMs = await running.waitFor('/api/ideas/1', started, options.timeoutMs ?? 30 * 60_000);
  return { process: running, readyMs };
}

/**
 * The bare Fastify server of bare-fastify.ts on GET /api/ideas/:id: answering
 * the JSON in `source.bodyFile`, or an idea's similar-ideas list from
 * `source.databaseUrl` through the server's own query.
 */
export async function startBareFastify(
  source: { bodyFile: string } | { databaseUrl: string },
): Promise<RunningProcess> {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/bare-fastify.ts'], {
    cwd: BENCH_DIR,
    env: {
      ...process.env,
      PORT: String(port),
      ...('bodyFile' in source
        ? { BODY_FILE: source.bodyFile }
        : { BARE_DATABASE_URL: source.databaseUrl }),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const running = new RunningProcess(child, port);
  await running.waitFor('/api/ideas/1', started, 60_000);
  return running;
}
