import {
  Box,
  Burger,
  Button,
  Container,
  Divider,
  Drawer,
  Group,
  Menu,
  NavLink,
  Skeleton,
  Stack,
  Text,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES } from '@thisoneforfree/contracts';
import {
  IconBulb,
  IconChevronDown,
  IconInfoCircle,
  IconLogin2,
  IconLogout,
  IconPlus,
  IconSettings,
  IconStar,
  IconUser,
  IconUserPlus,
} from '@tabler/icons-react';
import { Link, useNavigate } from '@tanstack/react-router';
import { AnchorLink, ButtonLink, NavLinkLink } from '../links';
import type { User } from '@thisoneforfree/contracts';
import { useCurrentUser } from '../../features/auth/useCurrentUser';
import { useLogout } from '../../features/auth/useSession';
import { errorMessage } from '../../lib/errors';
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
      onError: (error) => notify.error(MESSAGES.toasts.logoutFailed, errorMessage(error)),
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
            <Text fw={800} fz={{ base: 'lg', sm: 'md', lg: 'lg' }} style={{ whiteSpace: 'nowrap' }}>
              {MESSAGES.app.name}
            </Text>
          </Group>
        </AnchorLink>

        <Group gap={4} wrap="nowrap" component="nav" aria-label="Main" visibleFrom="sm">
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
          />
        </Group>
      </Group>

      <Drawer
        opened={opened}
        onClose={close}
        title="Menu"
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

const NAV_BUTTON = { variant: 'subtle', color: 'gray', size: 'compact-sm', px: 'xs' } as const;

interface LinksProps {
  user: User | null;
  onLogout: () => void;
}

function DesktopLinks({ user, onLogout, loggingOut }: LinksProps & { loggingOut: boolean }) {
  if (!user) {
    return (
      <>
        <ButtonLink to="/about" {...NAV_BUTTON}>
          About
        </ButtonLink>
        <ButtonLink to="/auth" {...NAV_BUTTON}>
          Log in
        </ButtonLink>
        <ButtonLink to="/auth" search={{ tab: 'register' }} size="compact-sm" px="sm">
          Register
        </ButtonLink>
      </>
    );
  }
  return (
    <>
      <ButtonLink to="/about" {...NAV_BUTTON}>
        About
      </ButtonLink>
      <ButtonLink to="/submit" variant="light" size="compact-sm" px="sm">
        Submit Idea
      </ButtonLink>
      {/* Everything inline on large screens; name, favorites, settings and
          log out fold into a menu between 768 px and large. */}
      <Group gap={4} wrap="nowrap" visibleFrom="lg">
        <Text size="sm" fw={600} px="xs" maw={180} truncate="end" data-testid="current-user-name">
          {user.name}
        </Text>
        <ButtonLink to="/favorites" {...NAV_BUTTON}>
          My Favorites
        </ButtonLink>
        <ButtonLink to="/settings" {...NAV_BUTTON}>
          Settings
        </ButtonLink>
        <Button {...NAV_BUTTON} color="red" onClick={onLogout} loading={loggingOut}>
          Log out
        </Button>
      </Group>
      <Box hiddenFrom="lg">
        <Menu position="bottom-end" shadow="md" width={200}>
          <Menu.Target>
            <Button
              {...NAV_BUTTON}
              c="var(--mantine-color-text)"
              rightSection={<IconChevronDown size={14} aria-hidden />}
              loading={loggingOut}
              maw={180}
              data-testid="current-user-menu"
            >
              <Text span size="sm" fw={600} truncate="end">
                {user.name}
              </Text>
            </Button>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item
              component={Link}
              to="/favorites"
              leftSection={<IconStar size={16} aria-hidden />}
            >
              My Favorites
            </Menu.Item>
            <Menu.Item
              component={Link}
              to="/settings"
              leftSection={<IconSettings size={16} aria-hidden />}
            >
              Settings
            </Menu.Item>
            <Menu.Divider />
            <Menu.Item
              color="red"
              onClick={onLogout}
              leftSection={<IconLogout size={16} aria-hidden />}
            >
              Log out
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Box>
    </>
  );
}

function MobileLinks({ user, onLogout, onNavigate }: LinksProps & { onNavigate: () => void }) {
  if (!user) {
    return (
      <Stack gap={4}>
        <NavLinkLink
          to="/about"
          label="About"
          leftSection={<IconInfoCircle size={18} />}
          onClick={onNavigate}
        />
        <NavLinkLink
          to="/auth"
          label="Log in"
          leftSection={<IconLogin2 size={18} />}
          onClick={onNavigate}
        />
        <NavLinkLink
          to="/auth"
          search={{ tab: 'register' }}
          label="Register"
          leftSection={<IconUserPlus size={18} />}
          onClick={onNavigate}
        />
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <Group gap="xs" px="sm" py="xs">
        <IconUser size={18} aria-hidden />
        <Text fw={600} size="sm">
          {user.name}
        </Text>
      </Group>
      <Divider my={4} />
      <NavLinkLink
        to="/about"
        label="About"
        leftSection={<IconInfoCircle size={18} />}
        onClick={onNavigate}
      />
      <NavLinkLink
        to="/submit"
        label="Submit Idea"
        leftSection={<IconPlus size={18} />}
        onClick={onNavigate}
      />
      <NavLinkLink
        to="/favorites"
        label="My Favorites"
        leftSection={<IconStar size={18} />}
        onClick={onNavigate}
      />
      <NavLinkLink
        to="/settings"
        label="Settings"
        leftSection={<IconSettings size={18} />}
        onClick={onNavigate}
      />
      <Divider my={4} />
      <NavLink
        component="button"
        label="Log out"
        c="red"
        leftSection={<IconLogout size={18} />}
        onClick={onLogout}
      />
    </Stack>
  );
}
