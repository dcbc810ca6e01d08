import { act, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { notify } from '../../lib/notify';
import { renderApp } from '../../test/render';

test('F8 moves focus to the region labelled Notifications holding the toast', async () => {
  const { user } = renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: /About/ });
  act(() => notify.success('Copied to clipboard', 'Citation has been copied to your clipboard'));
  await screen.findByText('Citation has been copied to your clipboard');

  await user.keyboard('{F8}');

  const region = screen.getByRole('region', { name: 'Notifications' });
  expect(region).toHaveFocus();
  expect(region).toHaveTextContent('Citation has been copied to your clipboard');
});
