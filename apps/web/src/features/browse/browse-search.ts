import {
  ACADEMIC_FIELDS,
  type AcademicField,
  type BrowseFilter,
  type BrowseInput,
  type ClaimFilter,
  BEST_MATCH,
  defaultSort,
  isAcademicField,
  isClaimFilter,
  isIsoDate,
  isSortOption,
  LIMITS,
  type SortOption,
} from '@thisoneforfree/contracts';

/*
 * The browse view state of SPEC §4 lives in the URL, in a compact readable
 * form: `/?q=quantum&sort=oldest&fields=Physics,Biology&from=2025-01-01&impact=3-10&claims=open`.
 * Defaults (empty search, the default sort, no fields, no dates, 0-10, all claims) are left
 * out, so the bare `/` is the default view. The default sort is Best match while searching,
 * Newest otherwise (`defaultSort`). Anything unreadable in a shared link is
 * dropped rather than failing the page. It is read without zod (contracts'
 * zod-free rules: isSortOption, isIsoDate, isClaimFilter), because the browse page is the
 * first download and zod loads later, with the forms that need it.
 */

/** What the URL holds (all optional; defaults omitted). */
export interface BrowseSearch {
  q?: string;
  sort?: SortOption;
  /** Academic fields joined by commas, in the product's order. */
  fields?: string;
  /** Created on or after, `YYYY-MM-DD`. */
  from?: string;
  /** Created on or before, `YYYY-MM-DD`. */
  to?: string;
  /** Average Impact range, `low-high`. */
  impact?: string;
  /** Average Feasibility range, `low-high`. */
  feasibility?: string;
  /** By claims: `open`, `pursued` or `published` (all when absent). */
  claims?: Exclude<ClaimFilter, 'all'>;
}

export type Range = readonly [number, number];

/** The browse view state as the page works with it. */
export interface BrowseState {
  search: string;
  sort: SortOption;
  fields: AcademicField[];
  from: string | null;
  to: string | null;
  impact: Range;
  feasibility: Range;
  claims: ClaimFilter;
}

export const DEFAULT_SORT: SortOption = defaultSort(false);
export const FULL_RANGE: Range = [LIMITS.rangeMin, LIMITS.rangeMax];

export const DEFAULT_BROWSE_STATE: BrowseState = {
  search: '',
  sort: DEFAULT_SORT,
  fields: [],
  from: null,
  to: null,
  impact: FULL_RANGE,
  feasibility: FULL_RANGE,
  claims: 'all',
};

/** The router parses `?q=42` as a number; a search is always text. */
function text(value: unknown): string | undefined {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return undefined;
}

/** `YYYY-MM-DD` of a real day, as the server's browse filter reads it. */
function isoDate(value: unknown): string | undefined {
  return typeof value === 'string' && isIsoDate(value) ? value : undefined;
}

function parseFields(value: string): AcademicField[] {
  const wanted = new Set(value.split(',').map((part) => part.trim()));
  return ACADEMIC_FIELDS.filter((field) => wanted.has(field));
}

/** `"3-8"` → `[3, 8]`; undefined when it is not a whole-number range inside 0-10. */
export function parseRange(value: string | undefined): Range | undefined {
  const match = /^(\d{1,2})-(\d{1,2})$/.exec(value ?? '');
  if (!match) return undefined;
  const low = Number(match[1]);
  const high = Number(match[2]);
  if (low < LIMITS.rangeMin || high > LIMITS.rangeMax || low > high) return undefined;
  return [low, high];
}

function isFullRange(range: Range): boolean {
  return range[0] === LIMITS.rangeMin && range[1] === LIMITS.rangeMax;
}

function formatRange(range: Range): string | undefined {
  return isFullRange(range) ? undefined : `${range[0]}-${range[1]}`;
}

/** The route's `validateSearch`: whatever is in the URL → a clean `BrowseSearch`. */
export function validateBrowseSearch(input: Record<string, unknown>): BrowseSearch {
  const fields = text(input.fields);
  return toBrowseSearch({
    search: text(input.q) ?? '',
    sort: isSortOption(input.sort) ? input.sort : defaultSort(Boolean(text(input.q)?.trim())),
    fields: fields ? parseFields(fields) : [],
    from: isoDate(input.from) ?? null,
    to: isoDate(input.to) ?? null,
    impact: parseRange(text(input.impact)) ?? FULL_RANGE,
    feasibility: parseRange(text(input.feasibility)) ?? FULL_RANGE,
    claims: isClaimFilter(input.claims) ? input.claims : 'all',
  });
}

