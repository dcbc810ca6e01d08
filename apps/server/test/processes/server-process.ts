import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { SESSION_COOKIE } from '../../src/plugins/session.js';

/**
 * Real server processes for the tests of this folder: `src/main.ts` or
 * `src/cluster.ts` run by Node through tsx (so the tests always run the
 * source beside them, never a stale build), each reading only the
 * environment given here. Their JSON log lines are read as they come;
 * readiness is waiting for the line that says so, never a sleep.
 */

const SERVER_DIR = fileURLToPath(new URL('../..', import.meta.url));
export const ORIGIN = 'http://localhost:3000';

export interface LogLine {
  pid: number;
  msg: string;
  [field: string]: unknown;
}

export interface Exit {
  code: number | null;
  signal: NodeJS.Signals | null;
}

/** The environment of a server process on `databaseUrl`, with scratch files under `dir`. */
export function serverEnv(
  databaseUrl: string,
  dir: string,
  extra: Record<string, string> = {},
): Record<string, string> {
  const inherited = Object.fromEntries(
    ['PATH', 'HOME', 'TMPDIR'].flatMap((name) =>
      process.env[name] ? [[name, process.env[name]]] : [],
    ),
  );
  return {
    ...inherited,
    DATABASE_URL: databaseUrl,
    HOST: '127.0.0.1',
    // Any free port: the address is read from the process's log.
    PORT: '0',
    APP_ORIGIN: ORIGIN,
    SEED_DEMO: '0',
    RATE_LIMIT: '1',
    // Each test names its client in X-Forwarded-For, so its rate-limit buckets start empty.
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    MAIL_OUTBOX_DIR: join(dir, 'outbox'),
    WEB_DIST_DIR: join(dir, 'no-web-build'),
    ...extra,
  };
}

export class ServerProcess {
  readonly lines: LogLine[] = [];
  readonly exited: Promise<Exit>;
  private readonly child: ChildProcess;
  private stderr = '';
  private exit: Exit | null = null;
  private readonly waiters = new Set<{
    match: (line: LogLine) => boolean;
    resolve: (line: LogLine) => void;
  }>();

  constructor(entry: 'main' | 'cluster', env: Record<string, string>) {
    this.child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
      cwd: SERVER_DIR,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    createInterface({ input: this.child.stdout! }).on('line', (text) => this.read(text));
    this.child.stderr!.on('data', (chunk: Buffer) => (this.stderr += chunk.toString('utf8')));
    this.exited = new Promise((resolve) => {
      this.child.on('exit', (code, signal) => {
        this.exit = { code, signal };
        resolve(this.exit);
      });
    });
  }

  get pid(): number {
    return this.child.pid!;
  }

  /**
   * The first log line, already written or still to come, that `match`
   * accepts; fails with the process's output when it exits first.
   */
  waitFor(match: (line: LogLine) => boolean, what: string): Promise<LogLine> {
    const found = this.lines.find(match);
    if (found) return Promise.resolve(found);
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve };
      this.waiters.add(waiter);
      void this.exited.then((exit) => {
        if (!this.waiters.delete(waiter)) return;
        reject(
          new Error(`the server exited (${JSON.stringify(exit)}) before ${what}\n${this.output()}`),
        );
      });
    });
  }

  /** The address of a main.ts process, once it listens. */
  async address(): Promise<string> {
    const line = await this.waitFor((l) => l.msg.startsWith('Server listening at '), 'listening');
    return line.msg.slice('Server listening at '.length);
  }

  /** Sends `signal` (SIGTERM: a graceful close) and waits for the process to end. */
  async stop(signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
    if (!this.exit) this.child.kill(signal);
    return this.exited;
  }

  /** The last log lines and stderr, for failure messages. */
  output(): string {
    const tail = this.lines.slice(-20).map((line) => JSON.stringify(line));
    return [...tail, this.stderr].join('\n');
  }

  private read(text: string): void {
    let line: LogLine;
    try {
      line = JSON.parse(text) as LogLine;
    } catch {
      return; // not a log line (a person's "ready" banner only goes to a terminal)
    }
    this.lines.push(line);
    for (const waiter of this.waiters) {
      if (!waiter.match(line)) continue;
      this.waiters.delete(waiter);
      waiter.resolve(line);
    }
  }
}

/** A JSON request from one HTTP client; `client` becomes its X-Forwarded-For address. */
export async function request(
  base: string,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string; client?: string } = {},
): Promise<{ status: number; body: unknown; cookie: string | undefined }> {
  const headers: Record<string, string> = {};
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.cookie) headers.cookie = `${SESSION_COOKIE}=${options.cookie}`;
  if (options.client) headers['x-forwarded-for'] = options.client;
  const response = await fetch(new URL(path, base), {
    method: options.method ?? 'GET',
    headers,
    ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }),
  });
  const text = await response.text();
  const session = response.headers
    .getSetCookie()
    .map((cookie) => new RegExp(`^${SESSION_COOKIE}=([^;]*)`).exec(cookie)?.[1])
    .find((value) => value !== undefined);
  return {
    status: response.status,
    body: text ? (JSON.parse(text) as unknown) : undefined,
    cookie: session || undefined,
  };
}
