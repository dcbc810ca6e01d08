import { fireEvent, screen, waitFor } from '@testing-library/react';
import { SORT_LABELS } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { makeIdeaCard, renderApp } from '../../test/render';

// Search that explains itself (issue 15): how many ideas match, the matched
// text marked on the cards, and Best match while a search is active.

const algae = makeIdeaCard(1, 'Glacier Älgae and albedo', {
  challenge: 'Why do algae darken the ice?',
});
const other = makeIdeaCard(2, 'Lake sensors', { challenge: 'Cheap probes.' });

function browse(input: unknown) {
  const { search } = input as { search?: string };
  return { items: search ? [algae] : [algae, other], nextCursor: null };
}

function count(input: unknown) {
  const { search } = input as { search?: string };
  return { count: search ? 1 : 1280 };
}

const handlers = { 'ideas.browse': browse, 'ideas.count': count };

function lastCall(calls: { path: string; input: unknown }[], path: string) {
  return calls.filter((call) => call.path === path).at(-1)?.input as Record<string, unknown>;
}

function searchOf(history: { location: { search: string } }) {
  return Object.fromEntries(new URLSearchParams(history.location.search));
}

describe('search that explains itself', () => {
  test('says how many ideas there are', async () => {
    const { calls } = renderApp('/', { handlers });
    expect(await screen.findByText('1,280 ideas')).toBeInTheDocument();
    expect(lastCall(calls, 'ideas.count')).toEqual({});
  });

  test('says how many ideas match the search and filters, in the singular for one', async () => {
    const { calls } = renderApp('/?q=algae&fields=Biology', { handlers });
    expect(await screen.findByText('1 idea')).toBeInTheDocument();
    expect(lastCall(calls, 'ideas.count')).toEqual({ search: 'algae', fields: ['Biology'] });
  });

  test('the count is asked with the filter only: a new sort does not ask again', async () => {
    const { user, calls } = renderApp('/?q=algae&fields=Biology', { handlers });
    await screen.findByText('1 idea');
    expect(calls.filter((call) => call.path === 'ideas.count').map((call) => call.input)).toEqual([
      { search: 'algae', fields: ['Biology'] },
    ]);
    await user.click(screen.getByRole('button', { name: /^Sort:/ }));
    await user.click(await screen.findByRole('menuitem', { name: SORT_LABELS.oldest }));
    await waitFor(() => expect(lastCall(calls, 'ideas.browse')).toMatchObject({ sort: 'oldest' }));
    expect(calls.filter((call) => call.path === 'ideas.count')).toHaveLength(1);
  });

  test('marks the matched text in titles and challenges, accents and case aside', async () => {
    renderApp('/?q=algae', { handlers });
    const card = await screen.findByRole('article');
    expect([...card.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual([
      'Älgae',
      'algae',
    ]);
    // The title still reads (and is named) as a whole.
    expect(screen.getByRole('link', { name: 'Glacier Älgae and albedo' })).toBeInTheDocument();
  });

  test('a search sorts by Best match unless another sort was chosen', async () => {
    const { calls } = renderApp('/?q=algae', { handlers });
    await screen.findByRole('article');
    expect(lastCall(calls, 'ideas.browse')).toMatchObject({ search: 'algae', sort: 'best-match' });
    expect(screen.getByRole('button', { name: 'Sort: Best match' })).toBeInTheDocument();
  });

  test('a sort in the link stays while searching', async () => {
    const { calls } = renderApp('/?q=algae&sort=oldest', { handlers });
    expect(await screen.findByRole('button', { name: 'Sort: Oldest' })).toBeInTheDocument();
    expect(lastCall(calls, 'ideas.browse')).toMatchObject({ sort: 'oldest' });
  });

  test('starting a search switches the default sort to Best match; clearing it goes back', async () => {
    const { history, calls } = renderApp('/', { handlers });
    const box = await screen.findByRole('searchbox', { name: 'Search ideas' });
    fireEvent.change(box, { target: { value: 'algae' } });
    // Best match is the default while searching: the URL does not need to say it.
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae' }), { timeout: 2000 });
    await waitFor(() =>
      expect(lastCall(calls, 'ideas.browse')).toMatchObject({ sort: 'best-match' }),
    );
    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(searchOf(history)).toEqual({}), { timeout: 2000 });
    // The first page of that view is still cached: the sort shows it.
    expect(await screen.findByRole('button', { name: 'Sort: Newest' })).toBeInTheDocument();
  });

  test('a sort chosen before searching stays when a search starts', async () => {
    const { history } = renderApp('/?sort=oldest', { handlers });
    const box = await screen.findByRole('searchbox', { name: 'Search ideas' });
    fireEvent.change(box, { target: { value: 'algae' } });
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae', sort: 'oldest' }), {
      timeout: 2000,
    });
  });

  test('the sort menu offers Best match only while searching', async () => {
    const { user } = renderApp('/', { handlers });
    await user.click(await screen.findByRole('button', { name: /^Sort:/ }));
    await screen.findByRole('menuitem', { name: SORT_LABELS.newest });
    expect(screen.queryByRole('menuitem', { name: 'Best match' })).not.toBeInTheDocument();
  });

  test('while searching, the sort menu offers Best match first, checked', async () => {
    const { user } = renderApp('/?q=algae', { handlers });
    await user.click(await screen.findByRole('button', { name: 'Sort: Best match' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items[0]).toHaveTextContent('Best match');
    expect(items[0]).toHaveAttribute('aria-current', 'true');
    expect(items).toHaveLength(8);
  });

  test('a link to Best match without a search shows Newest', async () => {
    const { calls } = renderApp('/?sort=best-match', { handlers });
    expect(await screen.findByRole('button', { name: 'Sort: Newest' })).toBeInTheDocument();
    expect(lastCall(calls, 'ideas.browse')).toMatchObject({ sort: 'newest' });
  });
});
