// Screenshots of pages at 375 and 1280 px, light and dark, in Debian's Chromium.
// usage: node scripts/screenshots.mjs BASE_URL OUT_DIR path [path...]
//   env LOGIN=username:password logs in first (through the API) for protected pages.
import { mkdirSync } from 'node:fs';
import { chromium } from 'playwright-core';

const [base = 'http://localhost:3000', out = '/tmp/shots', ...paths] = process.argv.slice(2);
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
});
try {
  for (const scheme of ['light', 'dark']) {
    for (const width of [375, 1280]) {
      const context = await browser.newContext({
        viewport: { width, height: 900 },
        colorScheme: scheme,
      });
      const page = await context.newPage();
      page.on('console', (msg) => msg.type() === 'error' && console.log(`[console] ${msg.text()}`));
      page.on('pageerror', (error) => console.log(`[pageerror] ${error.message}`));
      if (process.env.LOGIN) {
        const [username, password] = process.env.LOGIN.split(':');
        await page.goto(base);
        const response = await page.request.post(`${base}/api/login`, {
          data: { username, password },
          headers: { origin: new URL(base).origin },
        });
        if (!response.ok()) console.log(`[login] ${response.status()} ${await response.text()}`);
      }
      for (const path of paths.length ? paths : ['/']) {
        await page.goto(base + path);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(400);
        const name = `${path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '') || 'home'}-${width}-${scheme}.png`;
        await page.screenshot({ path: `${out}/${name}`, fullPage: true });
        console.log(`${out}/${name}`);
      }
      await context.close();
    }
  }
} finally {
  await browser.close();
}
