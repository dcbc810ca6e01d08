import { createIdeaViaApi, expect, registerViaApi, test } from './fixtures';

test('while writing, the similar ideas already shared are listed, each opening in a new tab', async ({
  page,
}) => {
  await registerViaApi(page);
  const nonce = Date.now().toString(36);
  const existing = await createIdeaViaApi(page, {
    title: `Hydrophones that listen to coral reefs ${nonce}`,
    challenge: `Reef health ${nonce} is surveyed by divers, rarely and at great cost.`,
  });

  await page.goto('/submit');
  const form = page.getByRole('form', { name: 'Submit idea' });
  await form.getByRole('textbox', { name: /^Title/ }).fill(`Listening to coral reefs ${nonce}`);
  await form
    .getByRole('textbox', { name: /^Challenge/ })
    .fill(`Divers survey reef health ${nonce} too rarely.`);

  const hint = page.getByRole('region', { name: 'Similar ideas already shared' });
  const link = hint.getByRole('link', { name: new RegExp(existing.title) });
  await expect(link).toBeVisible();
  await expect(link).toHaveAttribute('href', `/idea/${existing.id}`);
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await expect(tab).toHaveURL(`/idea/${existing.id}`);
  // The draft is still there.
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    `Listening to coral reefs ${nonce}`,
  );
});
