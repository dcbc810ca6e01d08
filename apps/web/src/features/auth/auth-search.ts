import { safeRedirect } from '../../lib/safe-redirect';

export type AuthTab = 'login' | 'register';

export interface AuthSearch {
  tab?: AuthTab;
  /** Where to go after logging in (a protected page that sent us here). */
  redirect?: string;
}

export function validateAuthSearch(search: Record<string, unknown>): AuthSearch {
  return {
    tab: search.tab === 'register' ? 'register' : search.tab === 'login' ? 'login' : undefined,
    redirect: safeRedirect(search.redirect),
  };
}
