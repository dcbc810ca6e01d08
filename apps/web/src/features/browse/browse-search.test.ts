import { describe, expect, test } from 'vitest';
import {
  countActiveFilters,
  DEFAULT_BROWSE_STATE,
  parseRange,
  resetFilters,
  toBrowseFilter,
  toBrowseInput,
  toBrowseSearch,
  toBrowseState,
  validateBrowseSearch,
  type BrowseState,
} from './browse-search';

const busy: BrowseState = {
  search: 'glacier',
  sort: 'most-favorites',
  fields: ['Physics', 'Biology'],
  from: '2025-01-01',
  to: '2025-12-31',
  impact: [3, 10],
  feasibility: [0, 6],
  claims: 'pursued',
};

describe('URL search', () => {
  test('the default view is the bare URL', () => {
    expect(toBrowseSearch(DEFAULT_BROWSE_STATE)).toEqual({});
    expect(validateBrowseSearch({})).toEqual({});
    expect(validateBrowseSearch({ sort: 'newest', impact: '0-10', q: '  ' })).toEqual({});
  });

  test('state survives a trip through the URL', () => {
    const search = toBrowseSearch(busy);
    expect(search).toEqual({
      q: 'glacier',
      sort: 'most-favorites',
      fields: 'Physics,Biology',
      from: '2025-01-01',
      to: '2025-12-31',
      impact: '3-10',
      feasibility: '0-6',
      claims: 'pursued',
    });
    expect(toBrowseState(validateBrowseSearch({ ...search }))).toEqual(busy);
  });

  test('fields keep the product order and drop unknown names', () => {
    expect(validateBrowseSearch({ fields: 'Biology,Alchemy,Physics,Biology' })).toEqual({
      fields: 'Physics,Biology',
    });
    expect(validateBrowseSearch({ fields: 'Alchemy' })).toEqual({});
  });

  test('anything unreadable in a shared link is dropped', () => {
    expect(
      validateBrowseSearch({
        sort: 'loudest',
        from: '2025-13-40',
        to: 'yesterday',
        impact: '8-2',
        feasibility: '0-11',
        fields: ['Physics'],
        claims: 'nobody',
      }),
    ).toEqual({});
  });

  test('the claim filter is one of open, pursued and published; all is the bare URL', () => {
    for (const claims of ['open', 'pursued', 'published'] as const) {
      expect(validateBrowseSearch({ claims })).toEqual({ claims });
      expect(toBrowseState({ claims }).claims).toBe(claims);
    }
    expect(validateBrowseSearch({ claims: 'all' })).toEqual({});
    expect(validateBrowseSearch({ claims: 'Open' })).toEqual({});
    expect(toBrowseState({}).claims).toBe('all');
  });

  test('a numeric search stays text', () => {
    expect(validateBrowseSearch({ q: 42 })).toEqual({ q: '42' });
  });

  test('ranges read as whole numbers inside 0-10', () => {
    expect(parseRange('2-8')).toEqual([2, 8]);
    expect(parseRange('5-5')).toEqual([5, 5]);
    expect(parseRange('2.5-8')).toBeUndefined();
    expect(parseRange('-1-8')).toBeUndefined();
    expect(parseRange(undefined)).toBeUndefined();
  });
});

describe('filters', () => {
  test('the server gets only the filters that are set', () => {
    expect(toBrowseFilter(DEFAULT_BROWSE_STATE)).toEqual({});
    expect(toBrowseFilter(busy)).toEqual({
      search: 'glacier',
      fields: ['Physics', 'Biology'],
      from: '2025-01-01',
      to: '2025-12-31',
      impact: [3, 10],
      feasibility: [0, 6],
      claims: 'pursued',
    });
    expect(toBrowseFilter({ ...DEFAULT_BROWSE_STATE, claims: 'all' })).toEqual({});
    expect(toBrowseInput(DEFAULT_BROWSE_STATE)).toEqual({ sort: 'newest', limit: 24 });
  });

  test('Reset Filters clears fields, dates, both ranges and claims, and keeps search and sort', () => {
    expect(resetFilters(busy)).toEqual({
      ...DEFAULT_BROWSE_STATE,
      search: 'glacier',
      sort: 'most-favorites',
    });
  });

  test('the Filters button counts each field, each date, each narrowed range and claims', () => {
    expect(countActiveFilters(DEFAULT_BROWSE_STATE)).toBe(0);
    expect(countActiveFilters(busy)).toBe(7);
    expect(countActiveFilters({ ...DEFAULT_BROWSE_STATE, claims: 'open' })).toBe(1);
    expect(countActiveFilters({ ...DEFAULT_BROWSE_STATE, search: 'x', sort: 'oldest' })).toBe(0);
  });
});
