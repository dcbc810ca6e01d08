/**
 * The server benchmarks of the performance issue, against real server
 * processes (apps/server/dist/main.js: build first) on generated data. Prints
 * numbers and the targets beside them; nothing passes or fails.
 *
 *   pnpm -F @thisoneforfree/bench server                       # 10,000 ideas, SQLite
 *   pnpm -F @thisoneforfree/bench server --ideas 100000 --postgres
 *   pnpm -F @thisoneforfree/bench server --only browse,similar --seconds 5
 *
 * Options:
 *   --ideas N          ideas in the data set (default 10000); users, ratings,
 *                      favorites and comments scale with it (data/generate.ts)
 *   --db FILE          the generated SQLite file (default /tmp/tof-bench/bench-N.db;
 *                      generated when missing); each run works on a copy
 *   --regenerate       generate the data again even if it exists
 *   --postgres [URL]   also on PostgreSQL: a server URL, or none for the project's
 *                      throwaway cluster (scripts/ensure-postgres.mjs, port BENCH_PG_PORT
 *                      or 54341); the data goes to database tof_bench_N
 *   --seconds S        seconds per load run (default 10)
 *   --mixed-seconds S  seconds of mixed load before the RSS reading (default 60)
 *   --only LIST        some of: startup,mixed,headers,read,browse,similar,stream,create,postgres
 *   --log-level LEVEL  the server's LOG_LEVEL during the load runs (default warn: no
 *                      per-request log lines)
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { generate, migrateGenerated, recreatePostgresDatabase } from './data/generate.js';
import { countIdeasIn, databaseUrl, ensurePostgres } from './server/postgres.js';
import { SERVER_NODE_FLAGS, type ServerProcess } from './server/process.js';
import {
  browseSearch,
  compressionHeaders,
  type Context,
  createIdeas,
  ideaReadVsBare,
  ideaStream,
  mixedLoad,
  type Row,
  similarIdeas,
} from './server/scenarios.js';
import { postgresStartup, sqliteServer, sqliteStartup } from './server/startup.js';

const ALL = [
  'startup',
  'mixed',
  'headers',
  'read',
  'browse',
  'similar',
  'stream',
  'create',
  'postgres',
];

function parseArgs(argv: readonly string[]) {
  const args = argv.filter((arg) => arg !== '--');
  const value = (name: string): string | undefined => {
    const index = args.indexOf(`--${name}`);
    const next = index >= 0 ? args[index + 1] : undefined;
    return next !== undefined && !next.startsWith('--') ? next : undefined;
  };
  const ideas = Number(value('ideas') ?? 10_000);
  const postgres = args.includes('--postgres') ? (value('postgres') ?? 'auto') : null;
  const only = value('only')?.split(',') ?? ALL.filter((name) => name !== 'postgres' || postgres);
  return {
    ideas,
    db: resolve(value('db') ?? `/tmp/tof-bench/bench-${ideas}.db`),
    regenerate: args.includes('--regenerate'),
    postgres: postgres ?? (only.includes('postgres') ? 'auto' : null),
    seconds: Number(value('seconds') ?? 10),
    mixedSeconds: Number(value('mixed-seconds') ?? 60),
    only: new Set(only),
    logLevel: value('log-level') ?? 'warn',
  };
}

const options = parseArgs(process.argv.slice(2));
const log = (line: string) => console.log(`  ${line}`);
const rows: Row[] = [];
const users = Math.max(10, Math.round(options.ideas / 200));
const dir = mkdtempSync(join(tmpdir(), 'tof-bench-run-'));
const require = createRequire(import.meta.url);
const fastifyVersion = (require('fastify/package.json') as { version: string }).version;

console.log(
  `server bench: ${options.ideas} ideas, ${options.seconds} s per load run; ` +
    `${cpus().length} x ${cpus()[0]?.model ?? 'CPU'}, ${(totalmem() / 2 ** 30).toFixed(0)} GB, ` +
    `Node ${process.version} ${SERVER_NODE_FLAGS.join(' ')}, Fastify ${fastifyVersion}, ` +
    `${new Date().toISOString().slice(0, 10)}; ` +
    `load average ${loadavg()[0]!.toFixed(1)} (other processes share these cores)`,
);

/** The measurement context on `server`, and a runner that skips what --only leaves out. */
function sections(server: ServerProcess, label: string) {
  const ctx: Context = { server, ideas: options.ideas, users, seconds: options.seconds, dir, log };
  const section = async (name: string, run: () => Promise<Row[]>) => {
    if (!options.only.has(name)) return;
    console.log(`${name}${label}:`);
    rows.push(...(await run()));
  };
  return { ctx, section };
}

