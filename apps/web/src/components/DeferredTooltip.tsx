import type { TooltipProps } from '@mantine/core';
import { lazy, Suspense } from 'react';

// Mantine's Tooltip brings Floating UI; a page that shows none (a visitor's
// idea cards) does not download it.
const Tooltip = lazy(() => import('./tooltip-module'));

/**
 * Mantine's Tooltip, loaded when the first one renders: until then its
 * target shows without it.
 */
export function DeferredTooltip({ children, ...props }: TooltipProps) {
  return (
    <Suspense fallback={children}>
      <Tooltip {...props}>{children}</Tooltip>
    </Suspense>
  );
}
