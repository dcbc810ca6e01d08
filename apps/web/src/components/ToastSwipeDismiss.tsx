import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';

/** SPEC §9: a toast dragged more than this many px to the right is dismissed. */
export const SWIPE_DISMISS_PX = 50;

/** Movement before a press counts as a drag (so clicks, e.g. on the close button, stay clicks). */
const DRAG_START_PX = 5;

const TOAST_SELECTOR = '.mantine-Notification-root';

/**
 * Swipe right to dismiss (SPEC §9) for Mantine's toasts. Mount once beside
 * `<Notifications allowDragDismiss={false}>`: it listens for presses on a
 * toast (mouse, touch or pen), moves the toast with the pointer while it is
 * dragged right, and on release either hides it (`notifications.hide(id)`,
 * Mantine renders the notification's id as the element's `id`) or snaps it
 * back. Leftward drags do nothing. Renders nothing.
 */
export function ToastSwipeDismiss() {
  useEffect(() => {
    const onPointerDown = (down: PointerEvent) => {
      if (down.button !== 0) return;
      const toast = (down.target as Element | null)?.closest?.<HTMLElement>(TOAST_SELECTOR);
      if (!toast?.id) return;
      const { pointerId, clientX: startX } = down;
      let dragging = false;
      let dx = 0;

      const setOffset = (px: number) => {
        toast.style.translate = px > 0 ? `${px}px 0` : '';
      };
      const onMove = (move: PointerEvent) => {
        if (move.pointerId !== pointerId) return;
        dx = move.clientX - startX;
        if (!dragging && Math.abs(dx) < DRAG_START_PX) return;
        dragging = true;
        window.getSelection()?.removeAllRanges();
        setOffset(Math.max(0, dx));
      };
      const finish = (end: PointerEvent, cancelled: boolean) => {
        if (end.pointerId !== pointerId) return;
        window.removeEventListener('pointermove', onMove);
        window.removeEventListener('pointerup', onUp);
        window.removeEventListener('pointercancel', onCancel);
        if (!dragging) return;
        suppressNextClick();
        if (!cancelled && dx > SWIPE_DISMISS_PX) {
          // Mantine's exit transition carries on from where the finger let go.
          notifications.hide(toast.id);
        } else {
          snapBack(toast, Math.max(0, dx));
        }
      };
      const onUp = (up: PointerEvent) => finish(up, false);
      const onCancel = (cancel: PointerEvent) => finish(cancel, true);

      window.addEventListener('pointermove', onMove);
      window.addEventListener('pointerup', onUp);
      window.addEventListener('pointercancel', onCancel);
    };

    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, []);

  return null;
}

/** Back to its place, animated where the browser can (Mantine's transitions don't cover `translate`). */
function snapBack(toast: HTMLElement, from: number) {
  toast.style.translate = '';
  if (from > 0 && typeof toast.animate === 'function') {
    toast.animate([{ translate: `${from}px 0` }, { translate: '0 0' }], {
      duration: 150,
      easing: 'ease-out',
    });
  }
}

/** A drag that ends over a button must not also press it. */
function suppressNextClick() {
  const swallow = (event: MouseEvent) => {
    event.stopPropagation();
    event.preventDefault();
  };
  window.addEventListener('click', swallow, { capture: true, once: true });
  // The click, if any, follows pointerup in the same task; drop the guard after it.
  setTimeout(() => window.removeEventListener('click', swallow, { capture: true }), 0);
}
