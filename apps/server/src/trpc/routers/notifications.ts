import {
  markNotificationsReadInput,
  notificationListInput,
  notificationPreferencesInput,
  unsubscribeInput,
} from '@thisoneforfree/contracts';
import {
  listNotifications,
  markNotificationsRead,
  unreadNotifications,
} from '../../services/notifications/inbox.js';
import {
  getNotificationPreferences,
  updateNotificationPreferences,
} from '../../services/notifications/preferences.js';
import { unsubscribe } from '../../services/notifications/unsubscribe.js';
import { limited, protectedProcedure, publicProcedure, router } from '../trpc.js';

/** Notifications and their emails: the same services as REST's /api/notifications. */
export const notificationsRouter = router({
  /** A page of the user's notifications, the newest first, and the unread count. */
  list: protectedProcedure
    .input(notificationListInput)
    .query(({ ctx, input }) => listNotifications(ctx.services, ctx.user.id, input)),

  /** The bell's number. */
  unreadCount: protectedProcedure.query(({ ctx }) =>
    unreadNotifications(ctx.services, ctx.user.id),
  ),

  markRead: protectedProcedure
    .use(limited('notificationWrite'))
    .input(markNotificationsReadInput)
    .mutation(({ ctx, input }) => markNotificationsRead(ctx.services, ctx.user.id, input)),

  preferences: protectedProcedure.query(({ ctx }) =>
    getNotificationPreferences(ctx.services, ctx.user.id),
  ),

  setPreferences: protectedProcedure
    .use(limited('notificationWrite'))
    .input(notificationPreferencesInput)
    .mutation(({ ctx, input }) => updateNotificationPreferences(ctx.services, ctx.user.id, input)),

  /** An email's unsubscribe link, confirmed on its page: no login, the token is the proof. */
  unsubscribe: publicProcedure
    .use(limited('emailedLink'))
    .input(unsubscribeInput)
    .mutation(({ ctx, input }) => unsubscribe(ctx.services, input.token)),
});
