import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, type SessionInfo, type User } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { type FakeHandlers, serverError } from '../../../test/fake-trpc';
import { makeUser, renderApp } from '../../../test/render';

const v = MESSAGES.validation;

function openAccount(handlers: FakeHandlers = {}, user: User = makeUser()) {
  return renderApp('/settings?tab=account', {
    user,
    handlers: { 'tokens.list': () => [], 'account.sessions': () => [], ...handlers },
  });
}

const sessions: SessionInfo[] = [
  {
    current: true,
    browser: 'Firefox 128',
    os: 'Linux',
    deviceType: 'desktop',
    createdAt: '2026-01-05T10:00:00.000Z',
    lastSeenAt: '2026-01-05T10:00:00.000Z',
  },
  {
    current: false,
    browser: 'Safari 17',
    os: 'iOS',
    deviceType: 'phone',
    createdAt: '2026-01-02T10:00:00.000Z',
    lastSeenAt: '2026-01-03T10:00:00.000Z',
  },
];

test('the profile form starts from the account, follows the register rules, and saves', async () => {
  const ada = makeUser();
  const { user, calls } = openAccount({
    'account.updateProfile': (input) => ({ ...ada, ...(input as object) }),
  });
  const form = await screen.findByRole('form', { name: 'Profile' });
  const name = within(form).getByRole('textbox', { name: /^Name/ });
  expect(name).toHaveValue(ada.name);
  expect(within(form).getByRole('textbox', { name: 'Username' })).toHaveAttribute('readonly');
  const save = within(form).getByRole('button', { name: 'Save profile' });
  expect(save).toBeDisabled();

  await user.clear(name);
  await user.type(within(form).getByRole('textbox', { name: 'ORCID iD' }), '1234');
  await user.click(save);
  expect(await within(form).findByText(v.nameRequired)).toBeInTheDocument();
  expect(within(form).getByText(v.orcidInvalid)).toBeInTheDocument();
  expect(calls.some((call) => call.path === 'account.updateProfile')).toBe(false);

  await user.type(name, 'Ada King');
  await user.clear(within(form).getByRole('textbox', { name: 'ORCID iD' }));
  await user.click(save);
  expect(await screen.findByText(MESSAGES.toasts.profileUpdatedTitle)).toBeInTheDocument();
  expect(calls.find((call) => call.path === 'account.updateProfile')?.input).toEqual({
    name: 'Ada King',
    institution: ada.institution,
    orcidId: '',
  });
});

test('a wrong current password is said beside the field', async () => {
  const { user } = openAccount({
    'account.changePassword': () =>
      Promise.reject(
        serverError('BAD_REQUEST', v.currentPasswordWrong, [
          { path: 'currentPassword', message: v.currentPasswordWrong },
        ]),
      ),
  });
  const form = await screen.findByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), 'not it');
  await user.type(within(form).getByLabelText(/^New password/), 'long enough');
  await user.type(within(form).getByLabelText('Confirm new password'), 'long enough');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByText(v.currentPasswordWrong)).toBeInTheDocument();
});

test('a new password is typed twice, then changed with a toast', async () => {
  const { user, calls } = openAccount({ 'account.changePassword': () => ({ success: true }) });
  const form = await screen.findByRole('form', { name: 'Change password' });
  await user.type(within(form).getByLabelText('Current password'), 'old password');
  await user.type(within(form).getByLabelText(/^New password/), 'long enough');
  await user.type(within(form).getByLabelText('Confirm new password'), 'long enougj');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await within(form).findByText(v.passwordsMustMatch)).toBeInTheDocument();
  await user.clear(within(form).getByLabelText('Confirm new password'));
  await user.type(within(form).getByLabelText('Confirm new password'), 'long enough');
  await user.click(within(form).getByRole('button', { name: 'Change password' }));
  expect(await screen.findByText(MESSAGES.toasts.passwordChangedTitle)).toBeInTheDocument();
  expect(calls.find((call) => call.path === 'account.changePassword')?.input).toEqual({
    currentPassword: 'old password',
    newPassword: 'long enough',
  });
});

