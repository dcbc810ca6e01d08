import { screen } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

test('a session read that fails (the API down) is asked again, and the user shows once it answers', async () => {
  let asked = 0;
  const ada = makeUser();
  renderApp('/about', {
    handlers: {
      'auth.me': () => {
        asked += 1;
        if (asked === 1) throw serverError('INTERNAL_SERVER_ERROR', 'Bad Gateway');
        return ada;
      },
    },
  });
  // No "Log in" meanwhile: a failure is not "logged out".
  expect(await screen.findByTestId('current-user-name', {}, { timeout: 4000 })).toHaveTextContent(
    ada.name,
  );
  expect(asked).toBe(2);
});

test('a logged-in page reloaded while the API fails waits for it instead of sending the user to log in', async () => {
  let asked = 0;
  const { history } = renderApp('/settings', {
    handlers: {
      'auth.me': () => {
        asked += 1;
        if (asked === 1) throw serverError('INTERNAL_SERVER_ERROR', MESSAGES.errors.internal);
        return makeUser();
      },
    },
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Settings' }, { timeout: 4000 }),
  ).toBeInTheDocument();
  expect(history.location.pathname).toBe('/settings');
});
