import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../features/browse/BrowsePage';
import {
  toBrowseInput,
  toBrowseState,
  validateBrowseSearch,
} from '../features/browse/browse-search';

/**
 * The ideas browse page. Its whole view state (search, sort, fields, dates,
 * Impact and Feasibility ranges) is in the search params, defaults omitted.
 *
 * The loader starts the first page (also on hover of a link here) but does
 * not wait for it: the page changes its filters in place, keeping the
 * previous results on screen (dimmed) and the search box focused while the
 * next ones load, and shows its own placeholders and load error. A loader
 * that waited would swap the whole page for a skeleton instead.
 */
export const Route = createFileRoute('/')({
  validateSearch: validateBrowseSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => {
    void context.trpcUtils.ideas.browse.prefetchInfinite(toBrowseInput(toBrowseState(deps)));
  },
  component: BrowsePage,
});
