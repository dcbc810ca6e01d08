import { screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';

const v = MESSAGES.validation;
const home = { 'ideas.browse': () => ({ items: [], nextCursor: null }) };

async function openRegister() {
  const app = renderApp('/auth?tab=register', { handlers: home });
  await screen.findByRole('form', { name: 'Register' });
  return app;
}

function registerField(label: string) {
  // Required labels end with an asterisk.
  const name = new RegExp(`^${label}\\s*\\*?$`);
  return within(screen.getByRole('form', { name: 'Register' })).getByLabelText(name);
}

describe('login', () => {
  test('a failed login shows "Login failed" with the status and the server message (SPEC §8)', async () => {
    const { user } = renderApp('/auth', {
      handlers: {
        'auth.login': () =>
          Promise.reject(serverError('UNAUTHORIZED', 'Invalid username or password')),
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText(MESSAGES.toasts.loginFailed)).toBeInTheDocument();
    expect(screen.getByText('401: Invalid username or password')).toBeInTheDocument();
  });

  test('logging in stores the user and goes home', async () => {
    const ada = makeUser();
    const { user, history, calls } = renderApp('/auth', {
      handlers: { ...home, 'auth.login': () => ada },
    });
    await user.type(await screen.findByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(history.location.pathname).toBe('/'));
    expect((await screen.findAllByText('Ada Lovelace')).length).toBeGreaterThan(0);
    expect(calls.find((call) => call.path === 'auth.login')?.input).toEqual({
      username: 'ada',
      password: 'correct horse',
    });
  });

  test('login has no client validation', async () => {
    const { user, calls } = renderApp('/auth', {
      handlers: {
        'auth.login': () =>
          Promise.reject(serverError('UNAUTHORIZED', 'Invalid username or password')),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Log in' }));
    await screen.findByText(MESSAGES.toasts.loginFailed);
    expect(calls.some((call) => call.path === 'auth.login')).toBe(true);
  });

  test('the hint requests a new verification email and shows the neutral answer', async () => {
    const answer =
      'If an account with that username or email exists and is not yet verified, a new verification email is on its way.';
    const { user, calls } = renderApp('/auth', {
      handlers: { 'auth.resendVerification': () => ({ message: answer }) },
    });
    await user.type(await screen.findByLabelText('Username'), 'ada');
    expect(screen.getByText(/You can request a new one/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Resend verification email' }));
    const input = await screen.findByLabelText('Username or email');
    expect(input).toHaveValue('ada');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(answer)).toBeInTheDocument();
    expect(calls.find((call) => call.path === 'auth.resendVerification')?.input).toEqual({
      usernameOrEmail: 'ada',
    });
  });

  test('a logged-in user who opens /auth is sent home', async () => {
    const { history } = renderApp('/auth', { user: makeUser(), handlers: home });
    await waitFor(() => expect(history.location.pathname).toBe('/'));
  });
});

describe('register', () => {
  test('?tab=register opens the Register tab', async () => {
    await openRegister();
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(registerField('ORCID ID')).toHaveAttribute('placeholder', '0000-0000-0000-0000');
  });

  test('submitting an empty form shows every required-field message', async () => {
    const { user, calls } = await openRegister();
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(v.firstNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.lastNameRequired)).toBeInTheDocument();
    expect(screen.getByText(v.usernameRequired)).toBeInTheDocument();
    expect(screen.getAllByText(v.emailInvalid)).toHaveLength(2);
    expect(screen.getByText(v.institutionRequired)).toBeInTheDocument();
    expect(screen.getByText(v.passwordMin)).toBeInTheDocument();
    expect(calls.some((call) => call.path === 'auth.register')).toBe(false);
    // The first field in error takes the focus.
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus());
  });

  test('different emails and passwords are reported beside the confirm fields', async () => {
    const { user } = await openRegister();
    await user.type(registerField('Email'), 'ada@example.org');
    await user.type(registerField('Confirm email'), 'ada@example.com');
    await user.type(registerField('Password'), 'long enough 1');
    await user.type(registerField('Confirm password'), 'long enough 2');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(v.emailsMustMatch)).toBeInTheDocument();
    expect(screen.getByText(v.passwordsMustMatch)).toBeInTheDocument();
  });

  test('a malformed ORCID iD is refused; an empty one is fine', async () => {
    const { user } = await openRegister();
    await user.type(registerField('ORCID ID'), '1234');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(v.orcidInvalid)).toBeInTheDocument();
  });

  async function fillValidForm(user: Awaited<ReturnType<typeof openRegister>>['user']) {
    await user.type(registerField('First name'), 'Ada');
    await user.type(registerField('Last name'), 'Lovelace');
    await user.type(registerField('Username'), 'ada');
    await user.type(registerField('Email'), 'ada@example.org');
    await user.type(registerField('Confirm email'), 'ada@example.org');
    await user.type(registerField('ORCID ID'), '0000-0002-1825-0097');
    await user.type(registerField('Institution'), 'Analytical Engines Ltd');
    await user.type(registerField('Password'), 'correct horse');
    await user.type(registerField('Confirm password'), 'correct horse');
  }

  test('a valid form sends the joined name without the confirm fields, then goes home', async () => {
    const ada = makeUser();
    const app = renderApp('/auth?tab=register', {
      handlers: { ...home, 'auth.register': () => ada },
    });
    await screen.findByRole('form', { name: 'Register' });
    await fillValidForm(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(app.history.location.pathname).toBe('/'));
    expect(app.calls.find((call) => call.path === 'auth.register')?.input).toEqual({
      username: 'ada',
      password: 'correct horse',
      email: 'ada@example.org',
      orcidId: '0000-0002-1825-0097',
      institution: 'Analytical Engines Ltd',
      name: 'Ada Lovelace',
    });
  });

  test('server field errors appear beside their fields with a "Registration failed" toast', async () => {
    const app = renderApp('/auth?tab=register', {
      handlers: {
        'auth.register': () =>
          Promise.reject(
            serverError('CONFLICT', MESSAGES.errors.usernameTaken, [
              { path: 'username', message: MESSAGES.errors.usernameTaken },
            ]),
          ),
      },
    });
    await screen.findByRole('form', { name: 'Register' });
    await fillValidForm(app.user);
    await app.user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText(MESSAGES.toasts.registrationFailed)).toBeInTheDocument();
    const username = registerField('Username');
    expect(username).toHaveAttribute('aria-invalid', 'true');
    expect(username).toHaveAccessibleDescription(MESSAGES.errors.usernameTaken);
    expect(app.history.location.pathname).toBe('/auth');
  });
});
