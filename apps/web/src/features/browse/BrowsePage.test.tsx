import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES, SORT_LABELS } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeIdeaCard, renderApp } from '../../test/render';

/** Cards of the Physics ideas this page shows. */
const card = (id: number, title = `Idea ${id}`) =>
  makeIdeaCard(id, title, {
    userId: 1,
    author: { id: 1, username: 'ada' },
    challenge: `Challenge of ${title}`,
    fields: ['Physics'],
  });

interface BrowseCall {
  search?: string;
  sort?: string;
  fields?: string[];
  from?: string;
  to?: string;
  impact?: [number, number];
  feasibility?: [number, number];
  cursor?: string | null;
  limit?: number;
}

/** Two pages of ideas: 1-3 then 4-5. */
function pagedBrowse(input: unknown) {
  const { cursor } = input as BrowseCall;
  if (!cursor) return { items: [card(1), card(2), card(3)], nextCursor: 'page-2' };
  return { items: [card(4), card(5)], nextCursor: null };
}

function browseCalls(calls: { path: string; input: unknown }[]): BrowseCall[] {
  return calls
    .filter((call) => call.path === 'ideas.browse')
    .map((call) => call.input as BrowseCall);
}

function searchOf(history: { location: { search: string } }) {
  return Object.fromEntries(new URLSearchParams(history.location.search));
}

async function openFilters(user: ReturnType<typeof renderApp>['user']) {
  await user.click(await screen.findByRole('button', { name: /^Filters/ }));
  return screen.findByRole('dialog', { name: 'Filters' });
}

