import { screen, waitFor, within } from '@testing-library/react';
import type { Follows } from '@thisoneforfree/contracts';
import { DEFAULT_EMAIL_PREFERENCES, MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { makeUser, renderApp } from '../../test/render';

const grace = {
  id: 7,
  username: 'grace',
  name: 'Grace Hopper',
  institution: 'Yale University',
  email: 'grace@example.org',
  orcidId: '',
};

test('on a profile, Follow follows the researcher and says what it brings', async () => {
  let follows: Follows = { users: [], fields: [], ideas: [] };
  const { user, calls } = renderApp('/users/7', {
    user: makeUser(),
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
      'follows.list': () => follows,
      'follows.add': () =>
        (follows = {
          ...follows,
          users: [
            {
              id: 7,
              username: 'grace',
              name: 'Grace Hopper',
              followedAt: '2026-05-01T10:00:00.000Z',
            },
          ],
        }),
      'follows.remove': () => (follows = { ...follows, users: [] }),
    },
  });
  const button = await screen.findByRole('button', { name: 'Follow Grace Hopper' });
  expect(button).toHaveAttribute('aria-pressed', 'false');
  // Disabled until what the user follows is known.
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  expect(
    await screen.findByText(MESSAGES.toasts.followed('Grace Hopper’s new ideas')),
  ).toBeInTheDocument();
  const pressed = await screen.findByRole('button', { name: 'Following Grace Hopper' });
  expect(pressed).toHaveAttribute('aria-pressed', 'true');
  expect(calls.find((c) => c.path === 'follows.add')?.input).toEqual({ kind: 'user', target: 7 });
  await user.click(pressed);
  expect(await screen.findByRole('button', { name: 'Follow Grace Hopper' })).toBeInTheDocument();
});

test('no Follow on one’s own profile, nor for visitors', async () => {
  renderApp('/users/7', {
    user: makeUser({ id: 7 }),
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' });
  expect(screen.queryByRole('button', { name: /Follow/ })).not.toBeInTheDocument();
});

test('Settings, Notifications: emails per kind, saved as chosen; what one follows, with Unfollow', async () => {
  let follows: Follows = {
    users: [
      { id: 7, username: 'grace', name: 'Grace Hopper', followedAt: '2026-05-01T10:00:00.000Z' },
    ],
    fields: [{ field: 'Biology', followedAt: '2026-05-01T10:00:00.000Z' }],
    ideas: [],
  };
  const preferences = DEFAULT_EMAIL_PREFERENCES;
  const { user, calls } = renderApp('/settings?tab=notifications', {
    user: makeUser(),
    handlers: {
      'follows.list': () => follows,
      'follows.remove': () => (follows = { ...follows, fields: [] }),
      'notifications.preferences': () => preferences,
      'notifications.setPreferences': (input) => ({ ...preferences, ...(input as object) }),
    },
  });
  const newIdeas = await screen.findByRole('radiogroup', {
    name: 'New ideas by researchers and in fields I follow',
  });
  expect(within(newIdeas).getByRole('radio', { name: 'Off' })).toBeChecked();
  await user.click(within(newIdeas).getByRole('radio', { name: 'Daily digest' }));
  expect(await screen.findByText(MESSAGES.toasts.emailPreferencesSavedTitle)).toBeInTheDocument();
  expect(calls.find((c) => c.path === 'notifications.setPreferences')?.input).toEqual({
    newIdeas: 'digest',
  });
  await screen.findByRole('list', { name: 'Academic fields' });
  expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/users/7');
  await user.click(screen.getByRole('button', { name: 'Unfollow Biology' }));
  expect(await screen.findByText(MESSAGES.toasts.unfollowedTitle)).toBeInTheDocument();
  expect(screen.queryByRole('list', { name: 'Academic fields' })).not.toBeInTheDocument();
});
