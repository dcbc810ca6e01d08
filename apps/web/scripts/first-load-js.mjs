// The JavaScript Debian's Chromium downloads for a first visit to a page of the
// built app, file by file: what it received (brotli, as the server prefers) and
// what the same file weighs gzipped (as the server sends it to a gzip-only client).
// usage: node scripts/first-load-js.mjs BASE_URL [path]
//   e.g. PORT=4123 DATABASE_URL=/tmp/bundle-test.db node ../server/dist/main.js &
//        node scripts/first-load-js.mjs http://localhost:4123 /
// bench/bundle-size.ts gives the same figure from the build manifest, without a browser.
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', path = '/'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox'],
});
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const scripts = [];
  page.on('requestfinished', async (request) => {
    if (!new URL(request.url()).pathname.endsWith('.js')) return;
    scripts.push({ url: request.url(), sizes: await request.sizes() });
  });
  await page.goto(base + path);
  await page.waitForLoadState('networkidle');
  // Anything a page loads right after it settles (an eager lazy component) counts too.
  await page.waitForTimeout(1000);

  const rows = [];
  for (const { url, sizes } of scripts) {
    const response = await fetch(url, { headers: { 'accept-encoding': 'gzip' } });
    // Node's fetch decodes the body; the encoded length is the file the server sent.
    const encoded = response.headers.get('content-encoding');
    const body = Buffer.from(await response.arrayBuffer());
    const length = response.headers.get('content-length');
    // A file below the server's threshold is sent as it is: count it gzipped all the same.
    const gzip =
      encoded === 'gzip' && length ? Number(length) : gzipSync(body, { level: 9 }).length;
    rows.push({ file: new URL(url).pathname, received: sizes.responseBodySize, gzip });
  }
  rows.sort((a, b) => b.gzip - a.gzip);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  for (const row of rows) {
    console.log(
      `  ${kb(row.gzip).padStart(9)} gzip ${kb(row.received).padStart(9)} received  ${row.file}`,
    );
  }
  const sum = (key) => rows.reduce((total, row) => total + row[key], 0);
  console.log(
    `First load of ${path}: ${kb(sum('gzip'))} gzip (${kb(sum('received'))} received) in ${rows.length} JS files`,
  );
} finally {
  await browser.close();
}
