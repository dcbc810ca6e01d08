export type SettingsTab = 'citation' | 'account';

export interface SettingsSearch {
  /** The open tab; Citation Preferences when absent. */
  tab?: 'account';
}

/** `?tab=account` opens the Account tab (links from emails and the confirm-email page). */
export function validateSettingsSearch(search: Record<string, unknown>): SettingsSearch {
  return search.tab === 'account' ? { tab: 'account' } : {};
}
