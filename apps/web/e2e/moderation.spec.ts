import { MESSAGES } from '@thisoneforfree/contracts';
import {
  ADMIN,
  createIdeaViaApi,
  expect,
  expectToast,
  loginViaApi,
  newUser,
  registerViaApi,
  test,
} from './fixtures';

const t = MESSAGES.toasts;

test('three readers flag a comment, which hides it, and an admin hides it for good from /admin', async ({
  page,
  browser,
}) => {
  // An author and a comment of theirs.
  const author = await registerViaApi(page, {
    ...newUser(),
    firstName: 'Core',
    lastName: 'Dealer',
  });
  const idea = await createIdeaViaApi(page);
  const text = `Cheap sediment cores, shipped worldwide ${Date.now()}`;
  const posted = await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: text },
  });
  expect(posted.status()).toBe(201);
  const comment = (await posted.json()) as { id: number };
  const authorName = `${author.firstName} ${author.lastName}`;

  // Two readers flag it through the API, with their reasons; it stays visible.
  for (const reason of ['spam', 'off-topic']) {
    const reader = await browser.newPage();
    await registerViaApi(reader);
    const flagged = await reader.request.post(`/api/comments/${comment.id}/flag`, {
      data: { reason, note: `Reader says ${reason}` },
    });
    expect(flagged.status(), await flagged.text()).toBe(200);
    await reader.close();
  }
  const visitor = await browser.newPage();
  const seen = async () =>
    (
      (await (await visitor.request.get(`/api/ideas/${idea.id}/comments`)).json()) as {
        id: number;
      }[]
    )
      .map((c) => c.id)
      .includes(comment.id);
  expect(await seen()).toBe(true);

  // The third flags it in the app, with a reason and details: the toast, and the comment stays.
  const third = await browser.newPage();
  await registerViaApi(third);
  // Focus is checked below: this page must be the one in front.
  await third.bringToFront();
  await third.goto(`/idea/${idea.id}`);
  const comments = third.getByRole('list', { name: 'Comments' });
  await expect(comments.getByText(text)).toBeVisible();
  await third.getByRole('button', { name: `Flag comment by ${authorName}` }).click();
  const dialog = third.getByRole('dialog', { name: 'Flag this comment' });
  await dialog.getByRole('radio', { name: /^Spam/ }).check();
  await dialog
    .getByRole('textbox', { name: /Details/ })
    .fill('The same advert under every lake idea.');
  await dialog.getByRole('button', { name: 'Flag comment' }).click();
  await expectToast(third, t.commentFlaggedTitle, t.commentFlagged);
  await expect(dialog).toBeHidden();
  await expect(comments.getByText(text)).toBeVisible();
  await expect(comments.getByText('Flagged by you for review')).toBeFocused();
  await expect(third.getByRole('button', { name: `Flag comment by ${authorName}` })).toHaveCount(0);
  // Flagged by three readers: readers no longer see it; its author does, flagged.
  expect(await seen()).toBe(false);
  await third.reload();
  await expect(third.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expect(third.getByText(text)).toBeHidden();
  await third.close();
  await page.goto(`/idea/${idea.id}`);
  await expect(
    page.getByRole('list', { name: 'Comments' }).getByTestId('comment-status'),
  ).toHaveText(/flagged/i);

  // The admin finds it in the queue through the top bar, with the three flags and their reasons.
  const admin = await browser.newPage();
  await loginViaApi(admin, ADMIN.username, ADMIN.password);
  await admin.goto('/');
  await admin
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Moderation' })
    .click();
  await expect(admin).toHaveURL('/admin');
  await expect(admin.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  const card = admin
    .getByRole('article', { name: `Comment by ${authorName}` })
    .filter({ hasText: text });
  await expect(card).toBeVisible();
  await expect(card.getByText(text)).toBeVisible();
  await expect(card.getByText('3 flags awaiting review')).toBeVisible();
  await expect(card.getByTestId('queued-status')).toHaveText('Flagged');
  const flags = card.getByRole('list', { name: 'Flags' });
  await expect(flags.getByText('Spam', { exact: true })).toHaveCount(2);
  await expect(flags.getByText('Off-topic', { exact: true })).toBeVisible();
  await expect(flags.getByText('The same advert under every lake idea.')).toBeVisible();
  await expect(card.getByRole('link', { name: idea.title })).toHaveAttribute(
    'href',
    `/idea/${idea.id}#comment-${comment.id}`,
  );

  await card.getByRole('button', { name: 'Hide' }).click();
  await expectToast(admin, t.commentUpdatedTitle, t.commentUpdated);
  await expect(card).toBeHidden();

  // The log: the threshold's change, then the admin's, newest first.
  await admin.getByRole('tab', { name: 'Moderation log' }).click();
  await expect(admin).toHaveURL('/admin?tab=log');
  // This comment's entries (other tests moderate too, on the same server).
  const entries = admin
    .getByRole('list', { name: 'Moderation log' })
    .getByTestId('moderation-log-entry')
    .filter({ hasText: text });
  await expect(entries).toHaveCount(2);
  await expect(entries.first()).toContainText(
    'Site Administrator changed a comment from Flagged to Hidden (3 flags settled)',
  );
  await expect(entries.nth(1)).toContainText(
    'Flags from readers changed a comment from Active to Flagged',
  );
  await admin.close();

  // Its author now sees it hidden.
  await page.goto(`/idea/${idea.id}`);
  await expect(
    page.getByRole('list', { name: 'Comments' }).getByTestId('comment-status'),
  ).toHaveText(/hidden/i);
  await visitor.close();
});

