import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  ADMIN,
  createIdeaViaApi,
  expect,
  loginViaApi,
  newUser,
  registerViaApi,
  test,
} from './fixtures';

/**
 * axe over every screen at 1280 and 375 px, with the dialogs and drawers
 * open too, in both themes: any critical or serious violation fails. One test
 * per width walks every screen once and audits each in the light theme, then
 * switches the system theme to dark (as a user's OS does; the app follows it
 * live) and audits its colours again. Walking each screen once per theme
 * took twice the navigation for the same findings.
 */

test.describe.configure({ mode: 'parallel' });

type Theme = 'light' | 'dark';
type Found = { screen: string; rule: string; impact: string; help: string; targets: string[] };

/**
 * The rules a theme can change: only colours differ between light and dark
 * (the DOM, names and roles are the same), so the dark pass runs these.
 */
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

/** Waits until nothing is moving (Mantine's transitions), so contrast is measured on final colours. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
}

/** The system theme the app follows (its preference is "system" throughout the walk). */
async function switchSystemTheme(page: Page, theme: Theme): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
  await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
}

/** The screen as it is: in the light theme every rule, then in the dark one its colours. */
async function audit(page: Page, screen: string, found: Found[]): Promise<void> {
  found.push(...(await axeFindings(page, `${screen} (light)`)));
  // One banner landmark (the top bar's, hidden from the tree while a dialog is open):
  // a dialog's or drawer's header is not a second one.
  const banners = await page.getByRole('banner', { includeHidden: true }).count();
  if (banners !== 1) {
    found.push({
      screen,
      rule: 'one-banner',
      impact: 'serious',
      help: `${banners} banners`,
      targets: [],
    });
  }
  await switchSystemTheme(page, 'dark');
  found.push(...(await axeFindings(page, `${screen} (dark)`, COLOUR_RULES)));
  await switchSystemTheme(page, 'light');
}

/** axe's critical and serious findings on the page once it has settled (`rules`: only those). */
async function axeFindings(page: Page, screen: string, rules?: string[]): Promise<Found[]> {
  await settled(page);
  // Legacy mode runs axe in the page itself: the default opens a blank page per
  // analysis to merge results across frames, and the app has no frames. Only
  // violations come back (not every passing node). 3.7 s -> 1.1 s per screen.
  let axe = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  if (rules) axe = axe.withRules(rules);
  const { violations } = await axe.analyze();
  return violations
    .filter((violation) => violation.impact === 'critical' || violation.impact === 'serious')
    .map((violation) => ({
      screen,
      rule: violation.id,
      impact: violation.impact!,
      help: violation.help,
      targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
    }));
}

async function open(page: Page, path: string, heading: string | RegExp): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
}

