import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

const token = 'mfrggzdfmztwq2lknnwg23tpobyxe43u';

test('"Forgot password?" on the Login tab opens the page with what was typed as the username', async () => {
  const { user, history } = renderApp('/auth');
  await user.type(await screen.findByLabelText('Username'), 'ada');
  await user.click(screen.getByRole('link', { name: 'Forgot password?' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe('/forgot-password');
  expect(screen.getByLabelText('Username or email')).toHaveValue('ada');
});

test('asking for a link shows the same answer whatever the account', async () => {
  const { user, calls } = renderApp('/forgot-password', {
    handlers: { 'auth.forgotPassword': () => ({ message: MESSAGES.account.resetLinkSent }) },
  });
  await user.type(await screen.findByLabelText('Username or email'), ' ada@example.org ');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  const sent = await screen.findByRole('status');
  expect(sent).toHaveTextContent(MESSAGES.account.resetLinkSent);
  expect(sent).toHaveTextContent(MESSAGES.account.resetLinkSentDetail);
  expect(calls.find((call) => call.path === 'auth.forgotPassword')?.input).toEqual({
    usernameOrEmail: 'ada@example.org',
  });
});

test('too many requests are said, not swallowed', async () => {
  const { user } = renderApp('/forgot-password?username=ada', {
    handlers: {
      'auth.forgotPassword': () =>
        Promise.reject(serverError('TOO_MANY_REQUESTS', MESSAGES.errors.rateLimited)),
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(`429: ${MESSAGES.errors.rateLimited}`);
});

test('the reset page wants the new password twice, then sends it with the token and says to log in', async () => {
  const { user, calls } = renderApp(`/reset-password/${token}`, {
    handlers: { 'auth.resetPassword': () => ({ success: true }) },
  });
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  await user.type(within(form).getByLabelText('New password'), 'short');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(await within(form).findByText(MESSAGES.validation.passwordMin)).toBeInTheDocument();
  await user.clear(within(form).getByLabelText('New password'));
  await user.type(within(form).getByLabelText('New password'), 'a brand new password');
  await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new passwort');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(await within(form).findByText(MESSAGES.validation.passwordsMustMatch)).toBeInTheDocument();
  await user.clear(within(form).getByLabelText('Confirm new password'));
  await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new password');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.account.passwordReset)).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Login' })).toHaveAttribute('href', '/auth');
  expect(calls.find((call) => call.path === 'auth.resetPassword')?.input).toEqual({
    token,
    password: 'a brand new password',
  });
});

test('a used or expired link says so, with a way to ask for a new one', async () => {
  const { user } = renderApp(`/reset-password/${token}`, {
    handlers: {
      'auth.resetPassword': () =>
        Promise.reject(
          serverError('BAD_REQUEST', MESSAGES.errors.resetLinkInvalid, [
            { path: 'token', message: MESSAGES.errors.resetLinkInvalid },
          ]),
        ),
    },
  });
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  await user.type(within(form).getByLabelText('New password'), 'a brand new password');
  await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new password');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(
    await screen.findByRole('heading', { level: 1, name: 'This link cannot be used' }),
  ).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.resetLinkInvalid);
  expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute(
    'href',
    '/forgot-password',
  );
  // Nothing left to type: the link cannot be used again.
  expect(screen.queryByRole('form', { name: 'Choose a new password' })).not.toBeInTheDocument();
});

test('a reset from a logged-in browser shows it logged out afterwards (its session ended)', async () => {
  const { user } = renderApp(`/reset-password/${token}`, {
    user: makeUser(),
    handlers: { 'auth.resetPassword': () => ({ success: true }) },
  });
  expect(await screen.findByTestId('current-user-name')).toBeInTheDocument();
  const form = await screen.findByRole('form', { name: 'Choose a new password' });
  await user.type(within(form).getByLabelText('New password'), 'a brand new password');
  await user.type(within(form).getByLabelText('Confirm new password'), 'a brand new password');
  await user.click(within(form).getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('heading', { name: 'Password changed' })).toBeInTheDocument();
  expect(screen.queryByTestId('current-user-name')).not.toBeInTheDocument();
});

test('the confirm-email link changes the address and leads a logged-in reader back to Settings', async () => {
  const { calls } = renderApp(`/confirm-email/${token}`, {
    user: makeUser(),
    handlers: {
      'account.confirmEmailChange': () => ({
        success: true,
        message: MESSAGES.account.emailChanged('ada@ucl.ac.uk'),
      }),
    },
  });
  expect(await screen.findByRole('heading', { name: 'Email address changed' })).toBeInTheDocument();
  expect(screen.getByText(MESSAGES.account.emailChanged('ada@ucl.ac.uk'))).toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to Settings' })).toHaveAttribute(
    'href',
    '/settings?tab=account',
  );
  expect(calls.filter((call) => call.path === 'account.confirmEmailChange')).toEqual([
    { path: 'account.confirmEmailChange', input: { token } },
  ]);
});

test('a refused confirm-email link shows the server’s reason', async () => {
  renderApp(`/confirm-email/${token}`, {
    handlers: {
      'account.confirmEmailChange': () =>
        Promise.reject(serverError('BAD_REQUEST', MESSAGES.errors.emailChangeLinkInvalid)),
    },
  });
  expect(await screen.findByRole('heading', { name: 'Email change failed' })).toBeInTheDocument();
  expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.errors.emailChangeLinkInvalid);
  expect(screen.getByRole('link', { name: 'Go to Login' })).toBeInTheDocument();
});
