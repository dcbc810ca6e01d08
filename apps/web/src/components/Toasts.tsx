import { useNotifications } from '@mantine/notifications';
import { lazy, Suspense, useState } from 'react';

// Mantine's toast container (its transitions, drag handling and layout) is not
// needed before the first toast: only the small store that notify() writes to is.
const Notifications = lazy(() => import('./notifications-module'));

/**
 * The toasts of `lib/notify.ts`. SPEC §9: one toast at a time, 5 s, at most
 * 420 px wide, swipe right (more than 50 px) to dismiss. Mantine's own drag
 * and horizontal-scroll dismissal (either way, at 35% of the width) are off:
 * ToastSwipeDismiss does it. The container mounts with the first toast, which
 * waits in Mantine's store until then. Bottom right, so a toast never covers
 * the top bar's buttons (Log out, the theme switcher, the menu).
 */
export function Toasts() {
  const { notifications, queue } = useNotifications();
  const [wanted, setWanted] = useState(false);
  // Adjusting state while rendering: once wanted, always mounted.
  if (!wanted && notifications.length + queue.length > 0) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <Notifications
        limit={1}
        autoClose={5000}
        position="bottom-right"
        zIndex={2000}
        containerWidth={420}
        allowDragDismiss={false}
        allowScrollDismiss={false}
      />
    </Suspense>
  );
}
