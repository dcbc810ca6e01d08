import type { Page } from '@playwright/test';
import { MESSAGES } from '@thisoneforfree/contracts';
import { createIdeaViaApi, expect, expectToast, registerViaApi, test } from './fixtures';

interface ApiIdea {
  id: number;
  title: string;
  fields: string[];
  createdAt: string;
}

const cards = (page: Page) => page.locator('main article');

/** Every idea, as the API lists them now. */
const listedIdeas = async (page: Page) =>
  (await (await page.request.get('/api/ideas')).json()) as ApiIdea[];

/** The ids of the idea cards on the page, top to bottom. */
const shownIds = (page: Page) =>
  cards(page).evaluateAll((articles) =>
    articles.map((article) =>
      Number(article.querySelector('a[href^="/idea/"]')?.getAttribute('href')?.split('/').pop()),
    ),
  );

test('browsing pages through the ideas with infinite scroll', async ({ page }) => {
  await page.goto('/');
  await expect(cards(page).first()).toBeVisible();
  // Newest first by default. Other tests post (and withdraw) meanwhile: ask
  // again until the page and the API agree, and keep what the API listed
  // just before the page loaded.
  let listedAtLoad: number[] = [];
  await expect
    .poll(async () => {
      const now = await listedIdeas(page);
      const newest = [...now].sort(
        (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
      )[0]!;
      listedAtLoad = now.map((idea) => idea.id);
      await page.reload();
      return (await cards(page).first().getByRole('heading').textContent()) === newest.title;
    })
    .toBe(true);
  expect((await shownIds(page)).length).toBeLessThan(listedAtLoad.length);

  // Scrolling loads the next pages until every idea listed throughout is shown.
  let listedNow: number[] = [];
  await expect
    .poll(async () => {
      await cards(page).last().scrollIntoViewIfNeeded();
      await page.mouse.wheel(0, 4000);
      listedNow = (await listedIdeas(page)).map((idea) => idea.id);
      const shown = new Set(await shownIds(page));
      return listedAtLoad.filter((id) => listedNow.includes(id) && !shown.has(id));
    })
    .toEqual([]);
  // Each once, and nothing that was never listed.
  const shown = await shownIds(page);
  expect(new Set(shown).size).toBe(shown.length);
  expect(shown.filter((id) => !listedAtLoad.includes(id) && !listedNow.includes(id))).toEqual([]);
});

test('search, field filter, sort and reset live in the URL and the back button', async ({
  page,
}) => {
  await registerViaApi(page);
  const marker = `Zymurgy${Date.now().toString(36)}`;
  const idea = await createIdeaViaApi(page, {
    title: `${marker} of Antarctic lichens`,
    fields: ['Chemistry'],
  });

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search ideas' }).fill(marker.toLowerCase());
  await expect(page).toHaveURL(new RegExp(`q=${marker.toLowerCase()}`));
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).first().getByRole('heading')).toHaveText(idea.title);

  await page.getByRole('searchbox', { name: 'Search ideas' }).fill('no-such-word-anywhere');
  await expect(page.getByRole('heading', { name: MESSAGES.empty.noIdeas })).toBeVisible();
  await expect(page.getByText(MESSAGES.empty.noIdeasHint)).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search ideas' }).fill('');

  // Sort oldest first.
  await page.getByRole('button', { name: /^Sort: / }).click();
  await page.getByRole('menuitem', { name: 'Oldest' }).click();
  await expect(page).toHaveURL(/sort=oldest/);
  const all = await listedIdeas(page);
  const oldest = [...all].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id)[0]!;
  await expect(cards(page).first().getByRole('heading')).toHaveText(oldest.title);

  // Filter by a field: every card carries it.
  await page.getByRole('button', { name: /Filters/ }).click();
  const drawer = page.getByRole('dialog');
  await drawer.getByText('Mathematics', { exact: true }).click();
  await expect(page).toHaveURL(/fields=Mathematics/);
  await drawer.getByRole('button', { name: 'Close filters' }).click();
  const expected = all.filter((i) => i.fields.includes('Mathematics')).length;
  await expect(cards(page)).toHaveCount(Math.min(expected, 24));
  for (const card of await cards(page).all()) {
    await expect(card.getByText('Mathematics', { exact: true })).toBeVisible();
  }

  // Random Idea stays within the filter.
  await page.getByRole('button', { name: 'Random Idea' }).click();
  await expect(page).toHaveURL(/\/idea\/\d+$/);
  const randomId = Number(page.url().split('/').pop());
  expect(all.find((i) => i.id === randomId)?.fields).toContain('Mathematics');
  await page.goBack();
  await expect(page).toHaveURL(/fields=Mathematics/);

  // Reset Filters clears the field but keeps the sort.
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset Filters' }).click();
  await expect(page).not.toHaveURL(/fields=/);
  await expect(page).toHaveURL(/sort=oldest/);
  await page.getByRole('dialog').getByRole('button', { name: 'Close filters' }).click();

  // Back goes to the previous view state.
  await page.goBack();
  await expect(page).toHaveURL(/fields=Mathematics/);
});

