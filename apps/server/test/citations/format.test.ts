import { CITATION_FORMATS, MESSAGES } from '@thisoneforfree/contracts';
import { beforeAll, describe, expect, test } from 'vitest';
import { trpcCallOn } from '../factories.js';
import { createUser, ORIGIN, type TestUser, useTestApp } from '../helper.js';
import { insertIdea } from '../../src/data/ideas.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);

const SHANNON = {
  authors: 'Shannon, Claude E.',
  title: 'A mathematical theory of communication',
  year: 1948,
  doi: '10.1002/j.1538-7305.1948.tb01338.x',
  journal: 'Bell System Technical Journal',
};

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

  /** Straight to the database: these tests cite an idea, not create one. */
  const insertCitedIdea = (userId: number) =>
    insertIdea(ctx.app.services.db, ctx.app.services.dialect, {
      userId,
      title: 'Crowdsourced granular-flow experiments',
      challenge: 'c',
      approach: 'a',
      impact: 'i',
      fields: ['Physics'],
      citations: [],
      createdAt: '2025-03-14T10:00:00.000Z',
    });

  beforeAll(async () => {
    author = await createUser(ctx, { name: 'Lukas Brenner' });
    ideaId = await insertCitedIdea(author.user.id);
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
    const id = await insertCitedIdea(nameless.id);
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