async function sqlite() {
  // Every measurement but 'postgres' runs on SQLite.
  if (!ALL.some((name) => name !== 'postgres' && options.only.has(name))) return;
  if (options.regenerate || !existsSync(options.db)) {
    mkdirSync(dirname(options.db), { recursive: true });
    console.log(`generating ${options.ideas} ideas into ${options.db}`);
    const summary = await generate({ ideas: options.ideas, target: options.db, log });
    log(`generated in ${summary.seconds.toFixed(1)} s`);
  }
  await migrateGenerated(options.db);

  let server: ServerProcess;
  if (options.only.has('startup')) {
    console.log('startup (SQLite):');
    const start = await sqliteStartup(options.db, dir, options.logLevel, log);
    rows.push(...start.rows);
    server = start.server;
  } else server = await sqliteServer(options.db, dir, options.logLevel);
  const { ctx, section } = sections(server, ' (SQLite)');
  try {
    // RSS after start is read first, before the other runs warm anything.
    await section('mixed', () => mixedLoad(ctx, options.mixedSeconds));
    await section('headers', () => compressionHeaders(ctx));
    await section('read', () => ideaReadVsBare(ctx));
    await section('browse', () => browseSearch(ctx));
    await section('similar', () => similarIdeas(ctx, ' (SQLite)'));
    await section('stream', () => ideaStream(ctx));
    // Last: it adds ideas.
    await section('create', () => createIdeas(ctx));
  } finally {
    await server.stop();
  }
}

async function postgres() {
  if (!options.postgres || !options.only.has('postgres')) return;
  const pg = ensurePostgres(options.postgres);
  try {
    const generated = databaseUrl(pg.url, `tof_bench_${options.ideas}`);
    if (options.regenerate || (await countIdeasIn(generated)) !== options.ideas) {
      console.log(`generating ${options.ideas} ideas into ${generated}`);
      const summary = await generate({ ideas: options.ideas, target: generated, log });
      log(`generated in ${summary.seconds.toFixed(1)} s`);
    }
    await migrateGenerated(generated);
    // A copy per run, so the writes of one run do not reach the next.
    const run = databaseUrl(pg.url, `tof_bench_run_${options.ideas}`);
    await recreatePostgresDatabase(run, `tof_bench_${options.ideas}`);
    console.log('startup (PostgreSQL):');
    const start = await postgresStartup(run, options.logLevel, log);
    rows.push(...start.rows);
    const label = ' (PostgreSQL)';
    const { ctx } = sections(start.server, label);
    try {
      console.log(`similar, browse, create${label}:`);
      rows.push(...(await similarIdeas(ctx, label)));
      rows.push(...(await browseSearch(ctx, label)));
      rows.push(...(await createIdeas(ctx, label)));
    } finally {
      await start.server.stop();
    }
  } finally {
    pg.stop();
  }
}

function printTable(table: Row[]) {
  const header: Row = { what: 'what', target: 'target', measured: 'measured' };
  const widths = (['what', 'target', 'measured'] as const).map((key) =>
    Math.max(...[header, ...table].map((row) => row[key].length)),
  );
  const line = (row: Row) =>
    `| ${row.what.padEnd(widths[0]!)} | ${row.target.padEnd(widths[1]!)} | ${row.measured.padEnd(widths[2]!)} |`;
  console.log(`\nResults at ${options.ideas} ideas:\n`);
  console.log(line(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const row of table) console.log(line(row));
  const details = table.filter((row) => row.detail);
  if (details.length > 0) {
    console.log('\nDetails:');
    for (const row of details) console.log(`- ${row.what}: ${row.detail}`);
  }
}

try {
  await sqlite();
  await postgres();
} finally {
  rmSync(dir, { recursive: true, force: true });
  printTable(rows);
  console.log(
    `\nload average at the end: ${loadavg()
      .map((value) => value.toFixed(1))
      .join(' / ')} (1 / 5 / 15 min)`,
  );
}
