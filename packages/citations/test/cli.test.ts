import { execFileSync, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, test } from 'vitest';

const root = join(import.meta.dirname, '..');
const cli = join(root, 'dist/cli.js');
const fixture = (name: string) => join(root, 'test/fixtures', name);

function run(args: string[], input?: string) {
  const result = spawnSync(process.execPath, [cli, ...args], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

beforeAll(() => {
  // The CLI runs from dist/: build it when it is missing or older than the sources.
  const source = statSync(join(root, 'src/cli.ts')).mtimeMs;
  if (!existsSync(cli) || statSync(cli).mtimeMs < source) {
    execFileSync(
      process.execPath,
      [createRequire(import.meta.url).resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
      {
        cwd: root,
      },
    );
  }
}, 120_000);

describe('the citations command', () => {
  test('parse prints the records of every file as one JSON array', () => {
    const result = run([
      'parse',
      fixture('ris with old tag variants.ris'),
      fixture('a bibtex corporate author.bib'),
    ]);
    expect(result.status).toBe(0);
    const records = JSON.parse(result.stdout) as { title: string }[];
    expect(records.map((record) => record.title)).toEqual([
      'Sur une nouvelle substance fortement radio-active',
      'Global tuberculosis report',
    ]);
  });

  test('format prints each record in the style, a blank line between', () => {
    const result = run([
      'format',
      '--style',
      'apa',
      fixture('bibtex month macros and biblatex dates.bib'),
    ]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe(
      'Adams, A. (2017). A month macro. Journal.\n\nBrody, B. (2016). A biblatex date and no year. Journal.\n',
    );
  });

  test('convert reads standard input', () => {
    const input = readFileSync(fixture('ris with one-space tags and no end tag.ris'), 'utf8');
    const result = run(['convert', '--to', 'endnote'], input);
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('%A Hopper, Grace\n%T The education of a computer');
  });

  test('convert --to csl-json prints every record as one CSL-JSON array, which reads back', () => {
    const input = readFileSync(fixture('ris with old tag variants.ris'), 'utf8');
    const result = run(['convert', '--to', 'csl-json'], input);
    expect(result.status).toBe(0);
    const items = JSON.parse(result.stdout) as { type: string; title: string }[];
    expect(items.map((item) => [item.type, item.title])).toEqual([
      ['article-journal', 'Sur une nouvelle substance fortement radio-active'],
    ]);
    const back = run(['format', '--style', 'ris', fixture('ris with old tag variants.ris')]);
    expect(run(['convert', '--to', 'ris'], result.stdout).stdout).toBe(back.stdout);
  });

  test.each([
    ['nothing readable on standard input', ['convert', '--to', 'mla'], 'just some words'],
    ['a file that does not exist', ['parse', 'no such file.bib'], undefined],
    [
      'an unknown style',
      ['format', '--style', 'vancouver', fixture('a bibtex corporate author.bib')],
      undefined,
    ],
    ['an unknown command', ['frobnicate'], undefined],
    [
      'a file given to convert',
      ['convert', '--to', 'apa', fixture('a bibtex corporate author.bib')],
      '',
    ],
  ])('%s exits 1 with a one-line message on stderr', (_, args, input) => {
    const result = run(args, input);
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split('\n');
    expect(lines.at(-1)).toMatch(/^citations: /);
  });

  test('a directory is named as one', () => {
    const result = run(['parse', root]);
    expect(result.status).toBe(1);
    expect(result.stderr).toBe(`citations: ${root}: is a directory\n`);
  });
});
