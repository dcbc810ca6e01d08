import { MantineProvider } from '@mantine/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { themeStorageManager, THEME_STORAGE_KEY } from './theme-preference';
import { ThemeSwitcher } from './ThemeSwitcher';
import { useRootThemeClass } from './useThemePreference';

type Listener = (event: { matches: boolean }) => void;

/** A controllable `prefers-color-scheme: dark` media query. */
function mockSystemDark(initial: boolean) {
  let matches = initial;
  const listeners = new Set<Listener>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return query.includes('dark') ? matches : !matches;
        },
        media: query,
        addEventListener: (_: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
      }) as unknown as MediaQueryList,
  );
  return (dark: boolean) => {
    matches = dark;
    for (const listener of listeners) listener({ matches: dark });
  };
}

function RootClass() {
  useRootThemeClass();
  return null;
}

function renderSwitcher() {
  return render(
    <MantineProvider
      colorSchemeManager={themeStorageManager()}
      defaultColorScheme="auto"
      env="test"
    >
      <RootClass />
      <ThemeSwitcher />
    </MantineProvider>,
  );
}

async function choose(label: 'Light' | 'Dark' | 'System') {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Change theme' }));
  await user.click(await screen.findByRole('menuitem', { name: label }));
}

const root = document.documentElement;

afterEach(() => vi.restoreAllMocks());

describe('theme switcher', () => {
  test('choosing Dark stores "dark" under the key "theme" and puts the dark class on the root', async () => {
    mockSystemDark(false);
    renderSwitcher();
    await choose('Dark');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    await waitFor(() => expect(root).toHaveClass('dark'));
    expect(root).not.toHaveClass('light');
  });

  test('choosing Light stores "light" and puts the light class on the root', async () => {
    mockSystemDark(true);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderSwitcher();
    await choose('Light');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    await waitFor(() => expect(root).toHaveClass('light'));
    expect(root).not.toHaveClass('dark');
  });

  test('on load the stored choice applies', async () => {
    mockSystemDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderSwitcher();
    await waitFor(() => expect(root).toHaveClass('dark'));
  });

  test('with nothing stored the system setting applies', async () => {
    mockSystemDark(true);
    renderSwitcher();
    await waitFor(() => expect(root).toHaveClass('dark'));
  });

  test('System stores "system" and follows later changes of the system setting', async () => {
    const setSystemDark = mockSystemDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'dark');
    renderSwitcher();
    await choose('System');
    expect(window.localStorage.getItem(THEME_STORAGE_KEY)).toBe('system');
    await waitFor(() => expect(root).toHaveClass('light'));
    setSystemDark(true);
    await waitFor(() => expect(root).toHaveClass('dark'));
  });

  test('the menu marks the current choice', async () => {
    mockSystemDark(false);
    window.localStorage.setItem(THEME_STORAGE_KEY, 'light');
    renderSwitcher();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Change theme' }));
    expect(await screen.findByRole('menuitem', { name: 'Light' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('menuitem', { name: 'Dark' })).not.toHaveAttribute('aria-current');
  });
});
