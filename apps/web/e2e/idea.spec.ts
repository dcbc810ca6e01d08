import { CITATION_FORMATS, CITATION_FORMAT_LABELS, MESSAGES } from '@thisoneforfree/contracts';
import {
  ADMIN,
  clickStar,
  createIdeaViaApi,
  expect,
  expectToast,
  loginViaApi,
  newUser,
  registerViaApi,
  test,
} from './fixtures';

const t = MESSAGES.toasts;

test('a visitor sees the login prompt and cannot rate', async ({ page }) => {
  await page.goto('/idea/1');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(MESSAGES.comments.loginPrompt)).toBeVisible();
  await clickStar(page, 'Impact 7 of 10');
  await expectToast(page, t.rateLoginTitle, t.rateLogin);
});

test('a researcher rates, favorites, comments, replies and flags', async ({ page, browser }) => {
  const user = await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  const name = `${user.firstName} ${user.lastName}`;
  // Another researcher's comment, to flag: nobody is offered a Flag on their own words.
  const other = await browser.newPage();
  const otherUser = await registerViaApi(other, {
    ...newUser(),
    firstName: 'Maurice',
    lastName: 'Wilkins',
  });
  const otherPost = await other.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'Buy my helix model kits!' },
  });
  expect(otherPost.status()).toBe(201);
  await other.close();
  await page.goto(`/idea/${idea.id}`);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();

  // Rating one dimension sends the other as 5 (SPEC §5).
  await clickStar(page, 'Impact 8 of 10');
  await expectToast(page, t.ratingSubmittedTitle, t.ratingSubmitted);
  const rated = (await (await page.request.get(`/api/ideas/${idea.id}`)).json()) as {
    ratings: { relevance: number; difficulty: number }[];
  };
  expect(rated.ratings).toEqual([expect.objectContaining({ relevance: 8, difficulty: 5 })]);

  // By keyboard: the star keeps the focus through its busy state.
  await page.getByRole('button', { name: `Add “${idea.title}” to favorites` }).focus();
  await page.keyboard.press('Enter');
  await expect(
    page.getByRole('button', { name: `Remove “${idea.title}” from favorites` }),
  ).toBeFocused();

  await page
    .getByRole('textbox', { name: 'Add a comment' })
    .fill('Has anyone tried drones for the ground truth?');
  await page.getByRole('button', { name: 'Post Comment' }).click();
  await expectToast(page, t.commentSubmittedTitle, t.commentSubmitted);
  const comments = page.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText('Has anyone tried drones for the ground truth?')).toBeVisible();

  await page
    .getByRole('button', { name: `Reply to ${name}` })
    .first()
    .click();
  await page.getByRole('textbox', { name: `Reply to ${name}` }).fill('Yes, in Svalbard in 2022.');
  await page.getByRole('button', { name: 'Post Reply' }).click();
  await expectToast(page, t.commentSubmittedTitle);
  await expect(
    page.getByRole('list', { name: `Replies to ${name}` }).getByText('Yes, in Svalbard in 2022.'),
  ).toBeVisible();

  await expect(page.getByRole('button', { name: `Flag comment by ${name}` })).toHaveCount(0);
  const otherName = `${otherUser.firstName} ${otherUser.lastName}`;
  await page.getByRole('button', { name: `Flag comment by ${otherName}` }).click();
  const flagDialog = page.getByRole('dialog', { name: 'Flag this comment' });
  await flagDialog.getByRole('radio', { name: /^Spam/ }).check();
  await flagDialog.getByRole('button', { name: 'Flag comment' }).click();
  await expectToast(page, t.commentFlaggedTitle, t.commentFlagged);
  // One flag does not hide a comment (three readers' do): it stays, marked, and the
  // keyboard is on that mark rather than the top of the page.
  await expect(comments.getByText('Buy my helix model kits!')).toBeVisible();
  await expect(comments.getByText('Flagged by you for review')).toBeFocused();
  await expect(page.getByRole('button', { name: `Flag comment by ${otherName}` })).toHaveCount(0);

  await page.goto('/favorites');
  await expect(page.getByRole('heading', { name: 'My Favorite Ideas' })).toBeVisible();
  await expect(page.getByRole('link', { name: idea.title })).toBeVisible();
});

