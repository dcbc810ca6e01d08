#!/usr/bin/env node
// Runs the pnpm version pinned in package.json's "packageManager", so that a
// machine with only Node and npm needs no manual set-up. A matching global
// pnpm is used when present; otherwise npx fetches the pinned release once
// (it is cached under ~/.npm/_npx). `--yes` is needed because some npm
// configurations set yes=false, which makes npx refuse to install.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const { packageManager } = JSON.parse(
  readFileSync(new URL('../package.json', import.meta.url), 'utf8'),
);
const version = packageManager.replace(/^pnpm@/, '');
const args = process.argv.slice(2);
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', NEXT_TELEMETRY_DISABLED: '1' };

function globalPnpmMatches() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', env });
  return probe.status === 0 && probe.stdout.trim() === version;
}

const [command, commandArgs] = globalPnpmMatches()
  ? ['pnpm', args]
  : ['npx', ['--yes', `pnpm@${version}`, ...args]];

const result = spawnSync(command, commandArgs, { stdio: 'inherit', cwd: root, env });
if (result.error) {
  console.error(`Could not run pnpm ${version}: ${result.error.message}`);
  process.exit(1);
}
process.exit(result.status ?? 1);
