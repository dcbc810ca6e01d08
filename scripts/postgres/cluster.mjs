// The throwaway cluster: who owns it, creating it (initdb and a configuration
// tuned for speed over durability), starting it and asking whether it runs.
// initdb refuses to run as root, so as root the cluster belongs to `postgres`.
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { majorOf } from './install.mjs';
import { isRoot, log, PASSWORD, SetupError, USER } from './settings.mjs';

/** The uid and gid that own the cluster: the `postgres` user as root, ourselves otherwise. */
export function owner() {
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
export function runAs(who, bin, program, args, options = {}) {
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

export function isRunning(bin, who, cfg) {
  if (!existsSync(join(cfg.data, 'PG_VERSION'))) return false;
  return runAs(who, bin, 'pg_ctl', ['status', '-D', cfg.data]).status === 0;
}

export function createCluster(bin, who, cfg) {
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

export function startCluster(bin, who, cfg) {
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
