import { Burger, Button, Container, Group, Skeleton, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { MESSAGES, type User } from '@thisoneforfree/contracts';
import { IconBulb } from '@tabler/icons-react';
import { useNavigate } from '@tanstack/react-router';
import { lazy, Suspense, useRef, useState } from 'react';
import { AnchorLink, ButtonLink } from '../../components/links';
import { useCurrentUser } from '../auth/useCurrentUser';
import { useLogout } from '../auth/useSession';
import { statusErrorMessage } from '../../lib/errors';
import { focusAfterRender } from '../../lib/keep-focus';
import { notify } from '../../lib/notify';
import { ThemeSwitcher } from '../../theme/ThemeSwitcher';
import { NotificationBell } from '../notifications/NotificationBell';
import { menuFor } from './nav-entries';

// The drawer of small screens loads when the hamburger is first pressed.
const MobileMenu = lazy(() =>
  import('./MobileMenu').then((module) => ({ default: module.MobileMenu })),
);

/**
 * The top bar (SPEC §2): brand link, inline links on desktop, a hamburger
 * with a drawer below 768 px, the theme switcher, and for signed-in users
 * the notifications bell (issue 15) on every width.
 */
export function TopBar() {
  const { user, isLoading } = useCurrentUser();
  const [opened, { toggle, close }] = useDisclosure(false);
  const [menuWanted, setMenuWanted] = useState(false);
  const burger = useRef<HTMLButtonElement>(null);
  const closeMenu = () => {
    close();
    // The drawer is mounted already open the first time, so Mantine does not know
    // where focus came from: give it back to the hamburger ourselves.
    focusAfterRender(() => burger.current);
  };
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
          {user && <NotificationBell />}
          <ThemeSwitcher />
        </Group>

        <Group gap="xs" hiddenFrom="sm" wrap="nowrap">
          {user && <NotificationBell />}
          <ThemeSwitcher />
          <Burger
            ref={burger}
            opened={opened}
            onClick={() => {
              setMenuWanted(true);
              toggle();
            }}
            aria-label={opened ? 'Close menu' : 'Open menu'}
            size="sm"
            // A 40 px tap target around the small icon.
            p={6}
            w={40}
            h={40}
          />
        </Group>
      </Group>

      {menuWanted && (
        <Suspense fallback={null}>
          <MobileMenu opened={opened} onClose={closeMenu} user={user} onLogout={onLogout} />
        </Suspense>
      )}
    </Container>
  );
}

const NAV_BUTTON = { variant: 'subtle', color: 'gray', size: 'compact-sm', px: 4 } as const;

interface LinksProps {
  user: User | null;
  onLogout: () => void;
}

function DesktopLinks({ user, onLogout, loggingOut }: LinksProps & { loggingOut: boolean }) {
  return menuFor(user).map((entry) => {
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
