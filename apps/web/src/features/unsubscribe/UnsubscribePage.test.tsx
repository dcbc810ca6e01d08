import { screen } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { renderApp } from '../../test/render';

const token = `7-digest-${'a'.repeat(43)}`;

test('opening the link asks first; the button unsubscribes, without login', async () => {
  const { user, calls } = renderApp(`/unsubscribe/${token}`, {
    handlers: {
      'notifications.unsubscribe': () => ({ success: true, turnedOff: ['comments', 'ratings'] }),
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Unsubscribe from these emails?' });
  expect(calls.some((c) => c.path === 'notifications.unsubscribe')).toBe(false);
  await user.click(screen.getByRole('button', { name: 'Unsubscribe' }));
  expect(
    await screen.findByRole('heading', { name: MESSAGES.notifications.unsubscribed }),
  ).toBeInTheDocument();
  expect(screen.getByText('Comments on my ideas')).toBeInTheDocument();
  expect(screen.getByText('Ratings of my ideas')).toBeInTheDocument();
  expect(calls.find((c) => c.path === 'notifications.unsubscribe')?.input).toEqual({ token });
});

test('a link that is not valid says so', async () => {
  const { user } = renderApp(`/unsubscribe/${token}`, {
    handlers: {
      'notifications.unsubscribe': () =>
        Promise.reject(serverError('BAD_REQUEST', MESSAGES.errors.unsubscribeLinkInvalid)),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Unsubscribe' }));
  expect(await screen.findByRole('heading', { name: 'Unsubscribe failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.unsubscribeLinkInvalid);
});
