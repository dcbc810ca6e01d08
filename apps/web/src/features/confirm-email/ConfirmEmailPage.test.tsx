import { screen } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

const token = 'abcdefghijklmnop234567';
const before = makeUser({ email: 'old@example.org' });
const after = makeUser({ email: 'new@example.org' });

test('Settings shows the new address even when the first read of the account was answered before the change', async () => {
  // The page is opened from the email: its first auth.me is still on its way
  // when the link is confirmed, and is answered with the old address.
  let releaseFirstRead: () => void = () => undefined;
  let reads = 0;
  const { user } = renderApp(`/confirm-email/${token}`, {
    handlers: {
      'auth.me': () => {
        reads += 1;
        if (reads > 1) return after;
        return new Promise((resolve) => (releaseFirstRead = () => resolve(before)));
      },
      'account.confirmEmailChange': () => {
        setTimeout(() => releaseFirstRead(), 10);
        return { success: true, message: MESSAGES.account.emailChanged('new@example.org') };
      },
    },
  });
  expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeVisible();
  await user.click(await screen.findByRole('link', { name: 'Go to Settings' }));
  expect(await screen.findByTestId('account-email')).toHaveTextContent('new@example.org');
});

test('a refused link says why and, logged out, offers Go to Login', async () => {
  renderApp(`/confirm-email/${token}`, {
    handlers: {
      'account.confirmEmailChange': () =>
        Promise.reject(serverError('BAD_REQUEST', MESSAGES.errors.emailChangeLinkInvalid)),
    },
  });
  expect(await screen.findByRole('heading', { name: 'Email change failed' })).toBeVisible();
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.emailChangeLinkInvalid);
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
});
