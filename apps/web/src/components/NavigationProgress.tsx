import { Box } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';

/**
 * A thin bar at the top of the page while the router loads a route (code
 * split chunks, loaders). It creeps towards 90 % and completes when the
 * navigation ends. (@mantine/nprogress pins @mantine/core 9.6.1, so this is
 * ours: 40 lines instead of a peer mismatch.)
 */
export function NavigationProgress() {
  const isLoading = useRouterState({
    select: (state) => state.isLoading || state.status === 'pending',
  });
  const [progress, setProgress] = useState(0);
  const [visible, setVisible] = useState(false);
  const timer = useRef<ReturnType<typeof setInterval> | undefined>(undefined);

  useEffect(() => {
    if (isLoading) {
      // Quick navigations (cached data) never show the bar.
      const start = setTimeout(() => {
        setVisible(true);
        setProgress(10);
        timer.current = setInterval(() => setProgress((value) => value + (90 - value) * 0.1), 200);
      }, 120);
      return () => {
        clearTimeout(start);
        clearInterval(timer.current);
      };
    }
    if (!visible) return;
    setProgress(100);
    const hide = setTimeout(() => {
      setVisible(false);
      setProgress(0);
    }, 300);
    return () => clearTimeout(hide);
  }, [isLoading, visible]);

  return (
    <Box
      role="progressbar"
      aria-label="Page loading"
      aria-hidden={!visible}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress)}
      pos="fixed"
      top={0}
      left={0}
      h={3}
      style={{
        zIndex: 1000,
        width: `${progress}%`,
        opacity: visible ? 1 : 0,
        background: 'var(--mantine-primary-color-filled)',
        transition: 'width 200ms ease, opacity 300ms ease',
        pointerEvents: 'none',
      }}
    />
  );
}
