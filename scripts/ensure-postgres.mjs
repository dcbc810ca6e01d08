#!/usr/bin/env node
// A private PostgreSQL server for the API tests, started on demand.
//
//   node scripts/ensure-postgres.mjs          start it (or reuse a running one), print its URL
//   node scripts/ensure-postgres.mjs --stop   stop it
//   node scripts/ensure-postgres.mjs --status print its URL if it is running, exit 1 otherwise
//
// Uses Debian's PostgreSQL (`/usr/lib/postgresql/<version>/bin`) and installs
// the `postgresql` package with apt-get when it is missing (as root, or with
// password-less sudo). The cluster is a throwaway: it lives in
// PG_TEST_DIR (default: <tmp>/tof-postgres-<port>), listens on 127.0.0.1 at
// PG_TEST_PORT (default 54329) with its socket in that directory, runs
// without fsync, and has one superuser `tof` (password `tof`) that the tests
// use to create and drop a database per test file. initdb refuses to run as
// root, so as root the cluster belongs to the `postgres` user.
//
// Only the URL goes to stdout, so `export TEST_DATABASE_URL=$(node
// scripts/ensure-postgres.mjs)` works; progress goes to stderr.
// scripts/with-postgres.mjs runs a command with the server started and
// stops it afterwards.
import { execFileSync, spawnSync } from 'node:child_process';
import {
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const USER = 'tof';
const PASSWORD = 'tof';

export function settings(env = process.env) {
  const port = Number(env.PG_TEST_PORT ?? 54329);
  if (!Number.isInteger(port) || port <= 0 || port > 65535) {
    throw new Error(`PG_TEST_PORT must be a port number, not ${env.PG_TEST_PORT}`);
  }
  const dir = resolve(env.PG_TEST_DIR ?? join(tmpdir(), `tof-postgres-${port}`));
  const cluster = join(dir, 'cluster');
  return {
    port,
    dir,
    /** Owned by the cluster's owner: data directory, socket, log. */
    cluster,
    data: join(cluster, 'data'),
    log: join(cluster, 'server.log'),
    /** One file per with-postgres run using the server (see scripts/with-postgres.mjs). */
    holders: join(dir, 'holders'),
    /** Present while the server runs because with-postgres started it (the last run stops it). */
    startedMark: join(dir, 'started-by-with-postgres'),
    lock: join(dir, 'lock'),
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
  };
}

const isRoot = process.getuid?.() === 0;
const log = (message) => console.error(`[postgres] ${message}`);

class SetupError extends Error {}

/** The bin directory of the newest Debian PostgreSQL installed, or null. */
function findBinaries() {
  if (process.env.PG_BIN) return process.env.PG_BIN;
  const base = '/usr/lib/postgresql';
  let versions = [];
  try {
    versions = readdirSync(base).filter((name) => /^\d+$/.test(name));
  } catch {
    return null;
  }
  versions.sort((a, b) => Number(b) - Number(a));
  for (const version of versions) {
    const bin = join(base, version, 'bin');
    if (existsSync(join(bin, 'initdb')) && existsSync(join(bin, 'pg_ctl'))) return bin;
  }
  return null;
}

function installPostgres() {
  const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
  if (!isRoot && !hasSudo) {
    throw new SetupError(
      'PostgreSQL is not installed and this user cannot install packages: run `sudo apt-get install postgresql`, or set TEST_DATABASE_URL to a postgres:// URL of a server where that user may create databases.',
    );
  }
  const run = (args) => {
    const [cmd, ...rest] = isRoot ? args : ['sudo', '-n', ...args];
    execFileSync(cmd, rest, {
      stdio: ['ignore', process.stderr, process.stderr],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  };
  log('installing Debian’s postgresql package for the API tests…');
  // Another install (say, Chromium for the browser tests) may hold the dpkg lock for a while.
  const wait = ['-o', 'DPkg::Lock::Timeout=300'];
  run(['apt-get', ...wait, 'update']);
  run(['apt-get', ...wait, 'install', '-y', '--no-install-recommends', 'postgresql']);
  const bin = findBinaries();
  if (!bin) throw new SetupError('postgresql was installed but /usr/lib/postgresql/*/bin is empty');
  return bin;
}

/** The uid and gid that own the cluster: the `postgres` user as root, ourselves otherwise. */
function owner() {
  if (!isRoot) return null;
  const line = readFileSync('/etc/passwd', 'utf8')
    .split('\n')
    .find((entry) => entry.startsWith('postgres:'));
  if (!line) {
    throw new SetupError(
      'initdb refuses to run as root and there is no `postgres` user (the postgresql package creates it)',
    );
  }
  const [, , uid, gid] = line.split(':');
  return { uid: Number(uid), gid: Number(gid) };
}

/** Runs a PostgreSQL program as the cluster's owner. */
function runAs(who, bin, program, args, options = {}) {
  const result = spawnSync(join(bin, program), args, {
    encoding: 'utf8',
    cwd: '/',
    env: { PATH: process.env.PATH ?? '/usr/bin:/bin', LC_ALL: 'C.UTF-8', LANG: 'C.UTF-8' },
    ...(who ? { uid: who.uid, gid: who.gid } : {}),
    ...options,
  });
  if (result.error) throw result.error;
  return result;
}

function isRunning(bin, who, cfg) {
  if (!existsSync(join(cfg.data, 'PG_VERSION'))) return false;
  return runAs(who, bin, 'pg_ctl', ['status', '-D', cfg.data]).status === 0;
}

function majorOf(bin) {
  return /postgresql\/(\d+)\//.exec(`${bin}/`)?.[1] ?? null;
}

function createCluster(bin, who, cfg) {
  rmSync(cfg.cluster, { recursive: true, force: true });
  // The owner of the cluster (`postgres` when we are root) must be able to reach it.
  mkdirSync(cfg.dir, { recursive: true, mode: 0o755 });
  mkdirSync(cfg.cluster, { mode: 0o700 });
  if (who) chownSync(cfg.cluster, who.uid, who.gid);
  const passwordFile = join(cfg.cluster, 'password');
  writeFileSync(passwordFile, `${PASSWORD}\n`, { mode: 0o600 });
  if (who) chownSync(passwordFile, who.uid, who.gid);
  log(`creating a test cluster in ${cfg.data}`);
  const init = runAs(who, bin, 'initdb', [
    '-D',
    cfg.data,
    '--username',
    USER,
    '--pwfile',
    passwordFile,
    '--auth-local',
    'trust',
    '--auth-host',
    'scram-sha-256',
    '--encoding',
    'UTF8',
    '--locale',
    'C.UTF-8',
    '--no-sync',
  ]);
  rmSync(passwordFile, { force: true });
  if (init.status !== 0) {
    throw new SetupError(`initdb failed:\n${init.stdout}${init.stderr}`);
  }
  // A throwaway cluster for tests: durability is not wanted, speed is.
  const conf = [
    `port = ${cfg.port}`,
    `listen_addresses = '127.0.0.1'`,
    `unix_socket_directories = '${cfg.cluster}'`,
    'max_connections = 200',
    'fsync = off',
    'synchronous_commit = off',
    'full_page_writes = off',
    'shared_buffers = 64MB',
    `log_min_messages = warning`,
  ].join('\n');
  writeFileSync(join(cfg.data, 'postgresql.auto.conf'), `${conf}\n`);
  if (who) chownSync(join(cfg.data, 'postgresql.auto.conf'), who.uid, who.gid);
}

function startCluster(bin, who, cfg) {
  log(`starting PostgreSQL ${majorOf(bin) ?? ''} on 127.0.0.1:${cfg.port}`);
  const start = runAs(who, bin, 'pg_ctl', [
    'start',
    '-w',
    '-t',
    '60',
    '-D',
    cfg.data,
    '-l',
    cfg.log,
  ]);
  if (start.status !== 0) {
    let tail = '';
    try {
      tail = readFileSync(cfg.log, 'utf8').split('\n').slice(-15).join('\n');
    } catch {
      // no log yet
    }
    throw new SetupError(
      `PostgreSQL did not start on port ${cfg.port} (is the port taken? set PG_TEST_PORT):\n${start.stdout}${start.stderr}${tail}`,
    );
  }
}

/**
 * Makes sure the test server runs; returns its URL and whether this call
 * started it.
 */
export function ensurePostgres(env = process.env) {
  const cfg = settings(env);
  const bin = findBinaries() ?? installPostgres();
  const who = owner();
  if (isRunning(bin, who, cfg)) return { url: cfg.url, started: false, ...cfg };
  const version = existsSync(join(cfg.data, 'PG_VERSION'))
    ? readFileSync(join(cfg.data, 'PG_VERSION'), 'utf8').trim()
    : null;
  if (version === null || version !== majorOf(bin)) createCluster(bin, who, cfg);
  startCluster(bin, who, cfg);
  return { url: cfg.url, started: true, ...cfg };
}

/** Stops the test server if it runs (fast shutdown: tests are over). */
export function stopPostgres(env = process.env) {
  const cfg = settings(env);
  const bin = findBinaries();
  if (!bin) return false;
  const who = owner();
  if (!isRunning(bin, who, cfg)) return false;
  const stop = runAs(who, bin, 'pg_ctl', ['stop', '-w', '-m', 'fast', '-D', cfg.data]);
  if (stop.status !== 0) throw new SetupError(`pg_ctl stop failed:\n${stop.stdout}${stop.stderr}`);
  log(`stopped the test server on port ${cfg.port}`);
  return true;
}

/**
 * Drops the per-file test databases (`tof_test_*`) that runs which died left
 * behind; call it only while no test run uses the server.
 */
export function dropLeftoverDatabases(env = process.env) {
  const cfg = settings(env);
  const bin = findBinaries();
  if (!bin) return;
  const who = owner();
  const psql = (command) =>
    runAs(who, bin, 'psql', [
      '-h',
      cfg.cluster,
      '-p',
      String(cfg.port),
      '-U',
      USER,
      '-d',
      'postgres',
      '-XAtq',
      '-v',
      'ON_ERROR_STOP=1',
      '-c',
      command,
    ]);
  const list = psql(String.raw`select datname from pg_database where datname like 'tof\_test\_%'`);
  if (list.status !== 0) throw new SetupError(`psql failed: ${list.stderr}`);
  const names = list.stdout.split('\n').filter((name) => /^tof_test_\w+$/.test(name));
  for (const name of names) psql(`drop database if exists ${name} with (force)`);
  if (names.length > 0) log(`dropped ${names.length} test databases left by earlier runs`);
}

export function statusOf(env = process.env) {
  const cfg = settings(env);
  const bin = findBinaries();
  return bin !== null && isRunning(bin, owner(), cfg) ? cfg.url : null;
}

export { SetupError };

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  try {
    const flag = process.argv[2];
    if (flag === '--stop') {
      stopPostgres();
      rmSync(settings().startedMark, { force: true });
    } else if (flag === '--status') {
      const url = statusOf();
      if (!url) process.exit(1);
      console.log(url);
    } else if (flag === undefined) {
      const { url, started, startedMark } = ensurePostgres();
      // Started by hand: with-postgres runs leave it running.
      if (started) rmSync(startedMark, { force: true });
      console.log(url);
    } else {
      console.error('usage: node scripts/ensure-postgres.mjs [--stop | --status]');
      process.exit(2);
    }
  } catch (error) {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  }
}
