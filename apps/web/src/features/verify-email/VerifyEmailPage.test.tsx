import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { TRPCClientError } from '@trpc/client';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';
import { VERIFIED_MESSAGE, VERIFIED_MESSAGE_LOGGED_IN, VERIFIED_TITLE } from './VerifyEmailPage';

const token = 'abcdefghijklmnop234567';

test('a good link verifies the email and offers Go to Login', async () => {
  const { calls } = renderApp(`/verify-email/${token}`, {
    handlers: { 'auth.verifyEmail': () => ({ success: true }) },
  });
  expect(await screen.findByText(VERIFIED_MESSAGE)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  expect(calls.filter((call) => call.path === 'auth.verifyEmail')).toEqual([
    { path: 'auth.verifyEmail', input: { token } },
  ]);
});

test('a refused link shows the server text', async () => {
  renderApp(`/verify-email/${token}`, {
    handlers: {
      'auth.verifyEmail': () =>
        Promise.reject(serverError('BAD_REQUEST', MESSAGES.errors.verificationInvalid)),
    },
  });
  expect(await screen.findByText(MESSAGES.errors.verificationInvalid)).toBeInTheDocument();
});

test('a refusal without text shows the fallback', async () => {
  renderApp(`/verify-email/${token}`, {
    handlers: { 'auth.verifyEmail': () => Promise.reject(serverError('BAD_REQUEST', '')) },
  });
  expect(await screen.findByText(MESSAGES.verification.failed)).toBeInTheDocument();
});

test('no answer at all shows the network message', async () => {
  renderApp(`/verify-email/${token}`, {
    handlers: {
      'auth.verifyEmail': () =>
        Promise.reject(TRPCClientError.from(new TypeError('Failed to fetch'))),
    },
  });
  expect(await screen.findByText(MESSAGES.verification.networkError)).toBeInTheDocument();
});

test('a link without a token says so without calling the server', async () => {
  const { calls } = renderApp('/verify-email/');
  expect(await screen.findByText(MESSAGES.verification.missingToken)).toBeInTheDocument();
  expect(calls.some((call) => call.path === 'auth.verifyEmail')).toBe(false);
});

test('a logged-in user is verified, then sent home', async () => {
  const { history, calls } = renderApp(`/verify-email/${token}`, {
    user: makeUser({ emailVerified: 0 }),
    handlers: {
      'auth.verifyEmail': () => ({ success: true }),
      'ideas.browse': () => ({ items: [], nextCursor: null }),
    },
  });
  await waitFor(() => expect(history.location.pathname).toBe('/'));
  expect(calls.some((call) => call.path === 'auth.verifyEmail')).toBe(true);
  // They are logged in already: the toast does not ask them to log in.
  await waitFor(() => {
    const toasts = [...document.querySelectorAll('.mantine-Notification-root')];
    expect(toasts.map((toast) => toast.textContent)).toEqual([
      `${VERIFIED_TITLE}${VERIFIED_MESSAGE_LOGGED_IN}`,
    ]);
  });
});
