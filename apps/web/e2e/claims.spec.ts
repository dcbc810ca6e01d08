import { MESSAGES } from '@thisoneforfree/contracts';
import {
  createIdeaViaApi,
  expect,
  expectToast,
  loginViaApi,
  registerViaApi,
  test,
} from './fixtures';

const t = MESSAGES.toasts;

test('a researcher claims an idea and publishes a result: the idea page and its card show it, the browse filter finds it', async ({
  page,
}) => {
  // One researcher posts the idea; another (the page's session from here on) claims it.
  await registerViaApi(page);
  const title = `Claimable glacier algae ${Date.now()}`;
  const idea = await createIdeaViaApi(page, { title });
  await registerViaApi(page);

  await page.goto(`/idea/${idea.id}`);
  const panel = page.getByRole('region', { name: 'Pursuing this idea' });
  await expect(panel.getByText('Nobody has said they are pursuing this idea yet.')).toBeVisible();
  await panel.getByRole('button', { name: 'I’m pursuing this' }).click();
  const dialog = page.getByRole('dialog', { name: 'I’m pursuing this idea' });
  await dialog.getByRole('textbox', { name: /Note/ }).fill('Drone spectra this summer.');
  await dialog.getByRole('button', { name: 'Claim idea' }).dblclick();
  await expectToast(page, t.claimSavedTitle, t.claimSaved);
  await expect(panel.getByText('You · Pursuing')).toBeVisible();
  await expect(panel.getByText('Drone spectra this summer.')).toBeVisible();
  const claimed = (await (await page.request.get(`/api/ideas/${idea.id}/claims`)).json()) as {
    status: string;
  }[];
  expect(claimed).toEqual([expect.objectContaining({ status: 'pursuing' })]);

  await panel.getByRole('button', { name: 'Publish result' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish your result' });
  await publish.getByRole('button', { name: 'Publish result' }).click();
  await expect(publish.getByText(MESSAGES.validation.claimResultRequired)).toBeVisible();
  await publish.getByRole('textbox', { name: /DOI or URL/ }).fill(`doi:10.5555/e2e.${idea.id}`);
  await publish.getByRole('button', { name: 'Publish result' }).click();
  await expectToast(page, t.claimPublishedTitle, t.claimPublished);
  const result = panel.getByRole('link', { name: new RegExp(`DOI 10\\.5555/e2e\\.${idea.id}`) });
  await expect(result).toHaveAttribute('href', `https://doi.org/10.5555/e2e.${idea.id}`);
  await expect(panel.getByText('You · Published')).toBeVisible();

  // The browse filter, through the Filters sheet, finds it; its card says so.
  await page.goto(`/?q=${encodeURIComponent(title)}`);
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await filters.getByRole('radio', { name: 'With a published result' }).check();
  await expect(page).toHaveURL(/claims=published/);
  await filters.getByRole('button', { name: 'Show results' }).click();
  const card = page.getByRole('article').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByText('Result published')).toBeVisible();

  // Open ideas leave it out; a shared link with the filter finds it again.
  await page.goto(`/?q=${encodeURIComponent(title)}&claims=open`);
  await expect(page.getByRole('heading', { name: MESSAGES.empty.noIdeas })).toBeVisible();
  await page.goto(`/?q=${encodeURIComponent(title)}&claims=published`);
  await expect(page.getByRole('article').filter({ hasText: title })).toBeVisible();
});

test('a comment’s author edits it and deletes it; the reply stays under the placeholder', async ({
  page,
  browser,
}) => {
  const author = await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  const posted = await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'Teh first draft of a question.' },
  });
  const comment = (await posted.json()) as { id: number };
  // Someone answers it.
  const other = await browser.newPage();
  await registerViaApi(other);
  const reply = await other.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'An answer that should outlive the question.', parentId: comment.id },
  });
  expect(reply.status()).toBe(201);
  await other.close();
  await loginViaApi(page, author.username, author.password);

  await page.goto(`/idea/${idea.id}`);
  const comments = page.getByRole('list', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Edit or delete your comment' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  const box = page.getByRole('textbox', { name: 'Edit your comment' });
  await expect(box).toHaveValue('Teh first draft of a question.');
  await box.fill('The first draft of a question.');
  await page.getByRole('button', { name: 'Save' }).click();
  await expectToast(page, t.commentEditedTitle, t.commentEdited);
  await expect(comments.getByText('The first draft of a question.')).toBeVisible();
  await expect(comments.getByTestId('comment-edited')).toHaveText('edited');

  await comments.getByRole('button', { name: 'Edit or delete your comment' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await confirm.getByRole('button', { name: 'Delete comment' }).click();
  await expectToast(page, t.commentDeletedTitle, t.commentDeleted);
  await expect(comments.getByText(MESSAGES.comments.deletedPlaceholder)).toBeVisible();
  await expect(comments.getByText('The first draft of a question.')).toHaveCount(0);
  const replies = comments.getByRole('list', { name: 'Replies to a deleted comment' });
  await expect(replies.getByText('An answer that should outlive the question.')).toBeVisible();

  // A visitor sees the same thread.
  await page.context().clearCookies();
  await page.reload();
  await expect(
    page.getByRole('list', { name: 'Replies to a deleted comment' }).getByText('An answer'),
  ).toBeVisible();
  await expect(page.getByText(MESSAGES.comments.deletedPlaceholder)).toBeVisible();
});
