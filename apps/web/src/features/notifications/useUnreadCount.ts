import { trpc } from '../../lib/trpc';
import { useCurrentUser } from '../auth/useCurrentUser';

/**
 * How often the bell asks for the unread count while the page is in view
 * (and again whenever the window regains focus): news arrives without a
 * reload, at one small query a minute per open tab.
 */
export const UNREAD_POLL_MS = 60_000;

/**
 * The bell's number: the signed-in user's unread notifications, asked again
 * every minute while the tab is visible and when the window regains focus
 * (the one place the app polls; SPEC §7's "no polling" is about its calls).
 * 0 for visitors, and while it loads or fails.
 */
export function useUnreadCount(): number {
  const { user } = useCurrentUser();
  const query = trpc.notifications.unreadCount.useQuery(undefined, {
    enabled: user !== null,
    staleTime: 15_000,
    refetchInterval: UNREAD_POLL_MS,
    refetchOnWindowFocus: true,
  });
  return user ? (query.data?.unreadCount ?? 0) : 0;
}
