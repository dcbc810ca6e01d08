import { createFileRoute } from '@tanstack/react-router';
import { NotificationsPage } from '../../features/notifications/NotificationsPage';

/** /notifications: the signed-in user's notifications (the bell's page). */
export const Route = createFileRoute('/_authed/notifications')({
  component: NotificationsPage,
});
