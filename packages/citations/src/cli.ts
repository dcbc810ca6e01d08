#!/usr/bin/env node
/**
 * citations parse FILE...                  print the records as a JSON array
 * citations format --style STYLE FILE...   print each record in STYLE, a blank line between
 * citations convert --to STYLE             read standard input, print each record in STYLE
 *
 * STYLE csl-json prints all the records as one CSL-JSON array.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { CitationParseError } from './errors.js';
import { toCslJson } from './format/csl-json.js';
import { formatCitation, isCitationStyle } from './format/index.js';
import { parseCitations } from './parse.js';
import { decodeCitationBytes } from './text.js';
import { CITATION_STYLES, type ParsedCitation } from './types.js';

/** The styles of SPEC §3, and CSL-JSON (all the records as one array). */
const OUTPUTS = [...CITATION_STYLES, 'csl-json'] as const;
type Output = (typeof OUTPUTS)[number];

const USAGE = `Usage:
  citations parse FILE...                 print the citations in FILEs as a JSON array
  citations format --style STYLE FILE...  print each citation in STYLE
  citations convert --to STYLE            read citations from standard input, print them in STYLE
STYLE is one of: ${OUTPUTS.join(', ')}. Files may be BibTeX, RIS, EndNote or CSL-JSON.`;

class UsageError extends Error {}

function fail(message: string): never {
  process.stderr.write(`citations: ${message.replace(/\s*\n\s*/g, ' ')}\n`);
  process.exit(1);
}

function styleOption(value: string | undefined, flag: string): Output {
  if (value === undefined) throw new UsageError(`${flag} STYLE is required`);
  if (value !== 'csl-json' && !isCitationStyle(value)) {
    throw new UsageError(`unknown style "${value}" (one of ${OUTPUTS.join(', ')})`);
  }
  return value;
}

/** The records in the output style: one after another, or one CSL-JSON array. */
function render(citations: ParsedCitation[], style: Output): string {
  if (style === 'csl-json') return toCslJson(citations);
  return citations.map((citation) => formatCitation(citation, style)).join('\n\n');
}

/** Relative paths are taken from where the user ran the command, also under `npm run`. */
function readInput(file: string): string {
  const base = process.env.INIT_CWD ?? process.cwd();
  return decodeCitationBytes(readFileSync(resolve(base, file)));
}

function parseFiles(files: string[]): { citations: ParsedCitation[]; failed: boolean } {
  if (files.length === 0) throw new UsageError('no FILE given');
  const citations: ParsedCitation[] = [];
  let failed = false;
  for (const file of files) {
    try {
      citations.push(...parseCitations(readInput(file), { filename: file }).citations);
    } catch (error) {
      failed = true;
      const code = (error as NodeJS.ErrnoException).code;
      const reason =
        error instanceof CitationParseError
          ? error.message
          : code === 'ENOENT'
            ? 'no such file'
            : code === 'EISDIR'
              ? 'is a directory'
              : code === 'EACCES'
                ? 'permission denied'
                : (error as Error).message;
      process.stderr.write(`citations: ${file}: ${reason.replace(/\s*\n\s*/g, ' ')}\n`);
    }
  }
  return { citations, failed };
}

function main(argv: string[]): void {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      style: { type: 'string', short: 's' },
      to: { type: 'string', short: 't' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, ...files] = positionals;
  if (values.help || command === undefined) {
    process.stdout.write(`${USAGE}\n`);
    if (command === undefined && !values.help) process.exit(1);
    return;
  }
  switch (command) {
    case 'parse': {
      const { citations, failed } = parseFiles(files);
      if (citations.length > 0) process.stdout.write(`${JSON.stringify(citations, null, 2)}\n`);
      if (failed) process.exit(1);
      return;
    }
    case 'format': {
      const style = styleOption(values.style, '--style');
      const { citations, failed } = parseFiles(files);
      if (citations.length > 0) {
        process.stdout.write(`${render(citations, style)}\n`);
      }
      if (failed) process.exit(1);
      return;
    }
    case 'convert': {
      const style = styleOption(values.to, '--to');
      if (files.length > 0) {
        throw new UsageError(
          `convert reads standard input; use "format --style ${style} FILE" for files`,
        );
      }
      const input = decodeCitationBytes(readFileSync(0));
      const { citations } = parseCitations(input);
      process.stdout.write(`${render(citations, style)}\n`);
      return;
    }
    default:
      throw new UsageError(`unknown command "${command}"`);
  }
}

try {
  main(process.argv.slice(2));
} catch (error) {
  if (error instanceof UsageError) {
    process.stderr.write(`${USAGE}\n`);
    fail(error.message);
  }
  if (error instanceof CitationParseError) fail(error.message);
  fail(error instanceof Error ? error.message : String(error));
}
