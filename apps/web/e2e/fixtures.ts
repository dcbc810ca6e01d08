import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { E2E_DATA_DIR } from './env';

export { expect };

export interface NewUser {
  firstName: string;
  lastName: string;
  username: string;
  email: string;
  password: string;
  institution: string;
}

let sequence = 0;

/** A unique researcher for one test; nothing is shared between tests. */
export function newUser(): NewUser {
  sequence += 1;
  const id = `${Date.now().toString(36)}${process.pid.toString(36)}${sequence}`;
  return {
    firstName: 'Rosalind',
    lastName: 'Franklin',
    username: `rosalind${id}`,
    email: `rosalind${id}@example.org`,
    password: 'photo-51-helix',
    institution: "King's College London",
  };
}

/**
 * Registers through the API in the page's context, so the browser holds the
 * session cookie, and opens the emailed verification link (posting needs a
 * verified address) unless `verified: false`.
 */
export async function registerViaApi(
  page: Page,
  user: NewUser = newUser(),
  { verified = true }: { verified?: boolean } = {},
): Promise<NewUser> {
  const response = await page.request.post('/api/register', {
    data: {
      username: user.username,
      password: user.password,
      email: user.email,
      orcidId: '',
      institution: user.institution,
      name: `${user.firstName} ${user.lastName}`,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  if (verified) {
    const token = new URL(await verificationLinkFor(user.email)).pathname.split('/').pop();
    const verify = await page.request.post(`/api/verify-email/${token}`);
    expect(verify.status(), await verify.text()).toBe(200);
  }
  return user;
}

export async function loginViaApi(page: Page, username: string, password: string): Promise<void> {
  const response = await page.request.post('/api/login', { data: { username, password } });
  expect(response.status(), await response.text()).toBe(200);
}

export const ADMIN = { username: 'admin', password: 'admin-password' };

/** The pages emailed links open: verification, password reset, a new address's confirmation. */
export type LinkKind = 'verify-email' | 'reset-password' | 'confirm-email';

/** The links of this kind in the mails the server wrote to its outbox for `email`, oldest first. */
function linksInOutbox(email: string, kind: LinkKind): string[] {
  const outbox = join(E2E_DATA_DIR, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((name) => name.includes(email));
  } catch {
    return [];
  }
  const pattern = new RegExp(`(https?://\\S+/${kind}/[a-z2-7]+)`);
  return files.sort().flatMap((file) => {
    const raw = readFileSync(join(outbox, file), 'utf8').replace(/=\r?\n/g, '');
    const link = pattern.exec(raw)?.[1];
    return link ? [link] : [];
  });
}

/**
 * Reads the newest link of this kind sent to `email` from the server's outbox
 * folder, waiting for it; with `after`, one newer than that many.
 */
export async function linkFor(email: string, kind: LinkKind, after = 0): Promise<string> {
  await expect.poll(() => linksInOutbox(email, kind).length).toBeGreaterThan(after);
  return linksInOutbox(email, kind).pop()!;
}

/** How many links of this kind `email` has been sent so far. */
export function linkCount(email: string, kind: LinkKind): number {
  return linksInOutbox(email, kind).length;
}

/** Reads the verification link sent to `email` from the server's outbox folder. */
export function verificationLinkFor(email: string): Promise<string> {
  return linkFor(email, 'verify-email');
}

/**
 * Fails the test on any uncaught page error or console error. A test that
 * makes the API fail on purpose names the errors it expects
 * (`test.use({ allowedConsoleErrors: [/status of 502/] })`).
 */
export const test = base.extend<{ failOnConsoleErrors: void; allowedConsoleErrors: RegExp[] }>({
  allowedConsoleErrors: [[], { option: true }],
  failOnConsoleErrors: [
    async ({ page, allowedConsoleErrors }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        // Expected 4xx answers (401 for visitors, 404 for missing ideas) are logged by the browser.
        if (/Failed to load resource: the server responded with a status of 4\d\d/.test(text))
          return;
        if (allowedConsoleErrors.some((pattern) => pattern.test(text))) return;
        errors.push(`console: ${text}`);
      });
      await use();
      expect(errors, 'the page logged errors').toEqual([]);
    },
    { auto: true },
  ],
});

export interface CreatedIdea {
  id: number;
  title: string;
  userId: number;
}

/** Creates an idea through the API as the page's logged-in user. */
export async function createIdeaViaApi(
  page: Page,
  overrides: Partial<{ title: string; fields: string[]; challenge: string }> = {},
): Promise<CreatedIdea> {
  const response = await page.request.post('/api/ideas', {
    data: {
      title: overrides.title ?? `Mapping glacier algae from orbit ${Date.now()}`,
      challenge:
        overrides.challenge ??
        'Red snow algae darken glaciers, but nobody knows how much melt they cause across a whole ice field.',
      approach: 'Combine Sentinel-2 imagery with ground spectra to estimate algal cover weekly.',
      impact: 'Better sea-level projections for small glaciers.',
      fields: overrides.fields ?? ['Environmental Science', 'Biology'],
      citations: [],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as CreatedIdea;
}

/** Clicks a star of a Mantine Rating the way a person does: on its visible label. */
export async function clickStar(page: Page, name: string): Promise<void> {
  const id = await page.getByRole('radio', { name, exact: true }).getAttribute('id');
  await page.locator(`label[for="${id}"]`).click();
}

/** A toast with this title (and message, when given) is on screen. */
export async function expectToast(page: Page, title: string, message?: string): Promise<void> {
  // A toast replacing one with the same title overlaps it while the old one leaves.
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: title }).last();
  await expect(toast).toBeVisible();
  if (message) await expect(toast).toContainText(message);
}
