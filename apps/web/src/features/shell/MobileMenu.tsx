import { Box, Drawer, Group, NavLink, Stack, Text } from '@mantine/core';
import type { User } from '@thisoneforfree/contracts';
import {
  IconInfoCircle,
  IconLogin2,
  IconLogout,
  IconPlus,
  IconSettings,
  IconShieldCheck,
  IconStar,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { NavLinkLink } from '../../components/NavLinkLink';
import { menuFor, type NavLabel } from './nav-entries';

const ICONS: Record<NavLabel, typeof IconInfoCircle> = {
  About: IconInfoCircle,
  'Log in': IconLogin2,
  Register: IconUserPlus,
  'Submit Idea': IconPlus,
  'My Favorites': IconStar,
  Settings: IconSettings,
  Moderation: IconShieldCheck,
};

export interface MobileMenuProps {
  opened: boolean;
  onClose: () => void;
  user: User | null;
  onLogout: () => void;
}

/**
 * The drawer the hamburger opens below 768 px, with the menu's links. Loaded
 * when the hamburger is first pressed (TopBar.tsx).
 */
export function MobileMenu({ opened, onClose, user, onLogout }: MobileMenuProps) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title="Menu"
      closeButtonProps={{ 'aria-label': 'Close menu' }}
      position="right"
      size="xs"
      hiddenFrom="sm"
      padding="md"
    >
      <Box component="nav" aria-label="Main">
        <Stack gap={4}>
          {menuFor(user).map((entry) => {
            switch (entry.kind) {
              case 'name':
                return (
                  <Group key="name" gap="xs" px="sm" py="xs" wrap="nowrap">
                    <IconUser size={18} aria-hidden />
                    <Text fw={600} size="sm" truncate="end">
                      {user?.name}
                    </Text>
                  </Group>
                );
              case 'logout':
                return (
                  <NavLink
                    key="logout"
                    component="button"
                    label="Log out"
                    c="red"
                    leftSection={<IconLogout size={18} />}
                    onClick={onLogout}
                  />
                );
              case 'link': {
                const Icon = ICONS[entry.label];
                return (
                  <NavLinkLink
                    key={entry.label}
                    {...entry.link}
                    label={entry.label}
                    leftSection={<Icon size={18} />}
                    onClick={onClose}
                  />
                );
              }
            }
          })}
        </Stack>
      </Box>
    </Drawer>
  );
}
