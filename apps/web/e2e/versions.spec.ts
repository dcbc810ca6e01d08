import { CITATION_FORMAT_LABELS, MESSAGES } from '@thisoneforfree/contracts';
import { createIdeaViaApi, expect, expectToast, registerViaApi, test } from './fixtures';
import { E2E_ORIGIN } from './env';

// Ideas that live (issue 12): an author edits an idea into versions and cites
// each one; an author withdraws an idea, and a citation of it still leads to
// its page.

test('an author edits an idea, then cites version 2 and version 1', async ({ page }) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page, {
    title: `Glacier algae melt survey ${Date.now()}`,
  });
  await page.goto(`/idea/${idea.id}`);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Version history' })).toHaveCount(0);

  await page.getByRole('link', { name: 'Edit' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Idea' })).toBeVisible();
  const form = page.getByRole('form', { name: 'Edit idea' });
  const newTitle = `${idea.title}, season by season`;
  await form.getByRole('textbox', { name: /^Title/ }).fill(newTitle);
  await form
    .getByRole('textbox', { name: /^Challenge/ })
    .fill('Red snow algae darken glaciers; nobody knows how much melt they cause over a season.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expectToast(page, MESSAGES.toasts.ideaUpdatedTitle, MESSAGES.toasts.ideaUpdated(2));
  await expect(page).toHaveURL(`/idea/${idea.id}`);
  await expect(page.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
  await expect(page.getByTestId('version-line')).toContainText('Version 2, edited');

  // The history lists both versions and shows what changed, word by word.
  const history = page.getByRole('region', { name: 'Version history' });
  await expect(history.getByRole('link', { name: 'Version 1' })).toBeVisible();
  const titleChanges = history.getByRole('region', { name: 'Changes to Title' });
  await expect(titleChanges.locator('ins')).toContainText('season by season');
  await expect(
    history.getByRole('region', { name: 'Changes to The Challenge' }).locator('del').first(),
  ).toContainText('but');

  // Citing the idea cites version 2, with that version's own address.
  await page.getByRole('button', { name: 'Cite' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cite this idea' });
  const citation = dialog.getByTestId('citation-text');
  await expect(citation).toContainText(newTitle);
  await expect(citation).toContainText('[Version 2]');
  await expect(citation).toContainText(`${E2E_ORIGIN}/idea/${idea.id}/v/2`);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Version 1, as it was, cites itself.
  await history.getByRole('link', { name: 'Version 1' }).click();
  await expect(page).toHaveURL(`/idea/${idea.id}/v/1`);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expect(page.getByText('Version 1 of 2')).toBeVisible();
  await page.getByRole('button', { name: 'Cite' }).click();
  await expect(citation).toContainText(idea.title);
  await expect(citation).toContainText('[Version 1]');
  await expect(citation).toContainText(`${E2E_ORIGIN}/idea/${idea.id}/v/1`);
  await expect(citation).not.toContainText('season by season');
  // And in BibTeX.
  await dialog.getByLabel('Citation format').click();
  await page.getByRole('option', { name: CITATION_FORMAT_LABELS.bibtex, exact: true }).click();
  await expect(citation).toContainText('version = {1}');
  await expect(citation).toContainText(`url = {${E2E_ORIGIN}/idea/${idea.id}/v/1}`);
});

test('an author withdraws an idea; a citation of it opens its tombstone', async ({ page }) => {
  const user = await registerViaApi(page);
  const cited = await createIdeaViaApi(page, { title: `Narwhal tusk acoustics ${Date.now()}` });
  const citing = await page.request.post('/api/ideas', {
    data: {
      title: `Whale song archives ${Date.now()}`,
      challenge: 'Decades of recordings sit unlabelled.',
      approach: 'Label them with the tusk acoustics idea.',
      impact: 'Open data for marine biology.',
      fields: ['Biology'],
      citations: [{ type: 'internal', internalId: cited.id }],
    },
  });
  expect(citing.status()).toBe(201);
  const citingId = ((await citing.json()) as { id: number }).id;

  await page.goto(`/idea/${cited.id}`);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  const dialog = page.getByRole('dialog', { name: 'Withdraw this idea?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Withdraw idea' }).click();
  await expectToast(page, MESSAGES.toasts.ideaWithdrawnTitle, MESSAGES.toasts.ideaWithdrawn);
  await expect(page.getByText(/^Withdrawn by its author on /)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'The Challenge' })).toHaveCount(0);

  // It left browse and search.
  await page.goto(`/?q=${encodeURIComponent(cited.title)}`);
  await expect(page.getByRole('heading', { name: MESSAGES.empty.noIdeas })).toBeVisible();

  // The idea citing it marks it withdrawn and still leads to its page.
  await page.goto(`/idea/${citingId}`);
  const inspiredBy = page.getByRole('region', { name: /Inspired by/ });
  await expect(inspiredBy.getByText('Withdrawn', { exact: true })).toBeVisible();
  await inspiredBy.getByRole('link', { name: cited.title }).click();
  await expect(page).toHaveURL(`/idea/${cited.id}`);
  await expect(page.getByRole('heading', { level: 1, name: cited.title })).toBeVisible();
  await expect(page.getByText(/^Withdrawn by its author on /)).toBeVisible();
  await expect(page.getByText(MESSAGES.withdrawal.noBody)).toBeVisible();
  await expect(
    page.getByRole('link', { name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
});
