import { parseCitations } from '@thisoneforfree/citations';
import { describe, expect, test } from 'vitest';
import { createIdea } from '../factories.js';
import { call, createUser, ORIGIN, useTestApp } from '../helper.js';
import { citationJsItems, expandedValues, expandJsonLd, varies, webDist } from './read-back.js';

const ctx = useTestApp({ WEB_DIST_DIR: webDist() });

const TITLE = 'Map air quality with bees & {braces}';

async function anIdea() {
  const author = await createUser(ctx, { name: 'Ada Lovelace' });
  return createIdea(ctx, author, { title: TITLE });
}

/** GET `url` with `accept`, once on the page's address and once on the API's. */
async function both(id: number, accept: string) {
  return Promise.all(
    [`/idea/${id}`, `/api/ideas/${id}`].map((url) => call(ctx, { url, headers: { accept } })),
  );
}

describe('content negotiation on GET /idea/{id} and GET /api/ideas/{id}', () => {
  test.each([
    ['application/x-bibtex', 'bibtex'],
    ['application/x-research-info-systems', 'ris'],
    ['application/x-endnote-refer', 'endnote'],
  ] as const)(
    '%s answers the citation file, read back by the package and by citation-js',
    async (accept, format) => {
      const idea = await anIdea();
      for (const response of await both(idea.id, accept)) {
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe(`${accept}; charset=utf-8`);
        expect(varies(response)).toContain('accept');
        const [record] = parseCitations(response.body, { format }).citations;
        expect(record).toMatchObject({
          title: TITLE,
          authors: 'Lovelace, Ada',
          year: new Date(idea.createdAt).getUTCFullYear(),
          doi: `10.5281/this-one-for-free.${idea.id}`,
          url: `${ORIGIN}/idea/${idea.id}/v/1`,
          publisher: 'This One for Free',
        });
        const [item] = citationJsItems(response.body, format);
        expect(item).toMatchObject({
          title: TITLE,
          author: [{ family: 'Lovelace', given: 'Ada' }],
          DOI: `10.5281/this-one-for-free.${idea.id}`,
        });
      }
    },
  );

  test('CSL-JSON answers one item, as DOI content negotiation does', async () => {
    const idea = await anIdea();
    for (const response of await both(idea.id, 'application/vnd.citationstyles.csl+json')) {
      expect(response.statusCode).toBe(200);
      const item = response.json<Record<string, unknown>>();
      expect(item).toMatchObject({
        type: 'webpage',
        title: TITLE,
        DOI: `10.5281/this-one-for-free.${idea.id}`,
      });
      expect(parseCitations(response.body).citations[0]).toMatchObject({
        title: TITLE,
        authors: 'Lovelace, Ada',
      });
      expect(citationJsItems(response.body, 'csl-json')[0]).toMatchObject({ title: TITLE });
    }
  });

  test('application/ld+json answers the schema.org description', async () => {
    const idea = await anIdea();
    for (const response of await both(idea.id, 'application/ld+json')) {
      expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
      const [article] = await expandJsonLd(response.json());
      expect(article!['@type']).toEqual(['http://schema.org/ScholarlyArticle']);
      expect(expandedValues(article!, 'name')).toEqual([TITLE]);
    }
  });

  test('text/x-bibliography answers a reference in the style asked for, APA by default', async () => {
    const idea = await anIdea();
    const year = new Date(idea.createdAt).getUTCFullYear();
    const styles = {
      'text/x-bibliography': `Lovelace, A. (${year}`,
      'text/x-bibliography; style=apa': `Lovelace, A. (${year}`,
      'text/x-bibliography; style=mla': 'Lovelace, Ada.',
      'text/x-bibliography; style=chicago': `Lovelace, Ada. ${year}.`,
      'text/x-bibliography; style=harvard': `Lovelace, A. (${year})`,
    };
    for (const [accept, start] of Object.entries(styles)) {
      for (const response of await both(idea.id, accept)) {
        expect(response.statusCode, accept).toBe(200);
        expect(response.headers['content-type']).toBe('text/x-bibliography; charset=utf-8');
        expect(response.body.startsWith(start), `${accept}: ${response.body}`).toBe(true);
        // MLA and Chicago write titles in title case.
        expect(response.body.toLowerCase()).toContain(TITLE.toLowerCase());
      }
    }
  });

  test('q-values decide; anything else gets the page or the JSON as before', async () => {
    const idea = await anIdea();
    const [page, api] = await both(
      idea.id,
      'text/html;q=0.5, application/x-bibtex;q=0.9, application/json;q=0.4',
    );
    expect(page!.headers['content-type']).toContain('application/x-bibtex');
    expect(api!.headers['content-type']).toContain('application/x-bibtex');

    const browser = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const [html, json] = await both(idea.id, browser);
    expect(html!.headers['content-type']).toContain('text/html');
    expect(json!.headers['content-type']).toContain('application/json');

    for (const accept of [
      '*/*',
      'image/png',
      'text/x-bibliography; style=ieee',
      'application/x-bibtex;q=0',
    ]) {
      const [otherPage, otherApi] = await both(idea.id, accept);
      expect(otherPage!.headers['content-type'], accept).toContain('text/html');
      expect(otherApi!.json<{ id: number }>().id, accept).toBe(idea.id);
      expect(varies(otherApi!)).toContain('accept');
    }
  });

  test('compressed or not, the page says it varies by Accept and by Accept-Encoding', async () => {
    const idea = await anIdea();
    const page = await ctx.app.inject({
      url: `/idea/${idea.id}`,
      headers: { 'accept-encoding': 'br', accept: 'text/html' },
    });
    expect(page.headers['content-encoding']).toBe('br');
    expect(varies(page)).toEqual(expect.arrayContaining(['accept', 'accept-encoding']));
  });

  test('a missing idea is a 404 in every format', async () => {
    for (const accept of ['application/x-bibtex', 'application/ld+json', 'text/x-bibliography']) {
      for (const response of await both(999999, accept)) {
        expect(response.statusCode).toBe(404);
        expect(response.json()).toEqual({ message: 'Idea not found' });
      }
    }
  });
});
