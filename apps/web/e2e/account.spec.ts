import {
  createIdeaViaApi,
  expect,
  expectToast,
  linkCount,
  linkFor,
  loginViaApi,
  newUser,
  registerViaApi,
  test,
} from './fixtures';

test('a forgotten password is reset through the emailed link, which works once', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  await page.request.post('/api/logout');

  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username or email' })).toHaveValue(user.username);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toContainText('If an account exists, we sent a link');

  const link = await linkFor(user.email, 'reset-password');
  await page.goto(new URL(link).pathname);
  const form = page.getByRole('form', { name: 'Choose a new password' });
  await form.getByLabel('New password', { exact: true }).fill('a-brand-new-secret');
  await form.getByLabel('Confirm new password').fill('a-brand-new-secret');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('heading', { name: 'Password changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Login' }).click();

  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('a-brand-new-secret');
  await page.getByRole('tabpanel').getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByTestId('current-user-name')).toBeVisible();

  // The same link a second time: refused, with a way to ask for another.
  await page.goto(new URL(link).pathname);
  await form.getByLabel('New password', { exact: true }).fill('yet-another-secret');
  await form.getByLabel('Confirm new password').fill('yet-another-secret');
  await form.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('alert')).toContainText('invalid, used or expired');
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
});

test('a new email address takes over once its link is opened', async ({ page }) => {
  const user = await registerViaApi(page);
  const next = `moved-${user.username}@example.org`;
  await page.goto('/settings?tab=account');
  const form = page.getByRole('form', { name: 'Change email address' });
  await form.getByRole('textbox', { name: 'New email address' }).fill(next);
  await form.getByLabel('Current password').fill(user.password);
  await form.getByRole('button', { name: 'Send confirmation link' }).click();
  await expect(form.getByRole('status')).toContainText(`We sent a confirmation link to ${next}`);
  await expect(page.getByTestId('account-email')).toHaveText(user.email);

  await page.goto(new URL(await linkFor(next, 'confirm-email')).pathname);
  await expect(page.getByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to Settings' }).click();
  await expect(page.getByTestId('account-email')).toHaveText(next);
  await expect(page.getByText('Verified', { exact: true })).toBeVisible();
});

test('deleting the account logs out and leaves its idea, shown as by Deleted user', async ({
  page,
}) => {
  const user = await registerViaApi(page);
  const idea = await createIdeaViaApi(page, { title: `Left behind ${Date.now()}` });
  await page.goto('/settings?tab=account');
  await page.getByRole('button', { name: 'Delete account…' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  const confirm = dialog.getByRole('button', { name: 'Delete my account' });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole('textbox', { name: /Type your username/ }).fill(user.username);
  await dialog.getByLabel('Password', { exact: true }).fill(user.password);
  await confirm.click();

  await expectToast(page, 'Account deleted');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('link', { name: 'Log in' }).first()).toBeVisible();

  await page.goto(`/idea/${idea.id}`);
  await expect(page.getByRole('heading', { level: 1, name: idea.title })).toBeVisible();
  await expect(page.getByText('Deleted user').first()).toBeVisible();
  const login = await page.request.post('/api/login', {
    data: { username: user.username, password: user.password },
  });
  expect(login.status()).toBe(401);
});

test('an unverified account is told to verify before posting, and can ask for a new link', async ({
  page,
}) => {
  const user = await registerViaApi(page, newUser(), { verified: false });
  const before = linkCount(user.email, 'verify-email');
  await page.goto('/submit');
  const notice = page.getByTestId('verify-email-notice');
  await expect(notice).toContainText('Verify your email address to post');
  await expect(page.getByRole('button', { name: 'Submit Idea' })).toBeDisabled();
  await notice.getByRole('button', { name: 'Resend verification email' }).click();
  await expectToast(page, 'Verification email sent', user.email);

  const link = await linkFor(user.email, 'verify-email', before);
  await page.goto(new URL(link).pathname);
  await expect(page).toHaveURL('/');
  await page.goto('/submit');
  await expect(page.getByRole('button', { name: 'Submit Idea' })).toBeEnabled();
  await expect(notice).toBeHidden();
});

test.describe('while the API fails', () => {
  test.use({ allowedConsoleErrors: [/status of 502/] });

  test('a reload shows "502: Bad Gateway", and the user logged in again once the API answers', async ({
    page,
  }) => {
    const user = await registerViaApi(page);
    await loginViaApi(page, user.username, user.password);
    await page.goto('/');
    await expect(page.getByTestId('current-user-name')).toBeVisible();

    const proxyPage = '<html><body><center><h1>502 Bad Gateway</h1></center>nginx</body></html>';
    await page.route('**/trpc/**', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: proxyPage }),
    );
    await page.reload();
    await expect(page.getByRole('alert').filter({ hasText: '502: Bad Gateway' })).toBeVisible();
    await expect(page.getByText('nginx')).toBeHidden();
    // Not shown as logged out: the session is still being asked for.
    await expect(page.getByRole('link', { name: 'Log in' })).toHaveCount(0);

    await page.unroute('**/trpc/**');
    await expect(page.getByTestId('current-user-name')).toHaveText(
      `${user.firstName} ${user.lastName}`,
      { timeout: 20_000 },
    );
  });
});
