import { createFileRoute } from '@tanstack/react-router';
import { BrowsePage } from '../features/browse/BrowsePage';
import { validateBrowseSearch } from '../features/browse/browse-search';

/**
 * The ideas browse page. Its whole view state (search, sort, fields, dates,
 * Impact and Feasibility ranges) is in the search params, defaults omitted.
 */
export const Route = createFileRoute('/')({
  validateSearch: validateBrowseSearch,
  component: BrowsePage,
});