test('an admin hides a comment and visitors no longer see it', async ({ page, browser }) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  const posted = await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'Buy cheap citations here!!!' },
  });
  expect(posted.status()).toBe(201);

  const admin = await browser.newPage();
  await loginViaApi(admin, ADMIN.username, ADMIN.password);
  await admin.goto(`/idea/${idea.id}`);
  await admin
    .getByRole('button', { name: /^Moderate comment by/ })
    .first()
    .click();
  await admin.getByRole('menuitem', { name: 'Hide' }).click();
  await expectToast(admin, t.commentUpdatedTitle, t.commentUpdated);
  await expect(admin.getByTestId('comment-status').first()).toHaveText(/hidden/i);
  await admin.close();

  const visitor = await browser.newPage();
  await visitor.goto(`/idea/${idea.id}`);
  await expect(visitor.getByText(MESSAGES.comments.loginPrompt)).toBeVisible();
  await expect(visitor.getByText('Buy cheap citations here!!!')).toBeHidden();
  await visitor.close();
});

test('the Cite dialog renders every format, copies, and follows the default format', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  await page.goto(`/idea/${idea.id}`);
  await page.getByRole('button', { name: 'Cite' }).click();
  const dialog = page.getByRole('dialog');
  const doi = `10.5281/this-one-for-free.${idea.id}`;
  const shapes: Record<string, RegExp> = {
    apa: /Franklin, R\. \(\d{4}/,
    mla: /Franklin, Rosalind\./,
    chicago: /Franklin, Rosalind\. \d{4}/,
    harvard: /Franklin, R\. \(\d{4}\)/,
    bibtex: /^@\w+\{/,
    ris: /^TY {2}- /m,
    endnote: /^%0 /m,
  };
  for (const format of CITATION_FORMATS) {
    await dialog.getByLabel('Citation format').click();
    await page.getByRole('option', { name: CITATION_FORMAT_LABELS[format], exact: true }).click();
    const text = dialog.getByTestId('citation-text');
    await expect(text).toHaveAttribute(
      'aria-label',
      `Citation in ${CITATION_FORMAT_LABELS[format]}`,
    );
    await expect(text).toContainText(doi);
    await expect(text).toHaveText(shapes[format]!);
  }
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expectToast(page, t.copiedTitle, t.copied);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/^%0 /);

  await dialog.getByRole('link', { name: 'Change default format' }).click();
  await expect(page).toHaveURL('/settings');
  await page.getByRole('radio', { name: CITATION_FORMAT_LABELS.mla }).check();
  await page.getByRole('button', { name: 'Save preferences' }).click();
  await expectToast(page, t.preferencesUpdatedTitle, t.preferencesUpdated);

  await page.goto(`/idea/${idea.id}`);
  await page.getByRole('button', { name: 'Cite' }).click();
  await expect(page.getByRole('dialog').getByTestId('citation-text')).toHaveAttribute(
    'aria-label',
    `Citation in ${CITATION_FORMAT_LABELS.mla}`,
  );
});

test('a profile shows the researcher and their publication statistics', async ({ page }) => {
  const user = await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  await page.request.post(`/api/ideas/${idea.id}/rate`, { data: { relevance: 7, difficulty: 3 } });
  const me = (await (await page.request.get('/api/user')).json()) as { id: number };

  await page.goto(`/users/${me.id}`);
  await expect(
    page.getByRole('heading', { name: `${user.firstName} ${user.lastName}` }),
  ).toBeVisible();
  await expect(page.getByText(user.institution).first()).toBeVisible();
  await expect(page.getByRole('link', { name: idea.title })).toBeVisible();
  await page.getByRole('tab', { name: 'Publication Statistics' }).click();
  const stats = page.getByRole('tabpanel');
  await expect(stats.getByText('Total ideas')).toBeVisible();
  await expect(stats.locator('dd')).toHaveText(['1', '1', '7.0']);
});

test('a missing idea and a missing researcher say so', async ({ page }) => {
  await page.goto('/idea/999999');
  await expect(page.getByText(MESSAGES.empty.ideaNotFound)).toBeVisible();
  await page.goto('/users/999999');
  await expect(page.getByText(MESSAGES.empty.userNotFound)).toBeVisible();
});
