import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { DEFAULT_EMAIL_PREFERENCES, MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser, renderApp } from '../../../test/render';

// What one's own ideas bring in the digest, what one follows off.
const preferences = DEFAULT_EMAIL_PREFERENCES;

function renderSettings(save: (input: unknown) => unknown) {
  renderApp('/settings?tab=notifications', {
    user: makeUser(),
    handlers: {
      'follows.list': () => ({ users: [], fields: [], ideas: [] }),
      'notifications.preferences': () => preferences,
      'notifications.setPreferences': save,
    },
  });
  return screen.findByRole('radiogroup', {
    name: 'New ideas by researchers and in fields I follow',
  });
}

test('a choice is checked in the click’s own render, and stays while the save is on its way', async () => {
  const answers: ((value: unknown) => void)[] = [];
  const newIdeas = await renderSettings(() => new Promise((resolve) => answers.push(resolve)));
  const digest = within(newIdeas).getByRole('radio', { name: 'Daily digest' });
  fireEvent.click(digest);
  // No await: the radio does not snap back to "Off" first.
  expect(digest).toBeChecked();
  expect(within(newIdeas).getByRole('radio', { name: 'Off' })).not.toBeChecked();
  await waitFor(() => expect(answers).toHaveLength(1));
  expect(digest).toBeChecked();
  answers[0]!({ ...preferences, newIdeas: 'digest' });
  expect(await screen.findByText(MESSAGES.toasts.emailPreferencesSavedTitle)).toBeInTheDocument();
  expect(digest).toBeChecked();
});

test('a refused save puts back what the server holds and says why', async () => {
  const newIdeas = await renderSettings(() => {
    throw serverError('TOO_MANY_REQUESTS', MESSAGES.errors.rateLimited);
  });
  fireEvent.click(within(newIdeas).getByRole('radio', { name: 'Daily digest' }));
  expect(await screen.findByText(MESSAGES.toasts.emailPreferencesFailed)).toBeInTheDocument();
  const group = await screen.findByRole('radiogroup', {
    name: 'New ideas by researchers and in fields I follow',
  });
  expect(await within(group).findByRole('radio', { name: 'Off' })).toBeChecked();
});
