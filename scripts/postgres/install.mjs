// Finding Debian's PostgreSQL programs, and installing the package with
// apt-get when they are missing (as root, or with password-less sudo).
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { isRoot, log, SetupError } from './settings.mjs';

/** The bin directory of the newest Debian PostgreSQL installed, or null. */
export function findBinaries() {
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

export function installPostgres() {
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

/** The major version of the programs in `bin` ("15"), or null when the path does not say. */
export function majorOf(bin) {
  return /postgresql\/(\d+)\//.exec(`${bin}/`)?.[1] ?? null;
}
