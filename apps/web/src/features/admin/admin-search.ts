import { LIMITS } from '@thisoneforfree/contracts';

/** The /admin page's tabs: the queue of flagged comments, and the moderation log. */
export type ModerationTab = 'queue' | 'log';

export interface AdminSearch {
  /** The open tab; the queue when absent. */
  tab?: 'log';
  /** The page of the open tab's list; the first when absent. */
  page?: number;
}

const PAGE = /^[1-9]\d{0,5}$/;

/**
 * `?tab=log&page=2`. Read without zod (route files are in every first
 * download): a page is a whole number from 1, as contracts'
 * `moderationPageInput` says; anything else is left out.
 */
export function validateAdminSearch(search: Record<string, unknown>): AdminSearch {
  const raw = search.page;
  const text = typeof raw === 'number' ? String(raw) : raw;
  const page =
    typeof text === 'string' && PAGE.test(text) && Number(text) <= LIMITS.moderationPageMax
      ? Number(text)
      : undefined;
  return {
    ...(search.tab === 'log' ? { tab: 'log' as const } : {}),
    ...(page !== undefined && page > 1 ? { page } : {}),
  };
}
