import { E2E_ORIGIN } from './env';
import { expect, registerViaApi, test } from './fixtures';

test('the API reference at /api/docs renders offline, within the CSP, and can try a call', async ({
  page,
}) => {
  const external: string[] = [];
  const problems: string[] = [];
  // Offline: anything not from this server is refused (and noted), as with no network at all.
  await page.route('**/*', (route) => {
    const url = route.request().url();
    if (url.startsWith(E2E_ORIGIN)) return route.continue();
    external.push(url);
    return route.abort('internetdisconnected');
  });
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));

  const described = await (await page.request.get('/api/openapi.json')).json();
  const operations = Object.values(described.paths as Record<string, object>).flatMap((item) =>
    Object.keys(item),
  );

  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /This One for Free API/ })).toBeVisible();
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  await expect(page.getByRole('button', { name: 'Authorize' })).toBeVisible();

  // "Try it out" on GET /api/ideas/{id} against this server.
  const operation = page.locator('#operations-Ideas-getIdea');
  await operation.locator('.opblock-summary').click();
  await operation.getByRole('button', { name: 'Try it out' }).click();
  await operation.getByPlaceholder('id').fill('1');
  await operation.getByRole('button', { name: 'Execute' }).click();
  const live = operation.locator('.live-responses-table .response .response-col_status');
  await expect(live).toHaveText('200');
  await expect(
    operation.locator('.live-responses-table .response .response-col_description'),
  ).toContainText('"linkedIdeas"');

  expect(external).toEqual([]);
  expect(problems).toEqual([]);
});

test('a token created in Settings is shown once, posts an idea from a script, and can be revoked', async ({
  page,
}) => {
  await registerViaApi(page);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('heading', { name: 'Personal access tokens' })).toBeVisible();
  await expect(page.getByText('No access tokens yet.')).toBeVisible();

  await page.getByLabel('Token name').fill('lab notebook');
  await page.getByText('Read and write', { exact: true }).click();
  await page.getByRole('button', { name: 'Create token' }).click();
  const shown = page.getByTestId('new-access-token');
  await expect(shown).toHaveText(/^tof_[a-z2-7]{32}$/);
  const token = (await shown.textContent()) ?? '';
  const row = page.getByRole('row', { name: /lab notebook/ });
  await expect(row).toContainText('read write');
  await expect(row.getByRole('cell').nth(3)).toHaveText('Never');

  // A script, with the token and no cookie.
  const posted = await fetch(`${E2E_ORIGIN}/api/ideas`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      title: 'Posted by a script',
      challenge: 'Lab notebooks hold ideas nobody reads.',
      approach: 'Post them here from the notebook itself.',
      impact: 'Fewer lost ideas.',
      fields: ['Computer Science'],
    }),
  });
  expect(posted.status, await posted.clone().text()).toBe(201);

  // Shown once: after a reload the list has the token, but not its secret.
  await page.reload();
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(row.getByRole('cell').nth(3)).not.toHaveText('Never');
  await expect(page.getByTestId('new-access-token')).toHaveCount(0);
  await expect(page.getByText(token)).toHaveCount(0);

  await page.getByRole('button', { name: 'Revoke lab notebook' }).click();
  await expect(page.getByText('No access tokens yet.')).toBeVisible();
  const refused = await fetch(`${E2E_ORIGIN}/api/user`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(refused.status).toBe(401);
});
