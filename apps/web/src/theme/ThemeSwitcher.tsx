import { ActionIcon, Menu } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ThemePreference } from './theme-preference';
import { useThemePreference } from './useThemePreference';

const OPTIONS: { value: ThemePreference; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'system', label: 'System', icon: IconDeviceDesktop },
];

/** Light / Dark / System menu for the top bar (SPEC §2 "Theme"). */
export function ThemeSwitcher() {
  const { preference, resolved, setPreference } = useThemePreference();
  const TriggerIcon = resolved === 'dark' ? IconMoon : IconSun;
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={160}>
      <Menu.Target>
        <ActionIcon variant="default" size="lg" aria-label="Change theme" title="Change theme">
          <TriggerIcon size={18} stroke={1.6} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <Menu.Item
            key={value}
            // Mantine forces role="menuitem"; aria-current marks the choice in effect.
            aria-current={preference === value ? 'true' : undefined}
            leftSection={<Icon size={16} stroke={1.6} aria-hidden />}
            rightSection={preference === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => setPreference(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
