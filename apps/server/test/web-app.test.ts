import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, test } from 'vitest';
import { SYNC_COMPRESSION_LIMIT, windowBitsFor } from '../src/plugins/compression.js';
import { createIdea } from './factories.js';
import { call, createUser, useTestApp } from './helper.js';

/** A stand-in for apps/web/dist: an index.html and one fingerprinted asset. */
const dist = mkdtempSync(join(tmpdir(), 'tof-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  `<!doctype html><html><head><title>Built app</title></head><body><div id="root"></div>${'<!-- padding -->'.repeat(100)}</body></html>`,
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
/** A bundle and the brotli file the web build writes beside it (apps/web/precompress.ts). */
const BUNDLE = `export const words = ${JSON.stringify('research idea '.repeat(500))};`;
writeFileSync(join(dist, 'assets', 'app-def456.js'), BUNDLE);
writeFileSync(join(dist, 'assets', 'app-def456.js.br'), brotliCompressSync(BUNDLE));
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const FEEDBACK_URL = 'https://survey.example.org/form?a=1&b="2"';

describe('the built web app', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist, FEEDBACK_URL });

  test('deep links get index.html with the run-time settings in <head>, attribute-escaped', async () => {
    const response = await call(ctx, { url: '/about' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<title>Built app</title>');
    expect(response.body).toContain(
      '<meta name="feedback-url" content="https://survey.example.org/form?a=1&amp;b=&quot;2&quot;"></head>',
    );
  });

  test('fingerprinted assets are cached for good; a missing file is a 404, not the page', async () => {
    const asset = await call(ctx, { url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await call(ctx, { url: '/assets/missing.js' })).statusCode).toBe(404);
  });
});

describe('compression', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist });

  test('built assets are sent precompressed as the build wrote them', async () => {
    const response = await ctx.app.inject({
      url: '/assets/app-def456.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(String(response.headers['vary'])).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(response.rawPayload).toString()).toBe(BUNDLE);
  });

  test('the app page and API answers are compressed for clients that accept it, plain otherwise', async () => {
    const page = await ctx.app.inject({ url: '/about', headers: { 'accept-encoding': 'br' } });
    expect(page.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(page.rawPayload).toString()).toContain('<title>Built app</title>');

    const author = await createUser(ctx);
    for (let i = 0; i < 4; i += 1) await createIdea(ctx, author);
    const plain = await call(ctx, { url: '/api/ideas' });
    const gzipped = await ctx.app.inject({
      url: '/api/ideas',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(JSON.parse(gunzipSync(gzipped.rawPayload).toString())).toEqual(plain.json());
  });

  test('tRPC answers are compressed whole, with their length, from 1 KB on, as other answers are', async () => {
    const author = await createUser(ctx);
    for (let i = 0; i < 4; i += 1) await createIdea(ctx, author);
    const headers = { 'accept-encoding': 'br' };
    const input = encodeURIComponent(JSON.stringify({}));
    const page = await ctx.app.inject({ url: `/trpc/ideas.browse?input=${input}`, headers });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers['content-type']).toMatch(/^application\/json/);
    expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
    const body = JSON.parse(brotliDecompressSync(page.rawPayload).toString());
    expect(body.result.data.items.length).toBeGreaterThanOrEqual(4);

    const count = await ctx.app.inject({ url: `/trpc/ideas.count?input=${input}`, headers });
    expect(count.headers['content-encoding']).toBeUndefined();
    expect(count.json()).toEqual({ result: { data: { count: 8 } } });
  });
  test('a page of answers up to 64 KB is compressed whole on the request thread, with its length', async () => {
    const author = await createUser(ctx);
    for (let i = 0; i < 24; i += 1) await createIdea(ctx, author);
    const input = encodeURIComponent(JSON.stringify({}));
    const url = `/trpc/ideas.browse?input=${input}`;
    const plain = await ctx.app.inject({ url });
    // Larger than @fastify/compress's own 8 KB limit on two cores, which streamed it in chunks.
    expect(plain.rawPayload.length).toBeGreaterThan(8 * 1024);
    expect(plain.rawPayload.length).toBeLessThan(SYNC_COMPRESSION_LIMIT);
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const page = await ctx.app.inject({ url, headers: { 'accept-encoding': encoding } });
      expect(page.headers['content-encoding']).toBe(encoding);
      expect(page.headers['transfer-encoding']).toBeUndefined();
      expect(Number(page.headers['content-length'])).toBe(page.rawPayload.length);
      expect(page.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
      expect(JSON.parse(decode(page.rawPayload).toString())).toEqual(plain.json());
    }
  });
});

test('a brotli window holds the whole answer it compresses, within brotli bounds', () => {
  expect(windowBitsFor(1024)).toBe(11);
  expect(windowBitsFor(1008)).toBe(10); // 2^10 - 16 bytes
  expect(windowBitsFor(1009)).toBe(11);
  expect(windowBitsFor(60_000)).toBe(16);
  expect(windowBitsFor(1)).toBe(10);
  expect(windowBitsFor(1e9)).toBe(24);
});

describe('before the web app is built', () => {
  const ctx = useTestApp();

  test('the placeholder page carries the default feedback link too', async () => {
    const response = await call(ctx, { url: '/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(
      '<meta name="feedback-url" content="https://forms.gle/thisoneforfree-feedback">',
    );
  });
});
