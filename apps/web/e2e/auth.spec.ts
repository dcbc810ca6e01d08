import { expect, newUser, registerViaApi, test, verificationLinkFor } from './fixtures';

test('a new researcher registers, verifies the email from the outbox, logs out and logs back in', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'First name', exact: true }).fill(user.firstName);
  await form.getByRole('textbox', { name: 'Last name', exact: true }).fill(user.lastName);
  await form.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Confirm email', exact: true }).fill(user.email);
  await form.getByRole('textbox', { name: 'Institution', exact: true }).fill(user.institution);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill(user.password);
  await form.getByRole('button', { name: 'Register' }).click();

  // Registering logs the user in and goes home; the top bar shows the name.
  await expect(page).toHaveURL('/');
  await expect(page.getByTestId('current-user-name')).toHaveText(
    `${user.firstName} ${user.lastName}`,
  );

  // The emailed link verifies the address (logged-in users are then sent home).
  const link = await verificationLinkFor(user.email);
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await page.goto(new URL(link).pathname);
  await expect(page.getByText(/verified/i).first()).toBeVisible();
  await page
    .getByRole('button', { name: 'Go to Login' })
    .or(page.getByRole('link', { name: 'Go to Login' }))
    .click();
  await expect(page).toHaveURL(/\/auth/);

  await page.getByRole('textbox', { name: 'Username', exact: true }).fill(user.username);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await expect(page.getByTestId('current-user-name')).toBeVisible();
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ username: user.username, emailVerified: 1 });
});

test('the register form shows the spec messages for invalid input', async ({ page }) => {
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('textbox', { name: 'Email', exact: true }).fill('someone@example.org');
  await form.getByRole('textbox', { name: 'Confirm email', exact: true }).fill('other@example.org');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
  await form.getByRole('textbox', { name: 'Confirm password', exact: true }).fill('different');
  await form.getByRole('button', { name: 'Register' }).click();
  for (const message of [
    'First name is required',
    'Last name is required',
    'Username is required',
    'Email addresses must match',
    'Institution is required',
    'Password must be at least 8 characters',
    'Passwords must match',
  ]) {
    await expect(form.getByText(message)).toBeVisible();
  }
});

test('a wrong password shows the Login failed toast', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Username', exact: true }).fill('nobody-at-all');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('wrong-password');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await expect(page.getByText('Login failed')).toBeVisible();
  // SPEC §8: the description is the status code, a colon and space, then the server's text.
  await expect(page.getByText('401: Invalid username or password')).toBeVisible();
});

test('protected pages send visitors to /auth, and /auth sends logged-in users home', async ({
  page,
}) => {
  for (const path of ['/submit', '/favorites', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth/);
  }
  await registerViaApi(page);
  await page.goto('/auth');
  await expect(page).toHaveURL('/');
  await page.goto('/settings');
  await expect(page).toHaveURL('/settings');
});
