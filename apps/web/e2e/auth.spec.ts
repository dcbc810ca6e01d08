import { expect, newUser, test, verificationLinkFor } from './fixtures';

test('a new researcher registers, verifies the email from the outbox, logs out and logs back in', async ({
  page,
}) => {
  const user = newUser();
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('First name').fill(user.firstName);
  await form.getByLabel('Last name').fill(user.lastName);
  await form.getByLabel('Username').fill(user.username);
  await form.getByLabel('Email', { exact: true }).fill(user.email);
  await form.getByLabel('Confirm email').fill(user.email);
  await form.getByLabel('Institution').fill(user.institution);
  await form.getByLabel('Password', { exact: true }).fill(user.password);
  await form.getByLabel('Confirm password').fill(user.password);
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

  await page.getByLabel('Username').fill(user.username);
  await page.getByLabel('Password').fill(user.password);
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await expect(page.getByTestId('current-user-name')).toBeVisible();
  const me = await page.request.get('/api/user');
  expect(await me.json()).toMatchObject({ username: user.username, emailVerified: true });
});

test('the register form shows the spec messages for invalid input', async ({ page }) => {
  await page.goto('/auth?tab=register');
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill('someone@example.org');
  await form.getByLabel('Confirm email').fill('other@example.org');
  await form.getByLabel('Password', { exact: true }).fill('short');
  await form.getByLabel('Confirm password').fill('different');
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
  await page.getByLabel('Username').fill('nobody-at-all');
  await page.getByLabel('Password').fill('wrong-password');
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /log ?in/i })
    .click();
  await expect(page.getByText('Login failed')).toBeVisible();
});

test('protected pages send visitors to /auth, and /auth sends logged-in users home', async ({
  page,
}) => {
  for (const path of ['/submit', '/favorites', '/settings']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth/);
  }
});
