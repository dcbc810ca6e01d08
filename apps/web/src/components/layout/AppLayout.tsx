import { AppShell, Container } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { IdleFeedbackModal } from '../../features/feedback/IdleFeedbackModal';
import { useRootThemeClass } from '../../theme/useThemePreference';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';

/** Every page: progress bar, top bar, the page, the idle feedback prompt. */
export function AppLayout() {
  useRootThemeClass();
  useHotkeys([['F8', focusLatestToast]], []);
  return (
    <AppShell header={{ height: 60 }} padding={0}>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      <AppShell.Header>
        <TopBar />
      </AppShell.Header>
      <AppShell.Main id="main" tabIndex={-1}>
        <Container size="xl" py="xl" px={{ base: 'md', sm: 'lg' }}>
          <Outlet />
        </Container>
      </AppShell.Main>
      <IdleFeedbackModal />
    </AppShell>
  );
}

/** SPEC §9: F8 moves focus to the toast on screen, so keyboard users can read or close it. */
function focusLatestToast() {
  const toast = document.querySelector<HTMLElement>('.mantine-Notification-root');
  if (!toast) return;
  toast.tabIndex = -1;
  toast.focus();
}
