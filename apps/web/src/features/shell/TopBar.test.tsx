import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { beforeEach, expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

// A desktop-wide window, so the inline links (hidden below 768 px) show.
beforeEach(() => {
  (window as unknown as { happyDOM: { setViewport(v: object): void } }).happyDOM.setViewport({
    width: 1280,
    height: 800,
  });
});

/** The top bar's inline links, once the session has loaded. */
async function desktopNav() {
  const [nav] = await screen.findAllByRole('navigation', { name: 'Main' });
  await waitFor(() => expect(screen.queryByLabelText('Loading session')).not.toBeInTheDocument());
  return within(nav!);
}

test('visitors see About, Log in and Register', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: /About/ });
  const nav = await desktopNav();
  expect(nav.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
  expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/auth');
  expect(nav.getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/auth?tab=register');
  expect(screen.getByRole('link', { name: MESSAGES.app.name })).toHaveAttribute('href', '/');
});

test('signed-in users see Submit Idea, their name, My Favorites, Settings and Log out', async () => {
  renderApp('/about', { user: makeUser() });
  expect(await screen.findByTestId('current-user-name')).toHaveTextContent('Ada Lovelace');
  const nav = await desktopNav();
  expect(nav.getByRole('link', { name: 'Submit Idea' })).toHaveAttribute('href', '/submit');
  expect(nav.getByRole('link', { name: 'My Favorites' })).toHaveAttribute('href', '/favorites');
  expect(nav.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/settings');
  expect(nav.getByRole('button', { name: 'Log out' })).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'Ada Lovelace' })).not.toBeInTheDocument();
  // SPEC §2's order: About, Submit Idea, the name, My Favorites, Settings, Log out.
  const order = [
    nav.getByRole('link', { name: 'About' }),
    nav.getByRole('link', { name: 'Submit Idea' }),
    nav.getByTestId('current-user-name'),
    nav.getByRole('link', { name: 'My Favorites' }),
    nav.getByRole('link', { name: 'Settings' }),
    nav.getByRole('button', { name: 'Log out' }),
  ];
  for (const [index, element] of order.slice(1).entries()) {
    expect(
      order[index]!.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  }
});

test('admins also see Moderation, before Log out; researchers do not', async () => {
  renderApp('/about', { user: makeUser({ isAdmin: 1 }) });
  const nav = await desktopNav();
  const moderation = nav.getByRole('link', { name: 'Moderation' });
  expect(moderation).toHaveAttribute('href', '/admin');
  expect(
    nav.getByRole('link', { name: 'Settings' }).compareDocumentPosition(moderation) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
  expect(
    moderation.compareDocumentPosition(nav.getByRole('button', { name: 'Log out' })) &
      Node.DOCUMENT_POSITION_FOLLOWING,
  ).toBeTruthy();
});

test('a researcher has no Moderation link', async () => {
  renderApp('/about', { user: makeUser() });
  const nav = await desktopNav();
  expect(nav.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  expect(nav.queryByRole('link', { name: 'Moderation' })).not.toBeInTheDocument();
});

test('logging out clears the user and goes home', async () => {
  const { user, history, calls } = renderApp('/settings', {
    user: makeUser(),
    handlers: {
      'auth.logout': () => ({ success: true }),
      'ideas.browse': () => ({ items: [], nextCursor: null }),
    },
  });
  await user.click((await desktopNav()).getByRole('button', { name: 'Log out' }));
  await waitFor(() => expect(history.location.pathname).toBe('/'));
  expect(await (await desktopNav()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(calls.some((call) => call.path === 'auth.logout')).toBe(true);
});

test('a failed logout shows "Logout failed" with the error', async () => {
  const { user } = renderApp('/about', {
    user: makeUser(),
    handlers: {
      'auth.logout': () => Promise.reject(serverError('TOO_MANY_REQUESTS', 'Slow down')),
    },
  });
  await user.click((await desktopNav()).getByRole('button', { name: 'Log out' }));
  expect(await screen.findByText(MESSAGES.toasts.logoutFailed)).toBeInTheDocument();
  expect(screen.getByText('429: Slow down')).toBeInTheDocument();
});

test('a call answered with 401 (the session ended elsewhere) shows the user as logged out', async () => {
  const { user } = renderApp('/about', {
    user: makeUser(),
    handlers: {
      'auth.logout': () => Promise.reject(serverError('UNAUTHORIZED', 'You need to be logged in')),
    },
  });
  await user.click((await desktopNav()).getByRole('button', { name: 'Log out' }));
  expect(await (await desktopNav()).findByRole('link', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByTestId('current-user-name')).not.toBeInTheDocument();
});

test('an unknown path shows the 404 screen', async () => {
  renderApp('/no/such/page');
  expect(
    await screen.findByRole('heading', { name: MESSAGES.notFound.heading }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.notFound.hint)).toBeInTheDocument();
  // "404" once, in the heading, not again as a decoration above it.
  expect(screen.getAllByText(/404/)).toHaveLength(1);
});
