import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { MESSAGES } from '@thisoneforfree/contracts';
import { E2E_DATA_DIR, E2E_ORIGIN } from './env';
import { createIdeaViaApi, expect, expectToast, registerViaApi, test } from './fixtures';

/**
 * Follow and notifications (issue 15) as a researcher meets them: follow a
 * field from an idea's badge and a researcher from their profile, see their
 * new ideas arrive at the bell, read them, get the daily digest by email
 * (sent by the operators' admin command, as at the digest hour) and leave
 * it with the email's unsubscribe link.
 */

const OUTBOX = join(E2E_DATA_DIR, 'outbox');

/** The notification emails (those with List-Unsubscribe) sent to `email`, oldest first. */
function notificationMail(email: string): string[] {
  let files: string[];
  try {
    files = readdirSync(OUTBOX).filter((name) => name.includes(email));
  } catch {
    return [];
  }
  return files
    .sort()
    .map((file) => readFileSync(join(OUTBOX, file), 'utf8').replace(/=\r?\n/g, ''))
    .filter((raw) => /^List-Unsubscribe:/m.test(raw));
}

/** `npm run admin -- send-digests` against the end-to-end server's database. */
function sendDigests(): string {
  return execFileSync(
    process.execPath,
    [resolve('..', 'server', 'dist', 'admin.js'), 'send-digests'],
    {
      env: {
        ...process.env,
        DATABASE_URL: join(E2E_DATA_DIR, 'app.db'),
        MAIL_OUTBOX_DIR: OUTBOX,
        APP_ORIGIN: E2E_ORIGIN,
        LOG_LEVEL: 'warn',
      },
      encoding: 'utf8',
    },
  );
}

/** The first box around the element that hides what overflows it and cuts part of the element off, or null. */
function clippingBox(element: Locator): Promise<string | null> {
  return element.evaluate((node) => {
    const inner = node.getBoundingClientRect();
    for (let box = node.parentElement; box; box = box.parentElement) {
      const style = getComputedStyle(box);
      if (style.overflowX === 'visible' && style.overflowY === 'visible') continue;
      const outer = box.getBoundingClientRect();
      if (
        inner.left < outer.left ||
        inner.top < outer.top ||
        inner.right > outer.right ||
        inner.bottom > outer.bottom
      )
        return `${box.tagName.toLowerCase()}.${box.className}`;
    }
    return null;
  });
}

async function bellName(page: Page): Promise<string> {
  const bell = page.getByTestId('notification-bell').first();
  return (await bell.getAttribute('aria-label')) ?? '';
}

