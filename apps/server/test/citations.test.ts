import { CITATION_FORMATS, type ExternalCitationData, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { trpcCall } from './factories.js';
import { call, createUser, ORIGIN, type TestContext, type TestUser, useTestApp } from './helper.js';

const ctx = useTestApp();

/** Calls a tRPC procedure over HTTP, as the web app does (no transformer). */
const trpc = <T>(
  path: string,
  input: unknown,
  kind: 'query' | 'mutation',
  user: TestUser | null = null,
) => trpcCall<T>(ctx, path, input, kind, user);

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

const SHANNON = {
  authors: 'Shannon, Claude E.',
  title: 'A mathematical theory of communication',
  year: 1948,
  doi: '10.1002/j.1538-7305.1948.tb01338.x',
  journal: 'Bell System Technical Journal',
};

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
    for (let turns = 0; ctx.app.services.citationWorkers.inFlight === 0 && turns < 100_000; turns++) {
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

describe('citations.format', () => {
  test.each(CITATION_FORMATS)('formats an external record as %s', async (style) => {
    const result = await trpc<{ text: string }>(
      'citations.format',
      { citation: SHANNON, style },
      'query',
    );
    expect(result.status).toBe(200);
    const text = result.data?.text ?? '';
    expect(text).toMatch(/mathematical theory of communication/i);
    expect(text).toContain('Shannon');
    expect(text).toContain('1948');
  });

  test('the tagged styles write their own file formats', async () => {
    const text = async (style: string) =>
      (await trpc<{ text: string }>('citations.format', { citation: SHANNON, style }, 'query')).data
        ?.text ?? '';
    expect(await text('bibtex')).toMatch(/^@article\{/);
    expect(await text('ris')).toMatch(/^TY {2}- JOUR/m);
    expect(await text('endnote')).toMatch(/^%0 Journal Article/m);
  });

  test('an invalid record is a 400 with the manual-entry messages; an unknown style too', async () => {
    const noTitle = await trpc(
      'citations.format',
      { citation: { ...SHANNON, title: ' ' }, style: 'apa' },
      'query',
    );
    expect(noTitle.status).toBe(400);
    expect(noTitle.error?.data.issues).toContainEqual({
      path: 'citation.title',
      message: MESSAGES.validation.citationTitleRequired,
    });
    const badYear = await trpc(
      'citations.format',
      { citation: { ...SHANNON, year: 1850 }, style: 'apa' },
      'query',
    );
    expect(badYear.status).toBe(400);
    const badStyle = await trpc(
      'citations.format',
      { citation: SHANNON, style: 'vancouver' },
      'query',
    );
    expect(badStyle.status).toBe(400);
  });
});

describe('citations.formatIdea', () => {
  let author: TestUser;
  let ideaId: number;

  async function insertIdea(context: TestContext, userId: number): Promise<number> {
    const { id } = await context.app.services.db
      .insertInto('ideas')
      .values({
        user_id: userId,
        title: 'Crowdsourced granular-flow experiments',
        challenge: 'c',
        approach: 'a',
        impact: 'i',
        created_at: '2025-03-14T10:00:00.000Z',
        rating_count: 0,
        avg_relevance: 0,
        avg_difficulty: 0,
        favorite_count: 0,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  beforeAll(async () => {
    author = await createUser(ctx, { name: 'Lukas Brenner' });
    ideaId = await insertIdea(ctx, author.user.id);
  });

  test.each(CITATION_FORMATS)(
    'cites an idea as %s with its author, date, DOI and link',
    async (style) => {
      const result = await trpc<{ text: string }>(
        'citations.formatIdea',
        { ideaId, style },
        'query',
      );
      expect(result.status).toBe(200);
      const text = result.data?.text ?? '';
      expect(text).toContain('Brenner');
      expect(text).toContain('2025');
      expect(text.toLowerCase()).toContain('crowdsourced granular-flow experiments');
      expect(text).toContain(`10.5281/this-one-for-free.${ideaId}`);
    },
  );

  test('links to the idea under the site’s own origin', async () => {
    const result = await trpc<{ text: string }>(
      'citations.formatIdea',
      { ideaId, style: 'bibtex' },
      'query',
    );
    expect(result.data?.text).toContain(`${ORIGIN}/idea/${ideaId}`);
  });

  test('an author without a name is cited as Anonymous', async () => {
    const nameless = await ctx.app.services.db
      .insertInto('users')
      .values({
        username: 'nameless',
        email: 'nameless@example.org',
        password_hash: 'not-a-hash',
        name: ' ',
        institution: 'Nowhere',
        orcid_id: '',
        is_admin: 0,
        email_verified: 0,
        citation_format: 'apa',
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const id = await insertIdea(ctx, nameless.id);
    const result = await trpc<{ text: string }>(
      'citations.formatIdea',
      { ideaId: id, style: 'apa' },
      'query',
    );
    expect(result.status).toBe(200);
    expect(result.data?.text).toContain('Anonymous');
  });

  test('a missing idea is a 404; a bad id or style a 400', async () => {
    const missing = await trpc('citations.formatIdea', { ideaId: 999_999, style: 'apa' }, 'query');
    expect(missing.status).toBe(404);
    expect(missing.error?.message).toBe(MESSAGES.errors.ideaNotFound);
    expect((await trpc('citations.formatIdea', { ideaId: 0, style: 'apa' }, 'query')).status).toBe(
      400,
    );
    expect((await trpc('citations.formatIdea', { ideaId, style: 'ieee' }, 'query')).status).toBe(
      400,
    );
  });
});
