import {
  Box,
  Burger,
  Button,
  Container,
  Drawer,
  Group,
  NavLink,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  IconBulb,
  IconInfoCircle,
  IconLogin2,
  IconLogout,
  IconPlus,
  IconSettings,
  IconStar,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { AnchorLink, ButtonLink, NavLinkLink } from '../../components/links';
import type { User } from '@thisoneforfree/contracts';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useSession';
import { statusErrorMessage } from '../../lib/errors';
import { notify } from '../../lib/notify';
import { ThemeSwitcher } from '../../theme/ThemeSwitcher';

/**
 * The top bar (SPEC §2): brand link, inline links on desktop, a hamburger
 * with a drawer below 768 px, the theme switcher.
 */
export function TopBar() {
  const { user, isLoading } = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const navigate = useNavigate();
  const logout = useLogout();

  const onLogout = () => {
    close();
    logout.mutate(undefined, {
      onSuccess: () => void navigate({ to: '/' }).then(logout.clear),
      onError: (error) => notify.error(MESSAGES.toasts.logoutFailed, statusErrorMessage(error)),
    });
  };

  return (
    <Container size="xl" h="100%">
      <Group h="100%" justify="space-between" wrap="nowrap">
        <AnchorLink to="/" underline="never" c="inherit">
          <Group gap={8} wrap="nowrap">
            <IconBulb
              size={26}
              stroke={1.8}
              color="var(--mantine-primary-color-filled)"
              aria-hidden
            />
            <Text
              fw={800}
              fz={{ base: 'lg', sm: 'sm', md: 'md', lg: 'lg' }}
              style={{ whiteSpace: 'nowrap' }}
            >
              {MESSAGES.app.name}
            </Text>
          </Group>
        </AnchorLink>

        <Group gap={2} wrap="nowrap" component="nav" aria-label="Main" visibleFrom="sm">
          {isLoading ? (
            <Skeleton height={28} width={220} aria-label="Loading session" />
          ) : (
            <DesktopLinks user={user} onLogout={onLogout} loggingOut={logout.isPending} />
          )}
          <ThemeSwitcher />
        </Group>

        <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
          <ThemeSwitcher />
          <Burger
            opened={opened}
            onClick={toggle}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            size="sm"
            // A 40 px tap target around the small icon.
            p={6}
            w={40}
            h={40}
          />
        </Group>
      </Group>

      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
        closeButtonProps={{ 'aria-label': 'Close menu' }}
        position="right"
        size="xs"
        hiddenFrom="sm"
        padding="md"
      >
        <Box component="nav" aria-label="Main">
          <MobileLinks user={user} onNavigate={close} onLogout={onLogout} />
        </Box>
      </Drawer>
    </Container>
  );
}

const NAV_BUTTON = { variant: 'subtle', color: 'gray', size: 'compact-sm', px: 4 } as const;

/** The menu of SPEC §2, in its order: one list for the inline bar and the drawer. */
type NavEntry =
  | {
      kind: 'link';
      label: string;
      icon: typeof IconInfoCircle;
      link: NavTarget;
      /** The call to act: a filled (Register) or light (Submit Idea) button in the bar. */
      variant?: 'filled' | 'light';
    }
  | { kind: 'name' }
  | { kind: 'logout' };

type NavTarget =
  | { to: '/about' | '/auth' | '/submit' | '/favorites' | '/settings' }
  | { to: '/auth'; search: { tab: 'register' } };

const ABOUT: NavEntry = {
  kind: 'link',
  label: 'About',
  icon: IconInfoCircle,
  link: { to: '/about' },
};

const VISITOR_MENU: NavEntry[] = [
  ABOUT,
  { kind: 'link', label: 'Log in', icon: IconLogin2, link: { to: '/auth' } },
  {
    kind: 'link',
    label: 'Register',
    icon: IconUserPlus,
    link: { to: '/auth', search: { tab: 'register' } },
    variant: 'filled',
  },
];

const USER_MENU: NavEntry[] = [
  ABOUT,
  { kind: 'link', label: 'Submit Idea', icon: IconPlus, link: { to: '/submit' }, variant: 'light' },
  { kind: 'name' },
  { kind: 'link', label: 'My Favorites', icon: IconStar, link: { to: '/favorites' } },
  { kind: 'link', label: 'Settings', icon: IconSettings, link: { to: '/settings' } },
  { kind: 'logout' },
];

interface LinksProps {
  user: User | null;
  onLogout: () => void;
}

function DesktopLinks({ user, onLogout, loggingOut }: LinksProps & { loggingOut: boolean }) {
  return (user ? USER_MENU : VISITOR_MENU).map((entry) => {
    switch (entry.kind) {
      case 'name':
        return (
          <Text
            key="name"
            size="sm"
            fw={600}
            px={4}
            maw={{ base: 120, md: 220 }}
            title={user?.name}
            truncate="end"
            data-testid="current-user-name"
          >
            {user?.name}
          </Text>
        );
      case 'logout':
        return (
          <Button
            key="logout"
            {...NAV_BUTTON}
            color="red"
            // Destructive in both schemes: Mantine's dark "light" red is almost white.
            c="light-dark(var(--mantine-color-red-9), var(--mantine-color-red-4))"
            onClick={onLogout}
            loading={loggingOut}
          >
            Log out
          </Button>
        );
      case 'link':
        return entry.variant ? (
          <ButtonLink
            key={entry.label}
            {...entry.link}
            variant={entry.variant}
            size="compact-sm"
            px={8}
          >
            {entry.label}
          </ButtonLink>
        ) : (
          <ButtonLink key={entry.label} {...entry.link} {...NAV_BUTTON}>
            {entry.label}
          </ButtonLink>
        );
    }
  });
}

function MobileLinks({ user, onLogout, onNavigate }: LinksProps & { onNavigate: () => void }) {
  return (
    <Stack gap={4}>
      {(user ? USER_MENU : VISITOR_MENU).map((entry) => {
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
          case 'link':
            return (
              <NavLinkLink
                key={entry.label}
                {...entry.link}
                label={entry.label}
                leftSection={<entry.icon size={18} />}
                onClick={onNavigate}
              />
            );
        }
      })}
    </Stack>
  );
}
