import { readFile } from 'node:fs/promises';
import { parseCitations } from '@thisoneforfree/citations';
import { createIdeaViaApi, expect, registerViaApi, test } from './fixtures';

test('the Cite dialog downloads the idea as a .bib file that reads back', async ({ page }) => {
  const user = await registerViaApi(page);
  const idea = await createIdeaViaApi(page, { title: `Glacier algae & {braces} ${Date.now()}` });
  await page.goto(`/idea/${idea.id}`);
  await page.getByRole('button', { name: 'Cite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cite this idea' });
  const downloads = dialog.getByRole('group', { name: 'Download citation' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    downloads.getByRole('link', { name: 'BibTeX' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`idea-${idea.id}-v1.bib`);
  const text = await readFile(await download.path(), 'utf8');
  const { format, citations } = parseCitations(text);
  expect(format).toBe('bibtex');
  expect(citations).toEqual([
    expect.objectContaining({
      title: idea.title,
      authors: `${user.lastName}, ${user.firstName}`,
      doi: `10.5281/this-one-for-free.${idea.id}`,
    }),
  ]);
});

test('My Favorites exports as RIS, and the file holds the starred ideas', async ({ page }) => {
  await registerViaApi(page);
  const first = await createIdeaViaApi(page, { title: `Favorite one ${Date.now()}` });
  const second = await createIdeaViaApi(page, { title: `Favorite two ${Date.now()}` });
  for (const idea of [first, second]) {
    expect((await page.request.post(`/api/favorites/add/${idea.id}`)).status()).toBe(200);
  }
  await page.goto('/favorites');
  const exports = page.getByRole('group', { name: 'Export favorites' });
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    exports.getByRole('link', { name: 'RIS' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('favorites.ris');
  const { format, citations } = parseCitations(await readFile(await download.path(), 'utf8'));
  expect(format).toBe('ris');
  expect(citations.map((citation) => citation.title)).toEqual([second.title, first.title]);
});

test('feed readers find the feed of what the browse page shows; Zotero finds the idea in the page sent', async ({
  page,
}) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page, { title: `Zotero reads this ${Date.now()}` });
  const served = await page.request.get(`/idea/${idea.id}`);
  expect(await served.text()).toContain(`<meta name="citation_title" content="${idea.title}"`);

  await page.goto('/?fields=Physics');
  const feedLink = page.locator('head link[rel="alternate"][type="application/atom+xml"]');
  await expect(feedLink).toHaveAttribute('href', '/feeds/ideas.atom?field=Physics');
  await page.getByRole('searchbox').fill('algae');
  await expect(feedLink).toHaveAttribute('href', '/feeds/ideas.atom?field=Physics&q=algae');
  await expect(feedLink).toHaveCount(1);
  const feed = await page.request.get('/feeds/ideas.atom?field=Physics&q=algae');
  expect(feed.headers()['content-type']).toContain('application/atom+xml');

  // Once the app shows another page, the head the server wrote for the first one is gone.
  await page.goto(`/idea/${idea.id}`);
  await expect(page.locator('head meta[name="citation_title"]')).toHaveCount(1);
  await page.getByRole('link', { name: 'Back to ideas' }).click();
  await expect(page.locator('head meta[name="citation_title"]')).toHaveCount(0);
});
