import { IconBell } from '@tabler/icons-react';
import { ActionIconLink } from '../../components/links';
import classes from './NotificationBell.module.css';
import { useUnreadCount } from './useUnreadCount';

/** "Notifications, 3 unread": what the bell's link is called, count included. */
export function bellLabel(count: number): string {
  return count === 0 ? 'Notifications, none unread' : `Notifications, ${count} unread`;
}

/**
 * The top bar's bell (issue 15): a link to /notifications showing how many
 * are unread, for signed-in users. Its name carries the count, which the
 * badge shows to the eye.
 */
export function NotificationBell() {
  const count = useUnreadCount();
  const label = bellLabel(count);
  return (
    <ActionIconLink
      to="/notifications"
      variant="default"
      size="lg"
      aria-label={label}
      title={label}
      className={classes.bell}
      data-testid="notification-bell"
    >
      <IconBell size={18} stroke={1.6} aria-hidden />
      {count > 0 && (
        <span className={classes.count} aria-hidden>
          {count > 99 ? '99+' : count}
        </span>
      )}
    </ActionIconLink>
  );
}
