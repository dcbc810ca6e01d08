/**
 * What the corpus conformance test (corpus.test.ts) shares between the two
 * shared corpora: finding them, reading a file as the web app would (bytes,
 * then the file name as a hint), and the tally of records read right.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { decodeCitationBytes, parseCitations, MIN_YEAR, type ParseResult } from '../src/index.js';

/**
 * The environment variable when set, else `shared/<name>` beside the
 * repository (the workspace layout) or beside any folder above it.
 */
export function findCorpus(name: string, variable: string): string {
  const fromEnvironment = process.env[variable];
  if (fromEnvironment) return resolve(fromEnvironment);
  let dir = resolve(import.meta.dirname, '../../../..');
  for (;;) {
    const candidate = join(dir, 'shared', name);
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return candidate;
    dir = parent;
  }
}

export function readCorpusFile(corpusDir: string, path: string): ParseResult {
  return parseCitations(decodeCitationBytes(readFileSync(join(corpusDir, path))), {
    filename: path,
  });
}

/** What a careful reader finds in one record; a list holds every acceptable reading. */
export interface RecordTruth {
  title: string | string[];
  /** The first author's last name; "Unknown Author" for none; null: not checked. */
  author: string | string[] | null;
  year: number | 'current';
  doi?: string;
  /** The file's DOI field holds no DOI: the record must have none. */
  noDoi?: boolean;
}

/** How the records of one corpus were read. */
export class Tally {
  files = 0;
  imported = 0;
  /** Files that threw. */
  readonly crashes: string[] = [];
  /** Files that gave another number of records than they hold. */
  readonly wrongCounts: string[] = [];
  records = 0;
  readonly right = { title: 0, author: 0, year: 0, doi: 0, all: 0 };
  /** Records with title, first author and year right at the index the truth gives them. */
  rightAtTruthIndex = 0;
  dois = 0;
  readonly misses: string[] = [];

  /**
   * Checks the first records of `citations` against `truths`. `leftOut`
   * names records of the file that the truth does not number (see
   * corpus.test.ts): they are set aside before the records are paired.
   */
  check(
    file: string,
    citations: ParseResult['citations'],
    truths: readonly RecordTruth[],
    leftOut: readonly number[] = [],
  ): void {
    const thisYear = new Date().getFullYear();
    const paired = citations.filter((_, index) => !leftOut.includes(index));
    truths.forEach((truth, index) => {
      this.records++;
      const got = paired[index];
      if (!got) {
        this.misses.push(`${file} #${index}: missing`);
        return;
      }
      const wantYear =
        truth.year === 'current' || truth.year < MIN_YEAR || truth.year > thisYear
          ? thisYear
          : truth.year;
      const firstAuthor = got.parsedAuthors[0]?.lastName ?? 'Unknown Author';
      const checks = {
        title: [truth.title].flat().includes(got.title),
        author: truth.author === null || [truth.author].flat().includes(firstAuthor),
        year: got.year === wantYear,
      };
      if (checks.title) this.right.title++;
      if (checks.author) this.right.author++;
      if (checks.year) this.right.year++;
      let doiRight = true;
      if (truth.doi !== undefined || truth.noDoi) {
        this.dois++;
        doiRight = truth.noDoi ? got.doi === undefined : got.doi === truth.doi;
        if (doiRight) this.right.doi++;
      }
      if (checks.title && checks.author && checks.year) {
        this.right.all++;
        if (got === citations[index]) this.rightAtTruthIndex++;
      }
      if (!checks.title || !checks.author || !checks.year || !doiRight) {
        this.misses.push(
          `${file} #${index}: got ${JSON.stringify([got.title, firstAuthor, got.year, got.doi])}`,
        );
      }
    });
  }

  /** Records with title, first author and year right, in percent. */
  percentRight(): number {
    return this.records === 0 ? 100 : (100 * this.right.all) / this.records;
  }

  summary(name: string): string {
    const percent = (count: number) => `${((100 * count) / Math.max(1, this.records)).toFixed(1)}%`;
    return [
      `${name}: ${this.imported}/${this.files} files import, ${this.crashes.length} crashes`,
      `  ${this.records} records checked: title ${percent(this.right.title)}, first author ${percent(this.right.author)}, year ${percent(this.right.year)}, all three ${percent(this.right.all)}` +
        (this.dois > 0 ? `; DOI ${this.right.doi}/${this.dois}` : ''),
      ...(this.rightAtTruthIndex === this.right.all
        ? []
        : [
            `  without setting aside the entries the truth leaves out: all three ${percent(this.rightAtTruthIndex)}`,
          ]),
      ...this.crashes.map((crash) => `  crash: ${crash}`),
      ...this.wrongCounts.map((count) => `  count: ${count}`),
      ...this.misses.map((miss) => `  miss: ${miss}`),
    ].join('\n');
  }
}