describe('browse page', () => {
  test('shows the ideas of the first page, then loads the next with "Load more"', async () => {
    const { user, calls } = renderApp('/', { handlers: { 'ideas.browse': pagedBrowse } });
    expect(await screen.findByRole('link', { name: 'Idea 1' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByRole('status')).toHaveTextContent('3 ideas shown, more available');
    expect(browseCalls(calls)[0]).toMatchObject({ sort: 'newest', limit: 24 });

    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('link', { name: 'Idea 5' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(5);
    // Card titles are the level under the page's h1: no level is skipped.
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(5);
    expect(browseCalls(calls).at(-1)).toMatchObject({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  test('shows 6 placeholder cards while loading', async () => {
    renderApp('/', { handlers: { 'ideas.browse': () => new Promise(() => undefined) } });
    expect(await screen.findAllByTestId('idea-card-skeleton')).toHaveLength(6);
  });

  test('an empty result says "No ideas found"', async () => {
    renderApp('/?q=nothing', {
      handlers: { 'ideas.browse': () => ({ items: [], nextCursor: null }) },
    });
    expect(
      await screen.findByRole('heading', { name: MESSAGES.empty.noIdeas }),
    ).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.empty.noIdeasHint)).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(MESSAGES.empty.noIdeas);
  });

  test('a failed load can be retried', async () => {
    let fail = true;
    const { user } = renderApp('/', {
      handlers: {
        'ideas.browse': (input) => {
          if (fail) throw serverError('INTERNAL_SERVER_ERROR', 'Database unavailable');
          return pagedBrowse(input);
        },
      },
    });
    expect(await screen.findByText('500: Database unavailable')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Idea 1' })).toBeInTheDocument();
  });

  test('the state in the URL is what the server is asked for', async () => {
    const { calls } = renderApp(
      '/?q=algae&sort=oldest&fields=Physics,Biology&from=2025-01-01&to=2025-06-30&impact=2-8&feasibility=5-10',
      { handlers: { 'ideas.browse': pagedBrowse } },
    );
    await screen.findByRole('link', { name: 'Idea 1' });
    expect(browseCalls(calls)[0]).toMatchObject({
      search: 'algae',
      sort: 'oldest',
      fields: ['Physics', 'Biology'],
      from: '2025-01-01',
      to: '2025-06-30',
      impact: [2, 8],
      feasibility: [5, 10],
      limit: 24,
    });
    expect(browseCalls(calls)[0]?.cursor ?? null).toBeNull();
    expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue('algae');
    expect(screen.getByRole('button', { name: `Sort: ${SORT_LABELS.oldest}` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Filters, 6 active' })).toBeInTheDocument();
  });

  test('typing a search reaches the URL after a pause, and Back restores it', async () => {
    const { user, history } = renderApp('/', { handlers: { 'ideas.browse': pagedBrowse } });
    const box = await screen.findByRole('searchbox', { name: 'Search ideas' });
    fireEvent.change(box, { target: { value: 'glacier' } });
    // Not at once: the URL changes once typing pauses.
    expect(searchOf(history).q).toBeUndefined();
    await waitFor(() => expect(searchOf(history).q).toBe('glacier'), { timeout: 2000 });

    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitem', { name: SORT_LABELS['relevance-high'] }));
    await waitFor(() =>
      expect(searchOf(history)).toEqual({ q: 'glacier', sort: 'relevance-high' }),
    );

    act(() => history.back());
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'glacier' }));
    act(() => history.back());
    await waitFor(() => expect(searchOf(history)).toEqual({}));
    await waitFor(() =>
      expect(screen.getByRole('searchbox', { name: 'Search ideas' })).toHaveValue(''),
    );
  });

  test('Random Idea asks within the current filters and opens the idea', async () => {
    const { user, calls, history } = renderApp('/?q=algae&fields=Biology', {
      handlers: {
        'ideas.browse': pagedBrowse,
        'ideas.random': () => ({ id: 42 }),
        'ideas.byId': () => new Promise(() => undefined),
      },
    });
    const button = await screen.findByRole('button', { name: 'Random Idea' });
    expect(button.querySelector('[data-testid^="dice-"]')).not.toBeNull();
    await user.click(button);
    await waitFor(() => expect(history.location.pathname).toBe('/idea/42'));
    expect(calls.find((call) => call.path === 'ideas.random')?.input).toEqual({
      search: 'algae',
      fields: ['Biology'],
    });
  });

  test('Random Idea with nothing to pick says so, as news rather than an alarm', async () => {
    const { user } = renderApp('/', {
      handlers: { 'ideas.browse': pagedBrowse, 'ideas.random': () => null },
    });
    await user.click(await screen.findByRole('button', { name: 'Random Idea' }));
    const hint = await screen.findByText(MESSAGES.empty.noIdeasHint);
    expect(hint.closest('[role="status"]')).not.toBeNull();
    expect(hint.closest('[role="alert"]')).toBeNull();
  });

  test('Give Feedback opens the survey in a new tab', async () => {
    renderApp('/', { handlers: { 'ideas.browse': pagedBrowse } });
    const link = await screen.findByRole('link', { name: /Give Feedback/ });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
  });
});

describe('filters drawer', () => {
  test('closing it, even the first time, gives the focus back to the Filters button', async () => {
    const { user } = renderApp('/', { handlers: { 'ideas.browse': pagedBrowse } });
    const drawer = await openFilters(user);
    await user.click(within(drawer).getByRole('button', { name: 'Close filters' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Filters' })).toHaveFocus());
  });

  test('choosing fields and moving a range writes the URL; the button counts them', async () => {
    const { user, history, calls } = renderApp('/?q=algae', {
      handlers: { 'ideas.browse': pagedBrowse },
    });
    const drawer = await openFilters(user);
    await user.click(within(drawer).getByRole('checkbox', { name: 'Biology' }));
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae', fields: 'Biology' }));
    await user.click(within(drawer).getByRole('checkbox', { name: 'Physics' }));
    await waitFor(() => expect(searchOf(history).fields).toBe('Physics,Biology'));

    const lowest = within(drawer).getByRole('slider', { name: 'Impact range: lowest' });
    expect(lowest).toHaveAttribute('aria-valuemin', '0');
    expect(lowest).toHaveAttribute('aria-valuemax', '10');
    act(() => lowest.focus());
    fireEvent.keyDown(lowest, { key: 'ArrowRight' });
    fireEvent.keyDown(lowest, { key: 'ArrowRight' });
    await waitFor(() => expect(searchOf(history).impact).toBe('2-10'));
    const highest = within(drawer).getByRole('slider', { name: 'Feasibility range: highest' });
    act(() => highest.focus());
    fireEvent.keyDown(highest, { key: 'ArrowLeft' });
    await waitFor(() => expect(searchOf(history).feasibility).toBe('0-9'));

    expect(
      screen.getByRole('button', { name: 'Filters, 4 active', hidden: true }),
    ).toBeInTheDocument();
    await waitFor(() =>
      expect(browseCalls(calls).at(-1)).toMatchObject({
        search: 'algae',
        fields: ['Physics', 'Biology'],
        impact: [2, 10],
        feasibility: [0, 9],
      }),
    );
  });

  test('Reset Filters clears fields, dates and both ranges but keeps search and sort', async () => {
    const { user, history } = renderApp(
      '/?q=algae&sort=difficulty-high&fields=Physics&from=2025-01-01&to=2025-06-30&impact=2-8&feasibility=5-10',
      { handlers: { 'ideas.browse': pagedBrowse } },
    );
    const drawer = await openFilters(user);
    expect(within(drawer).getByRole('checkbox', { name: 'Physics' })).toBeChecked();
    expect(within(drawer).getByRole('slider', { name: 'Impact range: lowest' })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    const reset = within(drawer).getByRole('button', { name: 'Reset Filters' });
    await user.click(reset);
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae', sort: 'difficulty-high' }));
    expect(within(drawer).getByRole('checkbox', { name: 'Physics' })).not.toBeChecked();
    expect(within(drawer).getByRole('slider', { name: 'Impact range: lowest' })).toHaveAttribute(
      'aria-valuenow',
      '0',
    );
    expect(
      within(drawer).getByRole('slider', { name: 'Feasibility range: lowest' }),
    ).toHaveAttribute('aria-valuenow', '0');
    // Nothing left to reset: the button says so, and keeps the focus it had.
    expect(reset).toHaveAttribute('aria-disabled', 'true');
    expect(reset).toHaveFocus();
    expect(screen.getByRole('searchbox', { name: 'Search ideas', hidden: true })).toHaveValue(
      'algae',
    );

    // Back brings the filters back.
    act(() => history.back());
    await waitFor(() => expect(searchOf(history).fields).toBe('Physics'));
    expect(within(drawer).getByRole('checkbox', { name: 'Physics' })).toBeChecked();
  });

  test('the date range shows the dates of the URL', async () => {
    const { user } = renderApp('/?from=2025-01-01&to=2025-06-30', {
      handlers: { 'ideas.browse': pagedBrowse },
    });
    const drawer = await openFilters(user);
    expect(within(drawer).getByRole('button', { name: /Start date/ })).toHaveTextContent(
      'Jan 1, 2025',
    );
    expect(within(drawer).getByRole('button', { name: /End date/ })).toHaveTextContent(
      'Jun 30, 2025',
    );
  });
});

describe('feed autodiscovery', () => {
  test('the page links the Atom feed of its search and filters, and follows them', async () => {
    const { user } = renderApp('/?q=bees&fields=Physics,Biology', {
      handlers: { 'ideas.browse': pagedBrowse },
    });
    await screen.findByRole('link', { name: 'Idea 1' });
    const feedLink = () =>
      document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feedLink()).toHaveAttribute(
      'href',
      '/feeds/ideas.atom?field=Physics&field=Biology&q=bees',
    );
    await user.clear(screen.getByRole('searchbox'));
    await waitFor(() =>
      expect(feedLink()).toHaveAttribute('href', '/feeds/ideas.atom?field=Physics&field=Biology'),
    );
    expect(document.head.querySelectorAll('link[type="application/atom+xml"]')).toHaveLength(1);
  });
});
