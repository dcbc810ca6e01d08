import { notifications } from '@mantine/notifications';

/**
 * Toasts (SPEC §4, §9): one visible at a time, a new one replaces the
 * previous (the Notifications provider has limit={1}), shown for 5 s.
 */
function show(title: string, message: string | undefined, color: 'green' | 'red' | 'gray') {
  notifications.clean();
  notifications.show({
    title,
    message: message ?? '',
    color,
    autoClose: 5000,
    withBorder: true,
    closeButtonProps: { 'aria-label': 'Dismiss notification' },
    // Errors are announced assertively to screen readers.
    role: color === 'red' ? 'alert' : 'status',
  });
}

export const notify = {
  success: (title: string, message?: string) => show(title, message, 'green'),
  /** Destructive style, for failures. */
  error: (title: string, message?: string) => show(title, message, 'red'),
  /** Neutral, for news that is neither success nor failure ("No ideas found"). */
  info: (title: string, message?: string) => show(title, message, 'gray'),
};
