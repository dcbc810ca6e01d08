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
//
// The parts live in scripts/postgres/: settings.mjs (ports, paths, the URL),
// install.mjs (finding or installing the programs) and cluster.mjs (creating
// and starting the cluster). This file is the interface other scripts import.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createCluster, isRunning, owner, runAs, startCluster } from './postgres/cluster.mjs';
import { findBinaries, installPostgres, majorOf } from './postgres/install.mjs';
import { log, SetupError, settings, USER } from './postgres/settings.mjs';

export { SetupError, settings };

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
