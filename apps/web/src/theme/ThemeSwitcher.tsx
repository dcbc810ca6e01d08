import { ActionIcon } from '@mantine/core';
import { IconMoon, IconSun } from '@tabler/icons-react';
import { DeferredMenu } from '../components/DeferredMenu';
import { deferred } from '../lib/deferred';
import { useThemePreference } from './useThemePreference';

const themeMenu = deferred(() => import('./ThemeMenu'));

/** Light / Dark / System menu for the top bar (SPEC §2 "Theme"). */
export function ThemeSwitcher() {
  const { preference, resolved, setPreference } = useThemePreference();
  const TriggerIcon = resolved === 'dark' ? IconMoon : IconSun;
  return (
    <DeferredMenu
      menu={themeMenu}
      target={
        <ActionIcon variant="default" size="lg" aria-label="Change theme" title="Change theme">
          <TriggerIcon size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      }
      render={({ ThemeMenu }, target) => (
        <ThemeMenu target={target} preference={preference} onChange={setPreference} />
      )}
    />
  );
}
