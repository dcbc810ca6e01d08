import { screen } from '@testing-library/react';
import { CITATION_FORMAT_LABELS, MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

test('the saved format is selected, and saving a new one confirms with a toast', async () => {
  const ada = makeUser();
  const { user, calls } = renderApp('/settings', {
    user: ada,
    handlers: {
      'preferences.update': (input) => ({
        ...ada,
        preferences: input as { citationFormat: 'mla' },
      }),
    },
  });
  expect(await screen.findByRole('radio', { name: CITATION_FORMAT_LABELS.apa })).toBeChecked();
  expect(screen.getAllByRole('radio')).toHaveLength(7);
  await user.click(screen.getByRole('radio', { name: CITATION_FORMAT_LABELS.mla }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByText(MESSAGES.toasts.preferencesUpdatedTitle)).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.toasts.preferencesUpdated)).toBeInTheDocument();
  expect(calls.find((call) => call.path === 'preferences.update')?.input).toEqual({
    citationFormat: 'mla',
  });
});

test('a failed save shows "Failed to update preferences" with the server message', async () => {
  const { user } = renderApp('/settings', {
    user: makeUser(),
    handlers: {
      'preferences.update': () =>
        Promise.reject(serverError('TOO_MANY_REQUESTS', MESSAGES.errors.rateLimited)),
    },
  });
  await user.click(await screen.findByRole('radio', { name: CITATION_FORMAT_LABELS.bibtex }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByText(MESSAGES.toasts.preferencesFailed)).toBeInTheDocument();
  expect(screen.getByText(`429: ${MESSAGES.errors.rateLimited}`)).toBeInTheDocument();
});

test('a save answered 401 (the session ended) keeps the page and the choice, and shows the visitor logged out', async () => {
  const { user, history } = renderApp('/settings', {
    user: makeUser(),
    handlers: {
      'preferences.update': () =>
        Promise.reject(serverError('UNAUTHORIZED', MESSAGES.errors.notLoggedIn)),
    },
  });
  await user.click(await screen.findByRole('radio', { name: CITATION_FORMAT_LABELS.bibtex }));
  await user.click(screen.getByRole('button', { name: 'Save preferences' }));
  expect(await screen.findByText(MESSAGES.toasts.preferencesFailed)).toBeInTheDocument();
  expect(await screen.findAllByRole('link', { name: 'Log in' })).not.toHaveLength(0);
  expect(history.location.pathname).toBe('/settings');
  expect(screen.getByRole('radio', { name: CITATION_FORMAT_LABELS.bibtex })).toBeChecked();
});

test('the Account tab holds every account section, and its address opens it', async () => {
  const { user, history } = renderApp('/settings', { user: makeUser() });
  await user.click(await screen.findByRole('tab', { name: 'Account' }));
  for (const heading of [
    'Profile',
    'Email address',
    'Password',
    'Where you are logged in',
    'Personal access tokens',
    'Download my data',
    'Delete account',
  ]) {
    expect(await screen.findByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
  }
  expect(history.location.search).toBe('?tab=account');
});

test('/settings?tab=account opens on the Account tab', async () => {
  renderApp('/settings?tab=account', { user: makeUser() });
  expect(await screen.findByRole('tab', { name: 'Account', selected: true })).toBeInTheDocument();
});

test('a visitor is sent to /auth, and back to /settings after logging in', async () => {
  const { history, user } = renderApp('/settings', {
    handlers: { 'auth.login': () => makeUser() },
  });
  await screen.findByRole('form', { name: 'Log in' });
  expect(history.location.pathname).toBe('/auth');
  expect(new URLSearchParams(history.location.search).get('redirect')).toBe('/settings');
  await user.type(screen.getByLabelText('Username'), 'ada');
  await user.type(screen.getByLabelText('Password'), 'correct horse');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  expect(history.location.pathname).toBe('/settings');
});
