import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { makeUser, renderApp } from '../../test/render';
import { renderIdeaPage } from '../idea/test-fixtures';

const unverified = makeUser({ emailVerified: 0 });

test('Submit Idea tells an unverified account that posting needs the address, and waits for it', async () => {
  const { user, calls } = renderApp('/submit', {
    user: unverified,
    handlers: { 'auth.resendVerification': () => ({ message: 'whatever' }) },
  });
  const notice = await screen.findByTestId('verify-email-notice');
  expect(notice).toHaveTextContent(MESSAGES.account.verifyToPost);
  expect(notice).toHaveTextContent(unverified.email);
  expect(screen.getByRole('button', { name: 'Submit Idea' })).toBeDisabled();

  await user.click(within(notice).getByRole('button', { name: 'Resend verification email' }));
  expect(await screen.findByText(MESSAGES.toasts.verificationSentTitle)).toBeInTheDocument();
  expect(screen.getByText(`We sent a new link to ${unverified.email}.`)).toBeInTheDocument();
  expect(calls.find((call) => call.path === 'auth.resendVerification')?.input).toEqual({
    usernameOrEmail: unverified.email,
  });
});

test('a verified account sees no notice and may submit', async () => {
  renderApp('/submit', { user: makeUser() });
  expect(await screen.findByRole('button', { name: 'Submit Idea' })).toBeEnabled();
  expect(screen.queryByTestId('verify-email-notice')).not.toBeInTheDocument();
});

test('the comment form is the notice for an unverified account', async () => {
  await renderIdeaPage({ user: unverified });
  const notice = await screen.findByTestId('verify-email-notice');
  expect(notice).toHaveTextContent('post comments and replies');
  expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
});