test('an admin’s Delete asks first, on /admin and in the comment menu', async ({
  page,
  browser,
}) => {
  await registerViaApi(page);
  const idea = await createIdeaViaApi(page);
  const content = `Delete me carefully ${Date.now()}`;
  const posted = await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content },
  });
  const comment = (await posted.json()) as { id: number };
  const reader = await browser.newPage();
  await registerViaApi(reader);
  expect((await reader.request.post(`/api/comments/${comment.id}/flag`)).status()).toBe(200);
  await reader.close();

  await loginViaApi(page, ADMIN.username, ADMIN.password);
  await page.goto(`/idea/${idea.id}`);
  await page.getByRole('button', { name: /^Moderate comment by/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this comment?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByTestId('comment-status')).toHaveCount(0);

  await page.goto('/admin');
  const card = page.getByRole('article').filter({ hasText: content });
  await card.getByRole('button', { name: 'Delete' }).click();
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Delete comment' }).click();
  await expectToast(page, t.commentUpdatedTitle, t.commentUpdated);
  await expect(card).toBeHidden();
  await page.goto(`/idea/${idea.id}`);
  await expect(page.getByTestId('comment-status')).toHaveText(/deleted/i);
});

test('a researcher who opens /admin is told it is for admins', async ({ page }) => {
  await registerViaApi(page);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
  await expect(page.getByText(`${MESSAGES.errors.moderationAdminOnly}.`)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Moderation' }),
  ).toHaveCount(0);
});

test('a new account’s sixth idea of the day is refused, and the form says why', async ({
  page,
}) => {
  await registerViaApi(page);
  for (let i = 0; i < 5; i += 1)
    await createIdeaViaApi(page, { title: `First-day idea ${i} ${Date.now()}` });
  await page.goto('/submit');
  const form = page.getByRole('form', { name: 'Submit idea' });
  await form.getByRole('textbox', { name: /^Title/ }).fill('One idea too many');
  await form.getByRole('textbox', { name: /^Challenge/ }).fill('A sixth idea on the first day.');
  await form.getByRole('textbox', { name: /^Approach/ }).fill('Post it anyway.');
  await form.getByRole('textbox', { name: /^Impact/ }).fill('None: it is refused.');
  await page.getByRole('button', { name: 'Add Biology' }).click();
  await page.getByRole('button', { name: 'Submit Idea' }).click();
  await expectToast(page, t.error, MESSAGES.errors.newAccountIdeaLimit(5, 24));
  await expect(page).toHaveURL('/submit');
  await expect(form.getByRole('textbox', { name: /^Title/ })).toHaveValue('One idea too many');
});
