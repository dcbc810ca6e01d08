import { expect, registerViaApi, test } from './fixtures';

test('an unknown path shows the 404 screen with the spec texts', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});

test('the page title is the product title', async ({ page }) => {
  await page.goto('/about');
  await expect(page).toHaveTitle('This One for Free - Share Your Research Ideas');
});

test('the chosen theme is stored under "theme" and survives a reload', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Change theme' }).first().click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect(page.locator('html')).toHaveClass(/dark/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');
  await page.reload();
  await expect(page.locator('html')).toHaveClass(/dark/);
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');

  await page.getByRole('button', { name: 'Change theme' }).first().click();
  await page.getByRole('menuitem', { name: 'Light' }).click();
  await expect(page.locator('html')).toHaveClass(/light/);
  expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
});

test.describe('on a 375 px phone', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  test('the top bar collapses into a hamburger menu with the right links', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'About' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog');
    for (const name of ['About', 'Log in', 'Register']) {
      await expect(menu.getByRole('link', { name })).toBeVisible();
    }
    await menu.getByRole('link', { name: 'About' }).click();
    await expect(page).toHaveURL('/about');

    await registerViaApi(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (const name of ['About', 'Submit Idea', 'My Favorites', 'Settings']) {
      await expect(page.getByRole('dialog').getByRole('link', { name })).toBeVisible();
    }
    await expect(page.getByRole('dialog').getByRole('button', { name: 'Log out' })).toBeVisible();
  });
});

test.describe('at 768 px, the narrowest desktop', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test('every top-bar link is inline, in the spec order, and the bar does not overflow', async ({
    page,
  }) => {
    const user = await registerViaApi(page);
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    const bar = page.getByRole('navigation', { name: 'Main' }).first();
    await expect(bar.getByTestId('current-user-name')).toHaveText(
      `${user.firstName} ${user.lastName}`,
    );
    const items = [
      bar.getByRole('link', { name: 'About' }),
      bar.getByRole('link', { name: 'Submit Idea' }),
      bar.getByTestId('current-user-name'),
      bar.getByRole('link', { name: 'My Favorites' }),
      bar.getByRole('link', { name: 'Settings' }),
      bar.getByRole('button', { name: 'Log out' }),
    ];
    let previousRight = 0;
    for (const item of items) {
      await expect(item).toBeVisible();
      const box = (await item.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(previousRight - 1);
      expect(box.x + box.width).toBeLessThanOrEqual(768);
      previousRight = box.x + box.width;
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      768,
    );
  });
});

test('after Maybe Later the idle prompt does not come back, not even after a reload', async ({
  page,
}) => {
  // Playwright's clock stands in for five idle minutes; nothing waits for real time.
  await page.clock.install();
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const prompt = page.getByRole('dialog', { name: 'Help us improve This One for Free' });
  await page.clock.fastForward(300_000);
  await expect(prompt).toBeVisible();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(prompt).toBeHidden();

  for (const reload of [false, true]) {
    if (reload) {
      await page.reload();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    for (let round = 0; round < 3; round += 1) {
      await page.clock.fastForward(300_000);
      // A task after the timers, so a prompt they opened would be on screen by now.
      await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
      await expect(prompt).toHaveCount(0);
    }
  }
});
