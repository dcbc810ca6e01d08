import { Container } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useEffect } from 'react';
import { IdleFeedbackModal } from '../feedback/IdleFeedbackModal';
import { keepFocusOnBusyControls } from '../../lib/keep-focus';
import { useRootThemeClass } from '../../theme/useThemePreference';
import { NavigationProgress } from '../../components/NavigationProgress';
import classes from './AppLayout.module.css';
import { TopBar } from './TopBar';

/** Every page: progress bar, top bar, the page, the idle feedback prompt. */
export function AppLayout() {
  useRootThemeClass();
  useHotkeys([['F8', focusLatestToast]], []);
  useEffect(() => keepFocusOnBusyControls(), []);
  return (
    <div>
      <NavigationProgress />
      <a href="#main" className="skip-link">
        Skip to content
      </a>
      {/* right-scroll-bar-position: while a drawer or modal locks the page's scrolling,
          the bar keeps its width (react-remove-scroll pads elements of this class). */}
      <header className={`${classes.header} right-scroll-bar-position`}>
        <TopBar />
      </header>
      <main id="main" tabIndex={-1} className={classes.main}>
        <Container size="xl" py="xl" px={{ base: 'md', sm: 'lg' }}>
          <Outlet />
        </Container>
      </main>
      <IdleFeedbackModal />
    </div>
  );
}

/**
 * SPEC §9: F8 focuses the region labelled Notifications (the toast container),
 * so keyboard and screen-reader users can read or close the toast on screen.
 */
function focusLatestToast() {
  const region =
    document
      .querySelector<HTMLElement>('.mantine-Notification-root')
      ?.closest<HTMLElement>('.mantine-Notifications-root') ??
    document.querySelector<HTMLElement>(
      '.mantine-Notifications-root[data-position="bottom-right"]',
    );
  if (!region) return;
  region.setAttribute('role', 'region');
  region.setAttribute('aria-label', 'Notifications');
  region.tabIndex = -1;
  region.focus();
}
