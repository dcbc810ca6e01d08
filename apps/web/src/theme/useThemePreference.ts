import { useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { useEffect } from 'react';
import {
  applyRootClass,
  toColorScheme,
  toThemePreference,
  type ThemePreference,
} from './theme-preference';

/**
 * The user's theme choice (light, dark or system) and the scheme in effect.
 * With "system", Mantine follows later changes of the OS setting.
 */
export function useThemePreference() {
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  return {
    preference: toThemePreference(colorScheme),
    resolved: computed,
    setPreference: (preference: ThemePreference) => setColorScheme(toColorScheme(preference)),
  };
}

/** Keeps the `light` / `dark` class on <html> in step with the scheme in effect. */
export function useRootThemeClass() {
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: false });
  useEffect(() => applyRootClass(computed), [computed]);
}
