#!/usr/bin/env node
// Runs a command with TEST_DATABASE_URL pointing at the private test
// PostgreSQL of scripts/ensure-postgres.mjs, then stops that server again:
//
//   node scripts/with-postgres.mjs -- vitest run
//
// The command's exit code is passed through. Several runs may overlap (two
// checkouts, or two terminals): each registers itself while it runs, and the
// last one to finish stops the server, and only if one of them started it; a
// server started by hand (node scripts/ensure-postgres.mjs) is left running.
// With TEST_DATABASE_URL already set, the command runs against that server
// and nothing is started or stopped.
import { spawn } from 'node:child_process';
import {
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import { constants } from 'node:os';
import { join } from 'node:path';
import {
  dropLeftoverDatabases,
  ensurePostgres,
  SetupError,
  settings,
  stopPostgres,
} from './ensure-postgres.mjs';

const args = process.argv.slice(2);
const command = args[0] === '--' ? args.slice(1) : args;
if (command.length === 0) {
  console.error('usage: node scripts/with-postgres.mjs -- <command> [args...]');
  process.exit(2);
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function isAlive(pid) {
  try {
    process.kill(pid, 0);
  } catch (error) {
    return error.code === 'EPERM';
  }
  // A killed run can linger as a zombie until its parent reaps it.
  try {
    return !/^\d+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return true;
  }
}

/** A lock file holding our pid; one left by a process that died is taken over. */
async function withLock(cfg, action) {
  mkdirSync(cfg.dir, { recursive: true, mode: 0o755 });
  for (let attempt = 0; ; attempt += 1) {
    try {
      const fd = openSync(cfg.lock, 'wx');
      writeSync(fd, String(process.pid));
      closeSync(fd);
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      let owner = Number.NaN;
      try {
        owner = Number(readFileSync(cfg.lock, 'utf8'));
      } catch {
        continue; // released between our open and read
      }
      if (!Number.isInteger(owner) || !isAlive(owner)) {
        rmSync(cfg.lock, { force: true });
        continue;
      }
      if (attempt > 1200) throw new SetupError(`timed out waiting for ${cfg.lock} (pid ${owner})`);
      await sleep(100);
    }
  }
  try {
    return await action();
  } finally {
    rmSync(cfg.lock, { force: true });
  }
}

/** Pids of the runs currently using the server (entries of dead processes are removed). */
function liveHolders(cfg) {
  let entries = [];
  try {
    entries = readdirSync(cfg.holders);
  } catch {
    return [];
  }
  return entries.filter((name) => {
    if (!/^\d+$/.test(name)) return false;
    if (isAlive(Number(name))) return true;
    rmSync(join(cfg.holders, name), { force: true });
    return false;
  });
}

function run(argv, env) {
  return new Promise((resolve) => {
    const child = spawn(argv[0], argv.slice(1), { stdio: 'inherit', env });
    const forward = (signal) => child.kill(signal);
    // Ctrl-C reaches the child too (same process group); we only wait for it to finish.
    process.on('SIGINT', () => undefined);
    process.on('SIGTERM', forward);
    process.on('SIGHUP', forward);
    child.on('error', (error) => {
      console.error(`could not run ${argv[0]}: ${error.message}`);
      resolve(127);
    });
    child.on('exit', (code, signal) => resolve(code ?? 128 + (constants.signals[signal] ?? 0)));
  });
}

async function main() {
  if (process.env.TEST_DATABASE_URL) {
    console.error('[postgres] TEST_DATABASE_URL is set: using that server');
    return run(command, process.env);
  }
  const cfg = settings();
  const holder = join(cfg.holders, String(process.pid));
  const url = await withLock(cfg, () => {
    const { url, started } = ensurePostgres();
    if (liveHolders(cfg).length === 0) dropLeftoverDatabases();
    // The mark outlives a run that was killed, so the next run still stops the server.
    if (started) closeSync(openSync(cfg.startedMark, 'w'));
    mkdirSync(cfg.holders, { recursive: true });
    closeSync(openSync(holder, 'w'));
    return url;
  });
  let code;
  try {
    code = await run(command, { ...process.env, TEST_DATABASE_URL: url });
  } finally {
    await withLock(cfg, () => {
      rmSync(holder, { force: true });
      // Still in use, or started by hand (no mark): leave it running.
      if (liveHolders(cfg).length > 0 || !existsSync(cfg.startedMark)) return;
      stopPostgres();
      rmSync(cfg.startedMark, { force: true });
    });
  }
  return code;
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(error instanceof SetupError ? error.message : error);
    process.exit(1);
  },
);