test('follow a field and a researcher, hear of their new ideas at the bell, get the digest and unsubscribe', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  const stamp = Date.now();
  // Two other researchers, each in a browser of their own.
  const authorPage = await browser.newPage();
  const author = await registerViaApi(authorPage);
  const authorName = `${author.firstName} ${author.lastName}`;
  const authorProfile = (await (await authorPage.request.get('/api/user')).json()) as {
    id: number;
  };
  const fieldPage = await browser.newPage();
  await registerViaApi(fieldPage);
  const existing = await createIdeaViaApi(fieldPage, {
    title: `Counting tree rings with phones ${stamp}`,
    fields: ['Mathematics'],
  });

  // The reader, with the app's clock in hand so the bell's minute can pass at once.
  const reader = await registerViaApi(page);
  await page.clock.install();
  await page.goto(`/idea/${existing.id}`);
  await expect(page.getByRole('heading', { level: 1, name: existing.title })).toBeVisible();
  await page.getByRole('button', { name: 'Mathematics', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Follow Mathematics' }).click();
  await expectToast(
    page,
    MESSAGES.toasts.followedTitle,
    MESSAGES.toasts.followed('new ideas in Mathematics'),
  );
  await expect(page.getByRole('button', { name: 'Mathematics (followed)' })).toBeVisible();

  await page.goto(`/users/${authorProfile.id}`);
  await page.getByRole('button', { name: `Follow ${authorName}` }).click();
  await expect(page.getByRole('button', { name: `Following ${authorName}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // New ideas are off by default for what one follows: the reader wants them in the digest.
  await page.goto('/settings?tab=notifications');
  const newIdeas = page.getByRole('radiogroup', {
    name: 'New ideas by researchers and in fields I follow',
  });
  await expect(newIdeas.getByRole('radio', { name: 'Off' })).toBeChecked();
  await newIdeas.getByRole('radio', { name: 'Daily digest' }).check();
  await expectToast(page, MESSAGES.toasts.emailPreferencesSavedTitle);
  const following = page.getByRole('region', { name: 'Following' });
  await expect(following.getByRole('link', { name: authorName })).toBeVisible();
  await expect(following.getByRole('button', { name: 'Unfollow Mathematics' })).toBeVisible();

  await page.goto('/about');
  await expect.poll(() => bellName(page)).toBe('Notifications, none unread');

  // The researcher and someone in the followed field post new ideas.
  const byAuthor = await createIdeaViaApi(authorPage, {
    title: `Lichen maps from street photos ${stamp}`,
    fields: ['Biology'],
  });
  const inField = await createIdeaViaApi(fieldPage, {
    title: `Prime gaps by hand ${stamp}`,
    fields: ['Mathematics'],
  });

  // A minute later the bell asks again, without a reload.
  await expect
    .poll(async () => {
      await page.clock.fastForward(60_000);
      return bellName(page);
    })
    .toBe('Notifications, 2 unread');
  await expect(page.getByTestId('notification-bell').first()).toContainText('2');
  // The count on the bell's corner is shown whole: no box around it cuts it off.
  expect(await clippingBox(page.getByTestId('notification-bell').first().getByText('2'))).toBe(
    null,
  );

  await page.getByTestId('notification-bell').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Notifications' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await expect(list.getByRole('listitem').first()).toContainText(
    `New idea in Mathematics by Rosalind Franklin: “${inField.title}”`,
  );
  await expect(list.getByRole('listitem').nth(1)).toContainText(
    `${authorName} shared a new idea: “${byAuthor.title}”`,
  );
  await list.getByRole('link', { name: new RegExp(byAuthor.title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: byAuthor.title })).toBeVisible();
  await expect.poll(() => bellName(page)).toBe('Notifications, 1 unread');

  // The digest, as the operators' command sends it (and as the server does each day at its hour).
  expect(notificationMail(reader.email)).toEqual([]);
  expect(sendDigests()).toMatch(/notification digests? sent/);
  const [digest] = notificationMail(reader.email);
  expect(digest).toBeDefined();
  expect(digest).toMatch(/^Subject: .*daily digest/im);
  expect(digest).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click$/m);
  expect(digest).toContain(`${E2E_ORIGIN}/idea/${inField.id}`);
  expect(digest).toContain(`${E2E_ORIGIN}/idea/${byAuthor.id}`);
  // Sent once: the command again finds nothing new to send.
  sendDigests();
  expect(notificationMail(reader.email)).toHaveLength(1);

  // Its unsubscribe link works in a browser with nobody logged in.
  const body = digest!.slice(digest!.search(/\r?\n\r?\n/));
  const link = /(https?:\/\/\S+\/unsubscribe\/[\w.-]+)/.exec(body)?.[1];
  expect(link).toBeDefined();
  const visitor = await browser.newPage();
  await visitor.goto(link!);
  await expect(
    visitor.getByRole('heading', { level: 1, name: 'Unsubscribe from these emails?' }),
  ).toBeVisible();
  await visitor.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    visitor.getByRole('heading', { level: 1, name: MESSAGES.notifications.unsubscribed }),
  ).toBeVisible();
  await expect(visitor.getByText('New ideas by researchers and in fields I follow')).toBeVisible();

  await page.goto('/settings?tab=notifications');
  await expect(newIdeas.getByRole('radio', { name: 'Off' })).toBeChecked();
  await expect(
    page
      .getByRole('radiogroup', { name: 'Comments on my ideas' })
      .getByRole('radio', { name: 'Off' }),
  ).toBeChecked();
  await Promise.all([authorPage.close(), fieldPage.close(), visitor.close()]);
});
