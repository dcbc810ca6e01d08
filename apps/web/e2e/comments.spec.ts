import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { createIdeaViaApi, expect, expectToast, registerViaApi, test } from './fixtures';

const t = MESSAGES.toasts;

test('a double click on Post Comment posts exactly once', async ({ page }) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  const keys: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/trpc/comments.create')) {
      keys.push((request.postDataJSON() as { clientKey: string }).clientKey);
    }
  });
  await page.goto(`/idea/${idea.id}`);
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('Only once, please.');
  await page.getByRole('button', { name: 'Post Comment' }).dblclick();
  await expectToast(page, t.commentSubmittedTitle, t.commentSubmitted);
  await expect(
    page.getByRole('list', { name: 'Comments' }).getByText('Only once, please.'),
  ).toHaveCount(1);

  const response = await page.request.get(`/api/ideas/${idea.id}/comments`);
  const comments = (await response.json()) as { content: string }[];
  expect(comments.filter((comment) => comment.content === 'Only once, please.')).toHaveLength(1);
  // Whatever reached the server carried this compose's one key.
  expect(keys.length).toBeGreaterThan(0);
  expect(new Set(keys).size).toBe(1);
});

test('a paste past the 1000-character limit is kept whole and says why it cannot be posted', async ({
  page,
  context,
}) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto(`/idea/${idea.id}`);
  const long = 'Glacier algae bloom. '.repeat(60);
  await page.evaluate((text) => navigator.clipboard.writeText(text), long);
  const box = page.getByRole('textbox', { name: 'Add a comment' });
  await box.focus();
  await page.keyboard.press('ControlOrMeta+V');
  await expect(box).toHaveValue(long);
  expect(long.length).toBeGreaterThan(LIMITS.commentMax);
  await expect(page.getByText(MESSAGES.validation.commentTooLong)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
});

test('a formula and Markdown render on the idea page, in the idea and in comments', async ({
  page,
}) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page, {
    challenge: 'Melt scales as $M = \\alpha A^2$ for **small** glaciers.\n\n$$\\int_0^1 x\\,dx$$',
  });
  await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'Surely $\\beta \\neq 0$? See [the data](javascript:alert(1)).' },
  });
  await page.goto(`/idea/${idea.id}`);
  const challenge = page.getByRole('region', { name: 'The Challenge' });
  await expect(challenge.locator('.katex').first()).toBeVisible();
  await expect(challenge.locator('strong')).toHaveText('small');
  await expect(challenge.locator('.katex annotation').first()).toHaveText('M = \\alpha A^2');
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.locator('.katex')).toBeVisible();
  await expect(comments.getByRole('link', { name: 'the data' })).toHaveCount(0);
  await expect(comments.getByText('the data')).toBeVisible();

  // KaTeX's own fonts load from this site (the CSP allows them; a refused font is a console error).
  const fonts = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .map((entry) => entry.name)
      .filter((name) => /KaTeX_.*\.woff2$/.test(name)),
  );
  expect(fonts.length).toBeGreaterThan(0);
  for (const font of fonts) expect(new URL(font).origin).toBe(new URL(page.url()).origin);
});

test('the Preview tab shows the text as it will appear', async ({ page }) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  await page.goto(`/idea/${idea.id}`);
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('Try *this*: $x^2$');
  await page.getByRole('tab', { name: 'Preview' }).click();
  const preview = page.getByRole('tabpanel', { name: 'Preview' });
  await expect(preview.locator('em')).toHaveText('this');
  await expect(preview.locator('.katex')).toBeVisible();
  await page.getByRole('tab', { name: 'Write' }).click();
  await expect(page.getByRole('textbox', { name: 'Add a comment' })).toHaveValue(
    'Try *this*: $x^2$',
  );
});
