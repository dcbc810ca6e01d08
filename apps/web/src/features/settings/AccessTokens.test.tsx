import { screen, within } from '@testing-library/react';
import type { AccessToken, CreatedAccessToken } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test, vi } from 'vitest';
import { type FakeHandlers, serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

const listed: AccessToken = {
  id: 4,
  name: 'nightly export',
  scope: 'read',
  createdAt: '2026-01-05T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: '2026-02-07T03:00:00.000Z',
};

async function openAccountTab(handlers: FakeHandlers) {
  const rendered = renderApp('/settings', { user: makeUser(), handlers });
  await rendered.user.click(await screen.findByRole('tab', { name: 'Account' }));
  return rendered;
}

test('the Account tab lists access tokens with their last use', async () => {
  await openAccountTab({ 'tokens.list': () => [listed] });
  expect(screen.getByRole('heading', { name: 'Personal access tokens' })).toBeInTheDocument();
  const table = await screen.findByRole('table', { name: 'Access tokens' });
  const row = within(table).getByRole('row', { name: /nightly export/ });
  expect(within(row).getByText('read')).toBeInTheDocument();
  expect(within(row).getByText('Feb 7, 2026')).toBeInTheDocument();
  expect(within(row).getByText('Never')).toBeInTheDocument();
});

test('a new token is sent with its scope and expiry, shown once with a copy button', async () => {
  let tokens: AccessToken[] = [];
  const created: CreatedAccessToken = {
    ...listed,
    id: 5,
    name: 'lab notebook',
    scope: 'read write',
    lastUsedAt: null,
    expiresAt: '2026-04-01T00:00:00.000Z',
    token: 'tof_abcdefghijklmnopqrstuvwxyz234567',
  };
  const { user, calls } = await openAccountTab({
    'tokens.list': () => tokens,
    'tokens.create': () => {
      const { token: _secret, ...rest } = created;
      tokens = [rest];
      return created;
    },
  });
  expect(await screen.findByText('No access tokens yet.')).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByText(MESSAGES.validation.tokenNameRequired)).toBeInTheDocument();

  await user.type(screen.getByLabelText('Token name'), 'lab notebook');
  await user.click(screen.getByText('Read and write'));
  const before = Date.now();
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByTestId('new-access-token')).toHaveTextContent(created.token);
  const input = calls.find((call) => call.path === 'tokens.create')?.input as {
    name: string;
    scope: string;
    expiresAt: string;
  };
  expect(input).toMatchObject({ name: 'lab notebook', scope: 'read write' });
  // 90 days, the default expiry.
  const days = (new Date(input.expiresAt).getTime() - before) / 86_400_000;
  expect(days).toBeGreaterThan(89.9);
  expect(days).toBeLessThan(90.1);

  const writeText = vi.spyOn(navigator.clipboard, 'writeText');
  await user.click(screen.getByRole('button', { name: 'Copy token' }));
  expect(writeText).toHaveBeenCalledWith(created.token);
  expect(await screen.findByRole('row', { name: /lab notebook/ })).toBeInTheDocument();
});

test('revoking a token calls tokens.revoke and removes it from the list', async () => {
  let tokens = [listed];
  const { user, calls } = await openAccountTab({
    'tokens.list': () => tokens,
    'tokens.revoke': () => {
      tokens = [];
      return { success: true };
    },
  });
  await user.click(await screen.findByRole('button', { name: 'Revoke nightly export' }));
  expect(await screen.findByText(MESSAGES.toasts.tokenRevokedTitle)).toBeInTheDocument();
  expect(calls.find((call) => call.path === 'tokens.revoke')?.input).toEqual({ id: 4 });
  expect(await screen.findByText('No access tokens yet.')).toBeInTheDocument();
});

test('a failed creation says why', async () => {
  const { user } = await openAccountTab({
    'tokens.list': () => [],
    'tokens.create': () => Promise.reject(serverError('BAD_REQUEST', MESSAGES.errors.tokenLimit)),
  });
  await user.type(await screen.findByLabelText('Token name'), 'one too many');
  await user.click(screen.getByRole('button', { name: 'Create token' }));
  expect(await screen.findByText(MESSAGES.toasts.tokenFailed)).toBeInTheDocument();
  expect(screen.getByText(`400: ${MESSAGES.errors.tokenLimit}`)).toBeInTheDocument();
});
