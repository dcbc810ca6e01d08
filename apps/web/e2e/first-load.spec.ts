import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from './fixtures';

/**
 * The performance budget of a first visit to the browse page: the JavaScript
 * the browser downloads, gzipped as the server sends it (bench/bundle-size.ts
 * prints the same figure, file by file, from the build manifest).
 */
const FIRST_LOAD_BUDGET_BYTES = 170 * 1024;
const DIST = new URL('../dist/', import.meta.url);

test('a first visit to / downloads at most 170 KB of gzipped JavaScript', async ({ page }) => {
  const scripts = new Set<string>();
  page.on('requestfinished', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.endsWith('.js')) scripts.add(pathname);
  });
  await page.goto('/');
  await expect(page.locator('main article').first()).toBeVisible();
  await page.waitForLoadState('networkidle');

  const files = [...scripts].map((path) => ({
    path,
    gzipped: gzipSync(readFileSync(new URL(`.${path}`, DIST)), { level: 9 }).length,
  }));
  const total = files.reduce((sum, file) => sum + file.gzipped, 0);
  const sizes = files.map((file) => `${file.path} ${(file.gzipped / 1024).toFixed(1)} KB`);
  expect(total, sizes.join('\n')).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
});

test('the sort menu, whose code loads when reached, opens from the keyboard', async ({ page }) => {
  await page.goto('/');
  const sort = page.getByRole('button', { name: 'Sort: Newest' });
  await sort.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Oldest' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: 'Oldest' })).toBeHidden();
  await expect(sort).toBeFocused();
});