async function walkEveryScreen(page: Page, width: number): Promise<Found[]> {
  const found: Found[] = [];
  const phone = width < 768;

  // As a visitor. The clock is Playwright's, so the idle prompt comes without waiting 5 minutes.
  await page.clock.install();
  await open(page, '/', 'Research Ideas');
  await expect(page.locator('a[href^="/idea/"]').first()).toBeVisible();
  await audit(page, 'browse', found);
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await audit(page, 'mobile menu (visitor)', found);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
  }
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const filters = page.getByRole('dialog', { name: 'Filters' });
  await expect(filters).toBeVisible();
  await audit(page, 'filters drawer', found);
  await page.keyboard.press('Escape');
  await expect(filters).toBeHidden();
  await page.clock.fastForward(300_000);
  await expect(
    page.getByRole('dialog', { name: 'Help us improve This One for Free' }),
  ).toBeVisible();
  await audit(page, 'idle prompt', found);
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  // A search: the count, and its matches marked on the cards.
  await open(page, '/?q=algae', 'Research Ideas');
  await expect(page.locator('main article mark').first()).toBeVisible();
  await audit(page, 'browse: a search', found);

  await open(page, '/about', /About/);
  await audit(page, 'about', found);
  await open(page, '/auth', 'Welcome back');
  await audit(page, 'auth: login', found);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('textbox', { name: /Username/ })).toBeVisible();
  await audit(page, 'auth: register', found);
  await open(page, '/verify-email/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Verification failed');
  await audit(page, 'verify-email', found);
  await open(page, '/forgot-password', 'Forgot your password?');
  await audit(page, 'forgot password', found);
  await page.getByRole('textbox', { name: 'Username or email' }).fill('nobody@example.org');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toBeVisible();
  await audit(page, 'forgot password: sent', found);
  await open(page, '/reset-password/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Choose a new password');
  await audit(page, 'reset password', found);
  await page.getByLabel('New password', { exact: true }).fill('long enough');
  await page.getByLabel('Confirm new password').fill('long enough');
  await page.getByRole('button', { name: 'Set new password' }).click();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  await audit(page, 'reset password: used link', found);
  await open(page, '/confirm-email/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa', 'Email change failed');
  await audit(page, 'confirm email: used link', found);
  await open(page, '/no/such/page', '404 Page Not Found');
  await audit(page, '404', found);
  // An emailed unsubscribe link, opened with nobody logged in: its question, then (a link
  // that is not the server's) its refusal.
  await open(page, `/unsubscribe/1-digest-${'a'.repeat(43)}`, 'Unsubscribe from these emails?');
  await audit(page, 'unsubscribe', found);
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe failed' })).toBeVisible();
  await audit(page, 'unsubscribe: invalid link', found);

  // As a researcher with an idea of their own.
  const researcher = await registerViaApi(page);
  const idea = await createIdeaViaApi(page, {
    title: `Accessible glacier algae ${Date.now()}`,
    challenge:
      'Melt grows as $M = \\alpha A^2$ on **small** glaciers; see [the data](https://example.org).',
  });
  const posted = await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'Has anyone tried *drones* for the ground truth?' },
  });
  const comment = (await posted.json()) as { id: number };
  await open(page, `/idea/${idea.id}`, idea.title);
  await expect(page.getByText('Has anyone tried')).toBeVisible();
  await audit(page, 'idea page', found);
  // A field badge's menu: follow the field, browse its ideas.
  await page.getByRole('button', { name: 'Environmental Science', exact: true }).click();
  await expect(page.getByRole('menuitem', { name: 'Follow Environmental Science' })).toBeVisible();
  await audit(page, 'field badge menu', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
  await page.getByRole('button', { name: 'Cite' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Download citation' })).toBeVisible();
  await audit(page, 'cite dialog, with its downloads', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('textbox', { name: 'Add a comment' }).fill('Try $x^2$ *now*');
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByRole('tabpanel', { name: 'Preview' }).locator('.katex')).toBeVisible();
  await audit(page, 'idea page: comment preview', found);
  // Its author edits the comment in place, and is asked before deleting it.
  const comments = page.getByRole('list', { name: 'Comments' });
  await comments.getByRole('button', { name: 'Edit or delete your comment' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await expect(page.getByRole('textbox', { name: 'Edit your comment' })).toBeVisible();
  await audit(page, 'idea page: comment edit', found);
  await comments.getByRole('button', { name: 'Cancel' }).click();
  await comments.getByRole('button', { name: 'Edit or delete your comment' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this comment?' })).toBeVisible();
  await audit(page, 'delete comment dialog', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // Someone else's idea that others pursue (the demo seed's first): the flag
  // dialog on another's comment, the claims, the claim dialog, one's own claim
  // and publishing a result.
  await open(page, '/idea/1', /snow algae/);
  await page
    .getByRole('button', { name: /^Flag comment by/ })
    .first()
    .click();
  const flagDialog = page.getByRole('dialog', { name: 'Flag this comment' });
  await expect(flagDialog.getByRole('radio', { name: /^Spam/ })).toBeVisible();
  await audit(page, 'flag dialog', found);
  await page.keyboard.press('Escape');
  await expect(flagDialog).toBeHidden();
  const claims = page.getByRole('region', { name: 'Pursuing this idea' });
  await expect(claims.getByRole('list', { name: 'Claims' })).toBeVisible();
  await audit(page, 'idea page: claims', found);
  await claims.getByRole('button', { name: 'I’m pursuing this' }).click();
  const claimDialog = page.getByRole('dialog', { name: 'I’m pursuing this idea' });
  await expect(claimDialog.getByRole('textbox', { name: /Note/ })).toBeVisible();
  await audit(page, 'claim dialog', found);
  await claimDialog.getByRole('textbox', { name: /Note/ }).fill('Checking contrast, then melt.');
  await claimDialog.getByRole('button', { name: 'Claim idea' }).click();
  await expect(claims.getByText('You · Pursuing')).toBeVisible();
  await expect(claimDialog).toBeHidden();
  await audit(page, 'idea page: own claim', found);
  await claims.getByRole('button', { name: 'Publish result' }).click();
  const publish = page.getByRole('dialog', { name: 'Publish your result' });
  await publish.getByRole('button', { name: 'Publish result' }).click();
  await expect(publish.getByText(MESSAGES.validation.claimResultRequired)).toBeVisible();
  await audit(page, 'publish dialog, with its error', found);
  await page.keyboard.press('Escape');
  await expect(publish).toBeHidden();
  await claims.getByRole('button', { name: 'Drop' }).click();
  await expect(page.getByRole('dialog', { name: 'Drop your claim?' })).toBeVisible();
  await audit(page, 'drop claim dialog', found);
  await page.keyboard.press('Escape');

  // Edited: the version history with its comparison, a version as it was, the edit form.
  const current = (await (await page.request.get(`/api/ideas/${idea.id}`)).json()) as Record<
    string,
    unknown
  >;
  const edited = await page.request.put(`/api/ideas/${idea.id}`, {
    data: {
      title: current.title,
      challenge: `${String(current.challenge)} Nobody has measured a whole season.`,
      approach: 'Drones over three glaciers, two summers.',
      impact: current.impact,
      fields: ['Environmental Science', 'Physics'],
      citations: current.citations,
    },
  });
  expect(edited.status()).toBe(200);
  await open(page, `/idea/${idea.id}`, idea.title);
  await expect(page.getByTestId('version-diff')).toBeVisible();
  await audit(page, 'idea page: version history and comparison', found);
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await expect(page.getByRole('dialog', { name: 'Withdraw this idea?' })).toBeVisible();
  await audit(page, 'withdraw dialog', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await open(page, `/idea/${idea.id}/v/1`, idea.title);
  await expect(page.getByText('Version 1 of 2')).toBeVisible();
  await audit(page, 'idea version 1', found);
  await open(page, `/idea/${idea.id}/edit`, 'Edit Idea');
  await audit(page, 'edit idea', found);

  // Withdrawn: its tombstone, and an idea citing it.
  const gone = await createIdeaViaApi(page, { title: `Withdrawn glacier idea ${Date.now()}` });
  const citing = await page.request.post('/api/ideas', {
    data: {
      title: `Citing a withdrawn idea ${Date.now()}`,
      challenge: 'It cites an idea that was withdrawn.',
      approach: 'Cite it.',
      impact: 'A citation that still leads somewhere.',
      fields: ['Biology'],
      citations: [{ type: 'internal', internalId: gone.id }],
    },
  });
  expect(citing.status()).toBe(201);
  expect((await page.request.delete(`/api/ideas/${gone.id}`)).status()).toBe(200);
  await open(page, `/idea/${gone.id}`, gone.title);
  await expect(page.getByText(/^Withdrawn by its author on /)).toBeVisible();
  await audit(page, 'withdrawn idea (tombstone)', found);
  const citingIdea = (await citing.json()) as { id: number; title: string };
  await open(page, `/idea/${citingIdea.id}`, citingIdea.title);
  await expect(page.getByText('Withdrawn', { exact: true })).toBeVisible();
  await audit(page, 'idea citing a withdrawn idea', found);
  await open(page, `/users/${idea.userId}`, /Rosalind Franklin/);
  await expect(page.getByRole('group', { name: 'Export ideas' })).toBeVisible();
  await audit(page, 'profile, with the export of its ideas', found);
  await page.getByRole('tab', { name: 'Claims' }).click();
  await expect(page.getByRole('list', { name: 'Claimed ideas' })).toBeVisible();
  await audit(page, 'profile: claims', found);
  // Someone else's profile, with Follow (the author of the demo seed's first idea).
  const seeded = (await (await page.request.get('/api/ideas/1')).json()) as { userId: number };
  await page.goto(`/users/${seeded.userId}`);
  await expect(page.getByRole('button', { name: /^Follow / })).toBeEnabled();
  await audit(page, 'profile: follow', found);
  await open(page, '/notifications', 'Notifications');
  await expect(page.getByText(MESSAGES.notifications.empty)).toBeVisible();
  await audit(page, 'notifications: none yet', found);
  await open(page, '/submit', /Submit/);
  await audit(page, 'submit', found);
  await page.getByRole('textbox', { name: /^Title/ }).fill('Accessible glacier algae');
  await expect(page.getByRole('region', { name: 'Similar ideas already shared' })).toBeVisible();
  await audit(page, 'submit: similar ideas while writing', found);
  // A favorite, so the page offers its export.
  expect((await page.request.post(`/api/favorites/add/${idea.id}`)).status()).toBe(200);
  await open(page, '/favorites', /Favorite/);
  await expect(page.getByRole('group', { name: 'Export favorites' })).toBeVisible();
  await audit(page, 'favorites, with their export', found);
  await open(page, '/settings', /Settings/);
  await audit(page, 'settings: citation preferences', found);
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page.getByRole('radiogroup', { name: 'Comments on my ideas' })).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Following' }).getByRole('link').first(),
  ).toBeVisible();
  await audit(page, 'settings: notifications', found);
  await page.getByRole('tab', { name: 'Account' }).click();
  await expect(page.getByRole('list', { name: 'Active sessions' })).toBeVisible();
  await audit(page, 'settings: account', found);
  await page.getByRole('button', { name: 'Delete account…' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete your account?' })).toBeVisible();
  await audit(page, 'settings: delete account dialog', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await audit(page, 'mobile menu (signed in)', found);
  }

  // An account whose address is not verified yet: the notice where it would post.
  await registerViaApi(page, newUser(), { verified: false });
  await open(page, '/submit', /Submit/);
  await expect(page.getByTestId('verify-email-notice')).toBeVisible();
  await audit(page, 'submit: unverified notice', found);
  await open(page, '/settings?tab=account', /Settings/);
  await expect(page.getByText('Not verified')).toBeVisible();
  await audit(page, 'settings: account, unverified', found);

  // An admin sees moderated comments (dimmed, with their status) and the moderation menu.
  await loginViaApi(page, ADMIN.username, ADMIN.password);
  const moderated = await page.request.post(`/api/comments/${comment.id}/status`, {
    data: { status: 'hidden' },
  });
  expect(moderated.status()).toBe(200);
  await open(page, `/idea/${idea.id}`, idea.title);
  await expect(page.getByTestId('comment-status').first()).toHaveText(/hidden/i);
  await audit(page, 'idea page: admin, hidden comment', found);

  // The moderation page: the queue (the demo seed's flagged comments), the
  // confirmation before a delete, and the log.
  await open(page, '/admin', 'Moderation');
  const queued = page.getByRole('list', { name: 'Flagged comments' }).getByRole('article');
  await expect(queued.first()).toBeVisible();
  await audit(page, 'moderation: flagged comments', found);
  await queued.first().getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this comment?' })).toBeVisible();
  await audit(page, 'moderation: delete dialog', found);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();
  await page.getByRole('tab', { name: 'Moderation log' }).click();
  await expect(page.getByTestId('moderation-log-entry').first()).toBeVisible();
  await audit(page, 'moderation: log', found);
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
    await audit(page, 'mobile menu (admin)', found);
  }
  // The researcher again, with news: the admin commented on their idea.
  const news = await page.request.post(`/api/ideas/${idea.id}/comments`, {
    data: { content: 'A moderator’s note on the data.' },
  });
  expect(news.status()).toBe(201);
  await loginViaApi(page, researcher.username, researcher.password);
  await open(page, '/notifications', 'Notifications');
  await expect(page.getByRole('list', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(
    1,
  );
  await audit(page, 'notifications', found);
  return found;
}

for (const width of [1280, 375]) {
  test(`no serious accessibility violation on any screen at ${width} px, light and dark theme`, async ({
    page,
  }) => {
    // Every screen twice over (visitor, researcher, admin), some fifty each, on a shared machine.
    test.setTimeout(420_000);
    await page.setViewportSize({ width, height: width < 768 ? 740 : 800 });
    await page.emulateMedia({ colorScheme: 'light' });
    const found = await walkEveryScreen(page, width);
    expect(found, JSON.stringify(found, null, 2)).toEqual([]);
  });
}

test('the first Tab reaches the skip link, which moves focus to the main content', async ({
  page,
}) => {
  await page.goto('/about');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.locator('main')).toBeFocused();
  // Focus is visible: the next control the keyboard reaches draws an outline.
  await page.keyboard.press('Tab');
  const outline = await page.evaluate(() => {
    const style = getComputedStyle(document.activeElement!);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(outline.style).not.toBe('none');
  expect(outline.width).toBeGreaterThan(0);
});