/** URL search → view state. */
export function toBrowseState(search: BrowseSearch): BrowseState {
  const searching = Boolean(search.q);
  // Best match ranks a search's matches: with nothing searched, it is Newest.
  const sort = search.sort === BEST_MATCH && !searching ? undefined : search.sort;
  return {
    search: search.q ?? '',
    sort: sort ?? defaultSort(searching),
    fields: search.fields ? parseFields(search.fields) : [],
    from: search.from ?? null,
    to: search.to ?? null,
    impact: parseRange(search.impact) ?? FULL_RANGE,
    feasibility: parseRange(search.feasibility) ?? FULL_RANGE,
    claims: search.claims ?? 'all',
  };
}

/** View state → URL search, leaving out every default. */
export function toBrowseSearch(state: BrowseState): BrowseSearch {
  const search: BrowseSearch = {};
  const q = state.search.trim().slice(0, LIMITS.searchMax);
  if (q) search.q = q;
  if (state.sort !== defaultSort(Boolean(q)) && (q || state.sort !== BEST_MATCH)) {
    search.sort = state.sort;
  }
  const fields = ACADEMIC_FIELDS.filter((field) => state.fields.includes(field));
  if (fields.length > 0) search.fields = fields.join(',');
  if (state.from) search.from = state.from;
  if (state.to) search.to = state.to;
  const impact = formatRange(state.impact);
  if (impact) search.impact = impact;
  const feasibility = formatRange(state.feasibility);
  if (feasibility) search.feasibility = feasibility;
  if (state.claims !== 'all') search.claims = state.claims;
  return search;
}

/** The filter part of the state as `ideas.random` and `ideas.browse` take it. */
export function toBrowseFilter(state: BrowseState): BrowseFilter {
  const filter: BrowseFilter = {};
  const q = state.search.trim();
  if (q) filter.search = q.slice(0, LIMITS.searchMax);
  if (state.fields.length > 0) filter.fields = [...state.fields];
  if (state.from) filter.from = state.from;
  if (state.to) filter.to = state.to;
  if (!isFullRange(state.impact)) filter.impact = [state.impact[0], state.impact[1]];
  if (!isFullRange(state.feasibility)) {
    filter.feasibility = [state.feasibility[0], state.feasibility[1]];
  }
  if (state.claims !== 'all') filter.claims = state.claims;
  return filter;
}

/** What `ideas.browse` is asked for (the cursor is added page by page). */
export function toBrowseInput(state: BrowseState): Omit<BrowseInput, 'cursor'> {
  return { ...toBrowseFilter(state), sort: state.sort, limit: LIMITS.browsePageDefault };
}

/**
 * A new search text. A sort left at its default follows the search's default
 * (Best match while searching, Newest otherwise); a sort the user chose stays,
 * except Best match, which has nothing to rank once the search is cleared.
 */
export function withSearch(state: BrowseState, search: string): BrowseState {
  const searching = search.trim() !== '';
  const wasDefault = state.sort === defaultSort(state.search.trim() !== '');
  const sort =
    wasDefault || (state.sort === BEST_MATCH && !searching) ? defaultSort(searching) : state.sort;
  return { ...state, search, sort };
}

/**
 * Reset Filters (SPEC §4): clears fields, dates and both ranges (back to
 * 0-10), and the claim filter of the same sheet; keeps the search text and
 * the sort.
 */
export function resetFilters(state: BrowseState): BrowseState {
  return {
    ...DEFAULT_BROWSE_STATE,
    search: state.search,
    sort: state.sort,
  };
}

/**
 * How many filters of the sheet are set, for the badge on the Filters
 * button: one per selected field, one per date, one per narrowed range, one
 * for the claim filter.
 */
export function countActiveFilters(state: BrowseState): number {
  return (
    state.fields.length +
    (state.from ? 1 : 0) +
    (state.to ? 1 : 0) +
    (isFullRange(state.impact) ? 0 : 1) +
    (isFullRange(state.feasibility) ? 0 : 1) +
    (state.claims === 'all' ? 0 : 1)
  );
}

export function isAcademicFieldList(values: readonly string[]): values is AcademicField[] {
  return values.every(isAcademicField);
}
