import { type ExternalCitationData, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { trpcCallOn } from '../factories.js';
import { call, useTestApp } from '../helper.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);

const parse = (input: unknown) =>
  trpc<{ format: string; citations: ExternalCitationData[]; warnings: string[] }>(
    'citations.parse',
    input,
    'mutation',
  );

const A_BIBTEX_ARTICLE = `@article{watson1953,
  author  = {Watson, James D. and Crick, Francis H. C.},
  title   = {Molecular Structure of Nucleic Acids: A Structure for Deoxyribose Nucleic Acid},
  journal = {Nature},
  year    = {1953},
  volume  = {171},
  pages   = {737--738},
  doi     = {10.1038/171737a0}
}`;

const TWO_RIS_RECORDS = `TY  - JOUR
AU  - Granovetter, Mark S.
TI  - The Strength of Weak Ties
JO  - American Journal of Sociology
PY  - 1973
DO  - 10.1086/225469
ER  -

TY  - BOOK
AU  - Ostrom, Elinor
TI  - Governing the Commons
PB  - Cambridge University Press
PY  - 1990
ER  -
`;

const AN_ENDNOTE_RECORD = `%0 Journal Article
%A Shannon, Claude E.
%T A Mathematical Theory of Communication
%J Bell System Technical Journal
%D 1948
%R 10.1002/j.1538-7305.1948.tb01338.x
`;

describe('citations.parse', () => {
  test('reads a BibTeX article as a visitor, as a record a manual entry would give', async () => {
    const result = await parse({ text: A_BIBTEX_ARTICLE });
    expect(result.status).toBe(200);
    expect(result.data?.format).toBe('bibtex');
    expect(result.data?.citations).toEqual([
      {
        authors: 'Watson, James D.; Crick, Francis H. C.',
        title: 'Molecular Structure of Nucleic Acids: A Structure for Deoxyribose Nucleic Acid',
        year: 1953,
        doi: '10.1038/171737a0',
        journal: 'Nature',
      },
    ]);
  });

  test('reads every record of a RIS file, in file order', async () => {
    const result = await parse({ text: TWO_RIS_RECORDS, filename: 'library.ris' });
    expect(result.status).toBe(200);
    expect(result.data?.format).toBe('ris');
    expect(result.data?.citations.map((c) => [c.authors, c.year])).toEqual([
      ['Granovetter, Mark S.', 1973],
      ['Ostrom, Elinor', 1990],
    ]);
    expect(result.data?.citations[1]?.publisher).toBe('Cambridge University Press');
  });

  test('reads an EndNote record', async () => {
    const result = await parse({ text: AN_ENDNOTE_RECORD, filename: 'shannon.enw' });
    expect(result.status).toBe(200);
    expect(result.data?.format).toBe('endnote');
    expect(result.data?.citations[0]).toMatchObject({ authors: 'Shannon, Claude E.', year: 1948 });
  });

  test('reads a CSL-JSON export (a .json file from Zotero)', async () => {
    const text = JSON.stringify([
      {
        id: 'http://zotero.org/users/1/items/ABCD1234',
        type: 'article-journal',
        title: 'The Strength of Weak Ties',
        author: [{ family: 'Granovetter', given: 'Mark S.' }],
        'container-title': 'American Journal of Sociology',
        DOI: '10.1086/225469',
        issued: { 'date-parts': [[1973, 5]] },
      },
    ]);
    const result = await parse({ text, filename: 'zotero.json' });
    expect(result.status).toBe(200);
    expect(result.data?.format).toBe('csl-json');
    expect(result.data?.citations).toEqual([
      {
        authors: 'Granovetter, Mark S.',
        title: 'The Strength of Weak Ties',
        year: 1973,
        doi: '10.1086/225469',
        journal: 'American Journal of Sociology',
      },
    ]);
  });

  test('JSON that holds no CSL item is a 400 "No citations found"', async () => {
    const result = await parse({
      text: '{"name": "x", "version": "1.0.0"}',
      filename: 'package.json',
    });
    expect(result.status).toBe(400);
    expect(result.error?.data.code).toBe('BAD_REQUEST');
    expect(result.error?.message).toMatch(/^No citations found: .*CSL-JSON/);
  });

  test('a year outside 1900..now is replaced, and the reader says so', async () => {
    const result = await parse({ text: A_BIBTEX_ARTICLE.replace('{1953}', '{1859}') });
    expect(result.status).toBe(200);
    expect(result.data?.citations[0]?.year).toBe(new Date().getFullYear());
    expect(result.data?.warnings.join(' ')).toContain('1859');
  });

  test('a record the schema refuses is left out with a short warning that quotes its title', async () => {
    const longTitle = 'Very long title '.repeat(200);
    const text = `${A_BIBTEX_ARTICLE.replace(/title\s*=\s*\{/, `title = {${longTitle}`)}\n${A_BIBTEX_ARTICLE}`;
    const result = await parse({ text });
    expect(result.status).toBe(200);
    expect(result.data?.citations).toHaveLength(1);
    const [warning] = result.data?.warnings ?? [];
    expect(warning).toMatch(
      /^Record 1 \("Very long title .*…"\) was left out: title: Must be at most 2000 characters$/,
    );
    expect(warning!.length).toBeLessThan(200);
  });

  test('empty text is a 400 asking for a citation', async () => {
    for (const text of ['', '   \n ']) {
      const result = await parse({ text });
      expect(result.status).toBe(400);
      expect(result.error?.message).toBe(MESSAGES.citationsEditor.emptyInputDescription);
    }
  });

  test('text with no readable record is a 400 that says why', async () => {
    const result = await parse({ text: 'Just some notes about papers I liked.' });
    expect(result.status).toBe(400);
    expect(result.error?.data.code).toBe('BAD_REQUEST');
    expect(result.error?.message).toMatch(/No citations found/);
  });

  test('a missing text is a 400; more than 5 MB is a 400', async () => {
    expect((await parse({})).status).toBe(400);
    const huge = await call(ctx, {
      method: 'POST',
      url: '/trpc/citations.parse',
      payload: { text: 'x'.repeat(5 * 1024 * 1024 + 1) },
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.body).toContain('at most 5 MB');
  });

  test('a large file is parsed off the event loop: other requests are answered meanwhile', async () => {
    // About 4 MB of BibTeX with LaTeX in every title and author: most of a second of parsing.
    const entry = (i: number) => `@article{key${i},
  author = {M{\\"u}ller, J{\\"o}rg and Smith, Jane A. and van der Berg, Piet},
  title = {A study of {DNA} repair number ${i} in the {\\'E}cole with {\\textit{E. coli}}},
  journal = {Journal of Examples},
  year = {${1950 + (i % 70)}},
  doi = {10.1000/bench.${i}},
  abstract = {${'Lorem ipsum dolor sit amet, consectetur adipiscing elit. '.repeat(10)}},
}
`;
    const text = Array.from({ length: 4500 }, (_, i) => entry(i)).join('\n');
    const finished: string[] = [];
    const big = parse({ text, filename: 'large.bib' }).then((result) => {
      finished.push('parse');
      return result;
    });
    // Wait (in event-loop turns, not time) until the file is with a worker; parsed
    // on this thread it never would be, and the small request would wait for it.
    for (
      let turns = 0;
      ctx.app.services.citationWorkers.inFlight === 0 && turns < 100_000;
      turns++
    ) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(ctx.app.services.citationWorkers.inFlight).toBe(1);
    const small = await call(ctx, { url: '/api/users' });
    finished.push('users');
    expect(small.statusCode).toBe(200);
    const result = await big;
    expect(finished).toEqual(['users', 'parse']);
    expect(result.status).toBe(200);
    expect(result.data?.citations).toHaveLength(4500);
    expect(result.data?.citations[0]?.authors).toBe(
      'Müller, Jörg; Smith, Jane A.; van der Berg, Piet',
    );
  });
});
