import { screen, waitFor, within } from '@testing-library/react';
import type { NotificationItem, NotificationPage } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { makeUser, renderApp } from '../../test/render';
import { bellLabel } from './NotificationBell';

function notification(id: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    kind: 'comment',
    reason: 'yourIdea',
    field: null,
    idea: { id: 3, title: 'Bees as air sensors' },
    actor: { id: 7, username: 'grace', name: 'Grace Hopper' },
    commentId: 40 + id,
    count: 1,
    text: `Grace Hopper commented on your idea “Bees as air sensors” (${id})`,
    createdAt: new Date(Date.now() - id * 60_000).toISOString(),
    readAt: null,
    ...overrides,
  };
}

test('the bell says how many are unread, and leads to the notifications', async () => {
  renderApp('/about', {
    user: makeUser(),
    handlers: { 'notifications.unreadCount': () => ({ unreadCount: 3 }) },
  });
  const [bell] = await screen.findAllByRole('link', { name: bellLabel(3) });
  expect(bell).toHaveAttribute('href', '/notifications');
  expect(bellLabel(3)).toBe('Notifications, 3 unread');
  expect(bellLabel(0)).toBe('Notifications, none unread');
});

test('visitors have no bell', async () => {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: /About/ });
  expect(screen.queryByTestId('notification-bell')).not.toBeInTheDocument();
});

test('the newest first, unread marked; one marked read, then all, and the bell follows', async () => {
  const first: NotificationPage = {
    items: [notification(1), notification(2, { readAt: '2026-05-01T10:00:00.000Z' })],
    nextCursor: '2',
    unreadCount: 2,
  };
  const second: NotificationPage = {
    items: [
      notification(3, {
        kind: 'rating',
        commentId: null,
        count: 5,
        text: '5 new ratings of your idea “Bees as air sensors”',
      }),
    ],
    nextCursor: null,
    unreadCount: 2,
  };
  let unread = 2;
  const { user, calls } = renderApp('/notifications', {
    user: makeUser(),
    handlers: {
      'notifications.list': (input) => ((input as { cursor?: string }).cursor ? second : first),
      'notifications.unreadCount': () => ({ unreadCount: unread }),
      'notifications.markRead': (input) => {
        unread = (input as { all?: true }).all ? 0 : 1;
        return { success: true, unreadCount: unread };
      },
    },
  });
  const list = await screen.findByRole('list', { name: 'Notifications' });
  const items = within(list).getAllByRole('listitem');
  expect(items).toHaveLength(2);
  const link = within(items[0]!).getByRole('link', { name: /Grace Hopper commented/ });
  expect(link).toHaveAttribute('href', '/idea/3#comment-41');
  expect(within(items[0]!).getByText(', unread')).toBeInTheDocument();
  expect(within(items[1]!).queryByText(', unread')).not.toBeInTheDocument();
  expect(screen.getByText('2 unread notifications')).toBeInTheDocument();

  await user.click(screen.getByRole('button', { name: 'Show more' }));
  expect(
    await within(list).findByText('5 new ratings of your idea “Bees as air sensors”'),
  ).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();

  await user.click(within(items[0]!).getByRole('button', { name: 'Mark as read' }));
  await waitFor(() => expect(within(items[0]!).queryByText(', unread')).not.toBeInTheDocument());
  expect(calls.find((c) => c.path === 'notifications.markRead')?.input).toEqual({ ids: [1] });
  expect(await screen.findAllByRole('link', { name: bellLabel(1) })).not.toHaveLength(0);

  await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
  expect(await screen.findByText('You are all caught up.')).toBeInTheDocument();
  expect(await screen.findAllByRole('link', { name: bellLabel(0) })).not.toHaveLength(0);
  expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
});

test('with none yet, it says how to get some', async () => {
  renderApp('/notifications', {
    user: makeUser(),
    handlers: {
      'notifications.list': () => ({ items: [], nextCursor: null, unreadCount: 0 }),
    },
  });
  expect(
    await screen.findByRole('heading', { name: MESSAGES.notifications.empty }),
  ).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.notifications.emptyHint)).toBeInTheDocument();
});
