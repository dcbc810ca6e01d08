#!/usr/bin/env node
// The browser tests drive Debian's Chromium (a test tool's own browser
// download cannot be reached from every machine). Installs it when missing.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (existsSync(path)) {
  process.exit(0);
}

const isRoot = process.getuid?.() === 0;
const hasSudo = !isRoot && spawnSync('sudo', ['-n', 'true']).status === 0;
if (!isRoot && !hasSudo) {
  console.error(
    `Chromium is missing at ${path} and this user cannot install packages.\n` +
      'Install it with: sudo apt-get update && sudo apt-get install -y chromium\n' +
      'or point CHROMIUM_PATH at an existing Chromium or Chrome binary.',
  );
  process.exit(1);
}

const run = (args) => {
  const [cmd, ...rest] = isRoot ? args : ['sudo', '-n', ...args];
  execFileSync(cmd, rest, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
};
console.log('Installing Chromium from Debian packages for the browser tests…');
run(['apt-get', 'update']);
run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
if (!existsSync(path)) {
  console.error(`Chromium was installed but ${path} does not exist.`);
  process.exit(1);
}
