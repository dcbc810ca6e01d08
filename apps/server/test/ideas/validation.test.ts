import { type Idea, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createIdea, externalCitation, ideaPayload, postIdea, trpcMutation } from '../factories.js';
import { call, createUser, useTestApp } from '../helper.js';

const ctx = useTestApp();

const nextYear = new Date().getFullYear() + 1;

describe('POST /api/ideas', () => {
  const long = 'x'.repeat(513);
  test.each([
    ['a missing title', { title: undefined }, 'title', MESSAGES.validation.titleRequired],
    ['a blank title', { title: '   ' }, 'title', MESSAGES.validation.titleRequired],
    ['a title of 513 characters', { title: long }, 'title', MESSAGES.validation.textTooLong],
    [
      'a challenge of 513 characters',
      { challenge: long },
      'challenge',
      MESSAGES.validation.textTooLong,
    ],
    [
      'an approach of 513 characters',
      { approach: long },
      'approach',
      MESSAGES.validation.textTooLong,
    ],
    ['an impact of 513 characters', { impact: long }, 'impact', MESSAGES.validation.textTooLong],
    [
      'a missing challenge',
      { challenge: undefined },
      'challenge',
      MESSAGES.validation.challengeRequired,
    ],
    ['no fields', { fields: [] }, 'fields', MESSAGES.validation.fieldsRequired],
    ['missing fields', { fields: undefined }, 'fields', MESSAGES.validation.fieldsRequired],
    ['an unknown field', { fields: ['Astrology'] }, 'fields.0', MESSAGES.validation.unknownField],
    [
      'a field given twice',
      { fields: ['Physics', 'Physics'] },
      'fields',
      'Each field can be chosen once',
    ],
    ['fields as a string', { fields: 'Physics' }, 'fields', MESSAGES.validation.fieldsRequired],
    [
      'six citations',
      {
        citations: Array.from({ length: 6 }, () => ({
          type: 'external',
          externalData: externalCitation,
        })),
      },
      'citations',
      MESSAGES.validation.citationLimit,
    ],
    [
      'a citation year of 1899',
      { citations: [{ type: 'external', externalData: { ...externalCitation, year: 1899 } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a citation year of next year',
      { citations: [{ type: 'external', externalData: { ...externalCitation, year: nextYear } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a fractional citation year',
      { citations: [{ type: 'external', externalData: { ...externalCitation, year: 1999.5 } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a citation year as text',
      { citations: [{ type: 'external', externalData: { ...externalCitation, year: '1999' } }] },
      'citations.0.externalData.year',
      MESSAGES.validation.citationYearRange,
    ],
    [
      'a citation url that is not a URL',
      {
        citations: [{ type: 'external', externalData: { ...externalCitation, url: 'not a url' } }],
      },
      'citations.0.externalData.url',
      MESSAGES.validation.citationUrlInvalid,
    ],
    [
      'a citation DOI that is not a DOI',
      { citations: [{ type: 'external', externalData: { ...externalCitation, doi: '<script>' } }] },
      'citations.0.externalData.doi',
      MESSAGES.validation.citationDoiInvalid,
    ],
    [
      'a citation title of 2001 characters',
      {
        citations: [
          { type: 'external', externalData: { ...externalCitation, title: 'x'.repeat(2001) } },
        ],
      },
      'citations.0.externalData.title',
      MESSAGES.validation.citationTextTooLong,
    ],
    [
      'a citation without authors',
      { citations: [{ type: 'external', externalData: { ...externalCitation, authors: '' } }] },
      'citations.0.externalData.authors',
      MESSAGES.validation.citationAuthorRequired,
    ],
    [
      'a citation without a title',
      {
        citations: [{ type: 'external', externalData: { ...externalCitation, title: undefined } }],
      },
      'citations.0.externalData.title',
      MESSAGES.validation.citationTitleRequired,
    ],
    [
      'an internal citation id of 0',
      { citations: [{ type: 'internal', internalId: 0 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'a negative internal citation id',
      { citations: [{ type: 'internal', internalId: -3 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'a fractional internal citation id',
      { citations: [{ type: 'internal', internalId: 1.5 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'an internal citation id as text',
      { citations: [{ type: 'internal', internalId: '1' }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    [
      'an internal citation to a missing idea',
      { citations: [{ type: 'internal', internalId: 2_000_000 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdeaMissing,
    ],
    [
      'an internal citation to an id past 32 bits',
      { citations: [{ type: 'internal', internalId: 2 ** 31 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdeaMissing,
    ],
    [
      'an internal citation to a huge id',
      { citations: [{ type: 'internal', internalId: 1e20 }] },
      'citations.0.internalId',
      MESSAGES.validation.internalIdInvalid,
    ],
    ['a title that is a number', { title: 42 }, 'title', MESSAGES.validation.titleRequired],
  ])('refuses %s with 400 and a readable message', async (_name, patch, path, message) => {
    const author = await createUser(ctx);
    const response = await postIdea(ctx, { ...ideaPayload(), ...patch }, author.cookie);
    expect(response.statusCode).toBe(400);
    const body = response.json<{ message: string; issues: { path: string; message: string }[] }>();
    expect(body.issues).toContainEqual({ path, message });
    expect(body.message).toContain(message);
  });

  test('refuses citing the same idea twice', async () => {
    const author = await createUser(ctx);
    const cited = await createIdea(ctx, author);
    const response = await postIdea(
      ctx,
      ideaPayload({
        citations: [
          { type: 'internal', internalId: cited.id },
          { type: 'internal', internalId: cited.id },
        ],
      }),
      author.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      issues: [
        { path: 'citations.1.internalId', message: MESSAGES.citationsEditor.duplicateDescription },
      ],
    });
  });

  test.each([
    ['an array', [1, 2, 3]],
    ['a string', 'an idea'],
    ['a number', 7],
    ['null', null],
    [
      'citations as an object',
      { ...ideaPayload(), citations: { type: 'internal', internalId: 1 } },
    ],
    [
      'a citation of an unknown type',
      { ...ideaPayload(), citations: [{ type: 'book', internalId: 1 }] },
    ],
  ])('a body that is %s is a 400, never a 500', async (_name, payload) => {
    const author = await createUser(ctx);
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload: JSON.stringify(payload),
      cookie: author.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ message: string }>().message).toEqual(expect.any(String));
  });

  test('malformed JSON is a 400 and nothing is created', async () => {
    const author = await createUser(ctx);
    const before = (await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length;
    const response = await call(ctx, {
      method: 'POST',
      url: '/api/ideas',
      payload: '{"title": "x",',
      cookie: author.cookie,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: MESSAGES.errors.malformedJson });
    expect((await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length).toBe(before);
  });

  // PostgreSQL cannot store U+0000 in text; both databases refuse it the same way, as a 400.
  test('text with a NUL character is a 400 naming the field, and nothing is created', async () => {
    const author = await createUser(ctx);
    const before = (await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length;
    const rest = await postIdea(ctx, ideaPayload({ title: 'Null \u0000 island' }), author.cookie);
    expect(rest.statusCode).toBe(400);
    expect(rest.json<{ issues: unknown[] }>().issues).toEqual([
      { path: 'title', message: expect.stringContaining('NUL') },
    ]);
    const citation = {
      type: 'external',
      externalData: { ...externalCitation, journal: 'J\u0000' },
    };
    const trpc = await trpcMutation(
      ctx,
      'ideas.create',
      ideaPayload({ citations: [citation] } as never),
      author,
    );
    expect(trpc.statusCode).toBe(400);
    expect(trpc.body).toContain('citations.0.externalData.journal');
    expect((await call(ctx, { url: '/api/ideas' })).json<Idea[]>().length).toBe(before);
  });

  test('a refused idea leaves nothing behind: no idea, fields or citations', async () => {
    const author = await createUser(ctx);
    const { db } = ctx.app.services;
    const count = async () =>
      (await db.selectFrom('idea_fields').select('idea_id').execute()).length;
    const before = await count();
    const response = await postIdea(
      ctx,
      ideaPayload({ citations: [{ type: 'internal', internalId: 1_999_999 }] }),
      author.cookie,
    );
    expect(response.statusCode).toBe(400);
    expect(await count()).toBe(before);
  });
});