test('an email change says where the link went; the address changes only later', async () => {
  const next = 'ada@ucl.ac.uk';
  const { user } = openAccount({
    'account.changeEmail': () => ({ message: MESSAGES.account.emailChangeSent(next) }),
  });
  const form = await screen.findByRole('form', { name: 'Change email address' });
  await user.type(within(form).getByLabelText('New email address'), next);
  await user.type(within(form).getByLabelText('Current password'), 'correct horse');
  await user.click(within(form).getByRole('button', { name: 'Send confirmation link' }));
  expect(await within(form).findByText(MESSAGES.account.emailChangeSent(next))).toBeInTheDocument();
  expect(screen.getByTestId('account-email')).toHaveTextContent('ada@example.org');
});

test('an unverified address says so, with a button for a new link', async () => {
  const { user, calls } = openAccount(
    { 'auth.resendVerification': () => ({ message: 'sent' }) },
    makeUser({ emailVerified: 0 }),
  );
  expect(await screen.findByText('Not verified')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
  expect(await screen.findByText(MESSAGES.toasts.verificationSentTitle)).toBeInTheDocument();
  expect(calls.find((call) => call.path === 'auth.resendVerification')?.input).toEqual({
    usernameOrEmail: 'ada@example.org',
  });
});

test('sessions are listed by device, this one marked, and the others can be logged out', async () => {
  let listed = sessions;
  const { user } = openAccount({
    'account.sessions': () => listed,
    'account.revokeOtherSessions': () => {
      listed = sessions.slice(0, 1);
      return { success: true, revoked: 1 };
    },
  });
  const list = await screen.findByRole('list', { name: 'Active sessions' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((item) => item.textContent)).toEqual([
    expect.stringMatching(/^Firefox 128 on LinuxThis deviceActive now/),
    expect.stringMatching(/^Safari 17 on iOSLast active Jan 3, 2026/),
  ]);
  await user.click(screen.getByRole('button', { name: 'Log out everywhere else' }));
  expect(await screen.findByText('1 other session has ended.')).toBeInTheDocument();
  await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(1));
  expect(screen.getByRole('button', { name: 'Log out everywhere else' })).toBeDisabled();
});

test('deleting asks for the username typed out and the password, then logs out and goes home', async () => {
  const ada = makeUser();
  const { user, calls, history } = openAccount({
    'account.delete': () => ({ success: true }),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  const confirm = within(dialog).getByRole('button', { name: 'Delete my account' });
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: /Type your username/ }), 'ad');
  expect(confirm).toBeDisabled();
  await user.type(within(dialog).getByRole('textbox', { name: /Type your username/ }), 'a');
  await user.type(within(dialog).getByLabelText('Password'), 'correct horse');
  expect(confirm).toBeEnabled();
  await user.click(confirm);
  expect(await screen.findByText(MESSAGES.toasts.accountDeletedTitle)).toBeInTheDocument();
  await waitFor(() => expect(history.location.pathname).toBe('/'));
  expect(await screen.findAllByRole('link', { name: 'Log in' })).not.toHaveLength(0);
  expect(calls.find((call) => call.path === 'account.delete')?.input).toEqual({
    username: ada.username,
    password: 'correct horse',
  });
});

test('a wrong password keeps the dialog open with the reason on the field', async () => {
  const { user } = openAccount({
    'account.delete': () =>
      Promise.reject(
        serverError('BAD_REQUEST', v.passwordWrong, [
          { path: 'password', message: v.passwordWrong },
        ]),
      ),
  });
  await user.click(await screen.findByRole('button', { name: 'Delete account…' }));
  const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
  await user.type(within(dialog).getByRole('textbox', { name: /Type your username/ }), 'ada');
  await user.type(within(dialog).getByLabelText('Password'), 'wrong');
  await user.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
  expect(await within(dialog).findByText(v.passwordWrong)).toBeInTheDocument();
});
