export type SettingsTab = 'citation' | 'account' | 'notifications';

export interface SettingsSearch {
  /** The open tab; Citation Preferences when absent. */
  tab?: 'account' | 'notifications';
}

/**
 * `?tab=account` opens the Account tab (links from emails and the
 * confirm-email page), `?tab=notifications` the Notifications tab (links
 * in notification emails, the notifications page).
 */
export function validateSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  return search.tab === 'account' || search.tab === 'notifications' ? { tab: search.tab } : {};
}
