import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, test } from 'vitest';
import { call, useTestApp } from './helper.js';

/** A stand-in for apps/web/dist: an index.html and one fingerprinted asset. */
const dist = mkdtempSync(join(tmpdir(), 'tof-dist-'));
mkdirSync(join(dist, 'assets'));
writeFileSync(
  join(dist, 'index.html'),
  '<!doctype html><html><head><title>Built app</title></head><body><div id="root"></div></body></html>',
);
writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1)');
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const FEEDBACK_URL = 'https://survey.example.org/form?a=1&b="2"';

describe('the built web app', () => {
  const ctx = useTestApp({ WEB_DIST_DIR: dist, FEEDBACK_URL });

  test('deep links get index.html with the run-time settings in <head>, attribute-escaped', async () => {
    const response = await call(ctx, { url: '/idea/5' });
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
