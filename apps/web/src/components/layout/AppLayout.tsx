import { AppShell, Container } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { IdleFeedbackModal } from '../../features/feedback/IdleFeedbackModal';
import { useRootThemeClass } from '../../theme/useThemePreference';
import { NavigationProgress } from './NavigationProgress';
import { TopBar } from './TopBar';

/** Every page: progress bar, top bar, the page, the idle feedback prompt. */
export function AppLayout() {
  useRootThemeClass();
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