test('a search says how many ideas match, marks the match, and ranks title matches first', async ({
  page,
}) => {
  await registerViaApi(page);
  const marker = `Quokka${Date.now().toString(36)}`;
  // Posted title match first, so Newest would list the challenge match first.
  const inTitle = await createIdeaViaApi(page, { title: `${marker} migration corridors` });
  const inChallenge = await createIdeaViaApi(page, {
    title: 'Island fauna counts',
    challenge: `Counting ${marker.toUpperCase()} populations from camera traps.`,
  });

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search ideas' }).fill(marker.toLowerCase());
  await expect(page.getByText('2 ideas', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Sort: Best match' })).toBeVisible();
  await expect(cards(page).nth(0).getByRole('heading')).toHaveText(inTitle.title);
  await expect(cards(page).nth(1).getByRole('heading')).toHaveText(inChallenge.title);
  // The matched text is marked as written, in the title and in the challenge.
  await expect(cards(page).nth(0).locator('mark')).toHaveText([marker]);
  await expect(cards(page).nth(1).locator('mark')).toHaveText([marker.toUpperCase()]);

  await page.getByRole('button', { name: 'Sort: Best match' }).click();
  await page.getByRole('menuitem', { name: 'Newest' }).click();
  await expect(cards(page).nth(0).getByRole('heading')).toHaveText(inChallenge.title);
  await expect(page.getByText('2 ideas', { exact: true })).toBeVisible();

  // The count follows the filters too.
  await page.getByRole('button', { name: /Filters/ }).click();
  await page.getByRole('dialog').getByText('History', { exact: true }).click();
  await expect(page.getByText('0 ideas', { exact: true })).toBeVisible();
});

test('a researcher submits an idea with an imported BibTeX citation', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/submit');
  const title = `Counting bees with contact microphones ${Date.now().toString(36)}`;
  const form = page.getByRole('form', { name: 'Submit idea' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(title);
  await form
    .getByRole('textbox', { name: /^Challenge/ })
    .fill('Hive health is judged by opening the hive, which stresses the colony.');
  await form
    .getByRole('textbox', { name: /^Approach/ })
    .fill('Record the hum with contact microphones and learn what healthy sounds like.');
  await form
    .getByRole('textbox', { name: /^Impact/ })
    .fill('Beekeepers check hives without disturbing them.');

  // Without a field the spec's validation toast appears.
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expectToast(page, MESSAGES.toasts.validationErrorTitle, MESSAGES.validation.fieldsRequired);

  await page.getByRole('button', { name: 'Add Biology' }).click();
  await page.getByRole('tab', { name: 'Paste' }).click();
  await page
    .getByRole('textbox', { name: 'Citation text' })
    .fill(
      [
        '@article{seeley2010,',
        '  author = {Seeley, Thomas D. and Visscher, P. Kirk},',
        '  title = {Honeybee {D}emocracy in {A}ction},',
        '  journal = {Behavioral Ecology},',
        '  year = {2010},',
        '  doi = {10.1093/beheco/arq001}',
        '}',
      ].join('\n'),
    );
  await page.getByRole('button', { name: 'Import citations' }).click();
  await expectToast(
    page,
    MESSAGES.toasts.citationsImportedTitle,
    MESSAGES.toasts.citationsImported(1),
  );
  await expect(page.getByRole('list', { name: 'Added citations' })).toContainText(
    'Honeybee Democracy in Action',
  );

  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expectToast(page, MESSAGES.toasts.ideaSubmitted);
  await expect(page).toHaveURL('/');
  await page.getByRole('link', { name: title }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('Honeybee Democracy in Action')).toBeVisible();
});
