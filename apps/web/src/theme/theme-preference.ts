import type { MantineColorScheme, MantineColorSchemeManager } from '@mantine/core';

/** SPEC §2 "Theme": the choice is stored in localStorage under this key. */
export const THEME_STORAGE_KEY = 'theme';

export const THEME_PREFERENCES = ['light', 'dark', 'system'] as const;
export type ThemePreference = (typeof THEME_PREFERENCES)[number];

export function isThemePreference(value: unknown): value is ThemePreference {
  return typeof value === 'string' && (THEME_PREFERENCES as readonly string[]).includes(value);
}

/** Mantine calls "system" `auto`; we store the spec's word. */
export function toColorScheme(preference: ThemePreference): MantineColorScheme {
  return preference === 'system' ? 'auto' : preference;
}

export function toThemePreference(scheme: MantineColorScheme): ThemePreference {
  return scheme === 'auto' ? 'system' : scheme;
}

export function readStoredTheme(): ThemePreference {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemePreference(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

/**
 * Mantine's colour-scheme storage, backed by the spec's key and values, so a
 * choice made in another tab shows up here too.
 */
export function themeStorageManager(): MantineColorSchemeManager {
  let handler: ((event: StorageEvent) => void) | undefined;
  return {
    get: () => toColorScheme(readStoredTheme()),
    set: (value) => {
      try {
        window.localStorage.setItem(THEME_STORAGE_KEY, toThemePreference(value));
      } catch {
        // Storage can be blocked (private mode); the choice then lasts for this page only.
      }
    },
    subscribe: (onUpdate) => {
      handler = (event) => {
        if (event.storageArea === window.localStorage && event.key === THEME_STORAGE_KEY) {
          onUpdate(toColorScheme(isThemePreference(event.newValue) ? event.newValue : 'system'));
        }
      };
      window.addEventListener('storage', handler);
    },
    unsubscribe: () => {
      if (handler) window.removeEventListener('storage', handler);
    },
    clear: () => {
      try {
        window.localStorage.removeItem(THEME_STORAGE_KEY);
      } catch {
        // ignore
      }
    },
  };
}

/** Puts exactly one of the `light` / `dark` classes on the document root. */
export function applyRootClass(
  scheme: 'light' | 'dark',
  root: HTMLElement = document.documentElement,
) {
  root.classList.toggle('dark', scheme === 'dark');
  root.classList.toggle('light', scheme === 'light');
}
