import { Menu } from '@mantine/core';
import { IconCheck, IconDeviceDesktop, IconMoon, IconSun } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import type { ThemePreference } from './theme-preference';

const OPTIONS: { value: ThemePreference; label: string; icon: typeof IconSun }[] = [
  { value: 'light', label: 'Light', icon: IconSun },
  { value: 'dark', label: 'Dark', icon: IconMoon },
  { value: 'system', label: 'System', icon: IconDeviceDesktop },
];

export interface ThemeMenuProps {
  target: ReactElement;
  preference: ThemePreference;
  onChange: (preference: ThemePreference) => void;
}

/** The Light / Dark / System menu, loaded when its button is first reached (ThemeSwitcher.tsx). */
export function ThemeMenu({ target, preference, onChange }: ThemeMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md" width={160}>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Theme</Menu.Label>
        {OPTIONS.map(({ value, label, icon: Icon }) => (
          <Menu.Item
            key={value}
            // Mantine forces role="menuitem"; aria-current marks the choice in effect.
            aria-current={preference === value ? 'true' : undefined}
            leftSection={<Icon size={16} stroke={1.6} aria-hidden />}
            rightSection={preference === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => onChange(value)}
          >
            {label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
