// The browse page's claim filter (issue 12): in the Filters sheet, in the URL, sent to the server.
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { makeIdeaCard, renderApp } from '../../test/render';

const claimed = makeIdeaCard(1, 'Snow algae from orbit', {
  stats: {
    ratingCount: 0,
    avgRelevance: 0,
    avgDifficulty: 0,
    favoriteCount: 0,
    pursuingCount: 2,
    publishedCount: 1,
  },
});

const browse = () => ({ items: [claimed, makeIdeaCard(2, 'Nobody on it')], nextCursor: null });

function searchOf(history: { location: { search: string } }) {
  return Object.fromEntries(new URLSearchParams(history.location.search));
}

function lastBrowse(calls: { path: string; input: unknown }[]) {
  return calls.filter((call) => call.path === 'ideas.browse').at(-1)?.input;
}

describe('claims on the browse page', () => {
  test('cards say how many pursue an idea and how many results it has', async () => {
    renderApp('/', { handlers: { 'ideas.browse': browse } });
    const card = (await screen.findByRole('heading', { name: claimed.title })).closest('article')!;
    expect(within(card).getByText('2 pursuing')).toBeInTheDocument();
    expect(within(card).getByText('Result published')).toBeInTheDocument();
    const open = screen.getByRole('heading', { name: 'Nobody on it' }).closest('article')!;
    expect(within(open).queryByTestId('claim-badges')).not.toBeInTheDocument();
  });

  test('the Filters sheet sets the claim filter in the URL, the server gets it, Reset clears it', async () => {
    const { user, history, calls } = renderApp('/?q=algae', {
      handlers: { 'ideas.browse': browse },
    });
    await user.click(await screen.findByRole('button', { name: /^Filters/ }));
    const drawer = await screen.findByRole('dialog', { name: 'Filters' });
    const group = within(drawer).getByRole('radiogroup', { name: 'Claims' });
    expect(within(group).getByRole('radio', { name: 'All ideas' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Being pursued' }));
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae', claims: 'pursued' }));
    await waitFor(() =>
      expect(lastBrowse(calls)).toMatchObject({ search: 'algae', claims: 'pursued' }),
    );
    expect(
      screen.getByRole('button', { name: 'Filters, 1 active', hidden: true }),
    ).toBeInTheDocument();

    await user.click(within(group).getByRole('radio', { name: 'All ideas' }));
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae' }));

    await user.click(within(group).getByRole('radio', { name: 'With a published result' }));
    await waitFor(() => expect(searchOf(history).claims).toBe('published'));
    await user.click(within(drawer).getByRole('button', { name: 'Reset Filters' }));
    await waitFor(() => expect(searchOf(history)).toEqual({ q: 'algae' }));
    expect(within(group).getByRole('radio', { name: 'All ideas' })).toBeChecked();
  });

  test('a shared link opens with its claim filter; Random Idea keeps to it', async () => {
    const { user, calls } = renderApp('/?claims=open', {
      handlers: { 'ideas.browse': browse, 'ideas.random': () => null },
    });
    await screen.findByRole('heading', { name: claimed.title });
    expect(lastBrowse(calls)).toMatchObject({ claims: 'open' });
    await user.click(screen.getByRole('button', { name: /Random Idea/ }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === 'ideas.random')?.input).toEqual({ claims: 'open' }),
    );
  });
});
