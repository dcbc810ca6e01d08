import { useNavigate, useSearch } from '@tanstack/react-router';
import { useCallback, useMemo } from 'react';
import { type BrowseState, toBrowseSearch, toBrowseState } from './browse-search';

export interface UpdateOptions {
  /** Replace the current history entry instead of adding one (typing in the search box). */
  replace?: boolean;
}

/**
 * The browse view state, read from and written to the URL of `/`. Each
 * change is a navigation, so links are shareable and Back undoes it.
 */
export function useBrowseState() {
  const search = useSearch({ from: '/' });
  const navigate = useNavigate({ from: '/' });
  const state = useMemo(() => toBrowseState(search), [search]);

  const update = useCallback(
    (
      change: Partial<BrowseState> | ((state: BrowseState) => BrowseState),
      options?: UpdateOptions,
    ) =>
      void navigate({
        search: (previous) => {
          const current = toBrowseState(previous);
          const next = typeof change === 'function' ? change(current) : { ...current, ...change };
          return toBrowseSearch(next);
        },
        replace: options?.replace ?? false,
        resetScroll: false,
      }),
    [navigate],
  );

  return { state, update };
}
