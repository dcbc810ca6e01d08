import { parseCitations } from '@thisoneforfree/citations';
import {
  EXPORT_FORMAT_INFO,
  EXPORT_FORMATS,
  type ExportFile,
  MESSAGES,
} from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { createIdea, trpcCallOn } from '../factories.js';
import { call, createUser, ORIGIN, useTestApp } from '../helper.js';
import { citationJsItems } from './read-back.js';

const ctx = useTestApp();
const trpc = trpcCallOn(ctx);

const withOrigin = { origin: ORIGIN };

async function favorite(cookie: string, ideaId: number) {
  const response = await call(ctx, {
    method: 'POST',
    url: `/api/favorites/add/${ideaId}`,
    cookie,
    headers: withOrigin,
  });
  expect(response.statusCode).toBe(200);
}

async function withdraw(cookie: string, ideaId: number) {
  const response = await call(ctx, {
    method: 'DELETE',
    url: `/api/ideas/${ideaId}`,
    cookie,
    headers: withOrigin,
  });
  expect(response.statusCode).toBe(200);
}

describe('GET /api/ideas/{id}/cite.{bib,ris,enw,json}', () => {
  test.each(EXPORT_FORMATS)('%s: a named file every reader reads back', async (format) => {
    const ada = await createUser(ctx, { name: 'Ada Lovelace' });
    const idea = await createIdea(ctx, ada, { title: 'Counting with engines' });
    const { extension, mediaType } = EXPORT_FORMAT_INFO[format];
    const response = await call(ctx, { url: `/api/ideas/${idea.id}/cite.${extension}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe(`${mediaType}; charset=utf-8`);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="idea-${idea.id}.${extension}"`,
    );
    const [record] = parseCitations(response.body, { format }).citations;
    expect(record).toMatchObject({
      title: 'Counting with engines',
      authors: 'Lovelace, Ada',
      doi: `10.5281/this-one-for-free.${idea.id}`,
      url: `${ORIGIN}/idea/${idea.id}/v/1`,
    });
    expect(citationJsItems(response.body, format)[0]).toMatchObject({
      title: 'Counting with engines',
      author: [{ family: 'Lovelace', given: 'Ada' }],
    });
  });

  test('?version= cites that version; a missing idea or version is a 404, a bad one a 400', async () => {
    const ada = await createUser(ctx);
    const idea = await createIdea(ctx, ada, { title: 'First title' });
    const edit = await call(ctx, {
      method: 'PUT',
      url: `/api/ideas/${idea.id}`,
      cookie: ada.cookie,
      headers: withOrigin,
      payload: {
        title: 'Second title',
        challenge: 'c',
        approach: 'a',
        impact: 'i',
        fields: ['Physics'],
      },
    });
    expect(edit.statusCode).toBe(200);
    const first = await call(ctx, { url: `/api/ideas/${idea.id}/cite.ris?version=1` });
    expect(first.headers['content-disposition']).toBe(
      `attachment; filename="idea-${idea.id}-v1.ris"`,
    );
    expect(parseCitations(first.body).citations[0]).toMatchObject({
      title: 'First title',
      url: `${ORIGIN}/idea/${idea.id}/v/1`,
    });
    const latest = await call(ctx, { url: `/api/ideas/${idea.id}/cite.ris` });
    expect(parseCitations(latest.body).citations[0]).toMatchObject({
      title: 'Second title',
      url: `${ORIGIN}/idea/${idea.id}/v/2`,
    });

    expect((await call(ctx, { url: `/api/ideas/${idea.id}/cite.bib?version=9` })).json()).toEqual({
      message: MESSAGES.errors.versionNotFound,
    });
    expect((await call(ctx, { url: '/api/ideas/999999/cite.bib' })).statusCode).toBe(404);
    expect((await call(ctx, { url: `/api/ideas/${idea.id}/cite.bib?version=x` })).statusCode).toBe(
      400,
    );
    expect((await call(ctx, { url: '/api/ideas/0/cite.bib' })).statusCode).toBe(400);
  });
});

describe('GET /api/favorites/export', () => {
  test('a visitor is refused; a user gets their favorites, withdrawn ones left out, in every format', async () => {
    expect((await call(ctx, { url: '/api/favorites/export?format=bibtex' })).statusCode).toBe(401);
    const author = await createUser(ctx, { name: 'Grace Hopper' });
    const reader = await createUser(ctx);
    const kept = await createIdea(ctx, author, { title: 'Compilers for everyone' });
    const gone = await createIdea(ctx, author, { title: 'A withdrawn idea' });
    const later = await createIdea(ctx, author, { title: 'Nanoseconds you can hold' });
    for (const idea of [kept, gone, later]) await favorite(reader.cookie, idea.id);
    await withdraw(author.cookie, gone.id);

    for (const format of EXPORT_FORMATS) {
      const response = await call(ctx, {
        url: `/api/favorites/export?format=${format}`,
        cookie: reader.cookie,
      });
      expect(response.statusCode, format).toBe(200);
      expect(response.headers['content-disposition']).toBe(
        `attachment; filename="favorites.${EXPORT_FORMAT_INFO[format].extension}"`,
      );
      expect(response.headers['cache-control']).toBe('private, no-store');
      // Most recently added first, as My Favorites lists them.
      expect(parseCitations(response.body, { format }).citations.map((c) => c.title)).toEqual([
        'Nanoseconds you can hold',
        'Compilers for everyone',
      ]);
      expect(citationJsItems(response.body, format).map((item) => item.title)).toEqual([
        'Nanoseconds you can hold',
        'Compilers for everyone',
      ]);
    }
    const empty = await call(ctx, {
      url: '/api/favorites/export?format=csl-json',
      cookie: author.cookie,
    });
    expect(empty.json()).toEqual([]);
  });

  test('a script exports them with a read token; a bad token is a 401', async () => {
    const reader = await createUser(ctx);
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author, { title: 'Read by a script' });
    await favorite(reader.cookie, idea.id);
    const created = await call(ctx, {
      method: 'POST',
      url: '/api/user/tokens',
      cookie: reader.cookie,
      headers: withOrigin,
      payload: { name: 'nightly export', scope: 'read' },
    });
    expect(created.statusCode).toBe(201);
    const { token } = created.json<{ token: string }>();
    const response = await call(ctx, {
      url: '/api/favorites/export?format=csl-json',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json<{ title: string }[]>().map((item) => item.title)).toEqual([
      'Read by a script',
    ]);
    const bad = await call(ctx, {
      url: '/api/favorites/export?format=csl-json',
      headers: { authorization: 'Bearer tof_not-a-token' },
    });
    expect(bad.statusCode).toBe(401);
  });

  test('the format is checked', async () => {
    const reader = await createUser(ctx);
    for (const query of ['', '?format=pdf', '?format=bibtex&format=ris']) {
      const response = await call(ctx, {
        url: `/api/favorites/export${query}`,
        cookie: reader.cookie,
      });
      expect(response.statusCode, query).toBe(400);
    }
  });

  test('tRPC exports.favorites answers the same file, and only to a user', async () => {
    const reader = await createUser(ctx);
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    await favorite(reader.cookie, idea.id);
    const file = await trpc<ExportFile>('exports.favorites', { format: 'ris' }, 'query', reader);
    const rest = await call(ctx, {
      url: '/api/favorites/export?format=ris',
      cookie: reader.cookie,
    });
    expect(file.data).toEqual({
      filename: 'favorites.ris',
      mediaType: 'application/x-research-info-systems',
      text: rest.body,
    });
    expect((await trpc('exports.favorites', { format: 'ris' }, 'query')).status).toBe(401);
  });
});

describe('GET /api/users/{id}/ideas/export', () => {
  test('anyone gets a researcher’s live ideas, newest first; BibTeX keys never repeat', async () => {
    const author = await createUser(ctx, { name: 'Ada Lovelace' });
    const first = await createIdea(ctx, author, { title: 'Engines that weave' });
    const second = await createIdea(ctx, author, { title: 'Engines that weave' });
    const gone = await createIdea(ctx, author, { title: 'Not any more' });
    await withdraw(author.cookie, gone.id);

    const response = await call(ctx, {
      url: `/api/users/${author.user.id}/ideas/export?format=bibtex`,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="ideas-of-user-${author.user.id}.bib"`,
    );
    const keys = [...response.body.matchAll(/^@misc\{([^,]+),/gm)].map((match) => match[1]);
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(2);
    expect(parseCitations(response.body).citations.map((c) => c.doi)).toEqual([
      `10.5281/this-one-for-free.${second.id}`,
      `10.5281/this-one-for-free.${first.id}`,
    ]);
    expect(citationJsItems(response.body, 'bibtex').map((item) => item.id)).toEqual(keys);

    const trpcFile = await trpc<ExportFile>(
      'exports.userIdeas',
      { userId: author.user.id, format: 'bibtex' },
      'query',
    );
    expect(trpcFile.data?.text).toBe(response.body);
  });

  test('an unknown researcher is a 404; a bad id or format a 400', async () => {
    expect((await call(ctx, { url: '/api/users/999999/ideas/export?format=ris' })).json()).toEqual({
      message: MESSAGES.errors.userNotFound,
    });
    expect((await call(ctx, { url: '/api/users/abc/ideas/export?format=ris' })).statusCode).toBe(
      400,
    );
    const author = await createUser(ctx);
    expect(
      (await call(ctx, { url: `/api/users/${author.user.id}/ideas/export?format=apa` })).statusCode,
    ).toBe(400);
  });

  test('tRPC exports.idea answers what the download sends', async () => {
    const author = await createUser(ctx);
    const idea = await createIdea(ctx, author);
    const file = await trpc<ExportFile>(
      'exports.idea',
      { ideaId: idea.id, format: 'endnote' },
      'query',
    );
    const rest = await call(ctx, { url: `/api/ideas/${idea.id}/cite.enw` });
    expect(file.data).toEqual({
      filename: `idea-${idea.id}.enw`,
      mediaType: 'application/x-endnote-refer',
      text: rest.body,
    });
  });
});
