import { screen, waitFor, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { makeUser, renderApp } from '../../test/render';
import { makeIdeaDetail } from '../idea/test-fixtures';

const idea = {
  id: 42,
  userId: 7,
  title: 'Octopus consciousness tests',
  challenge: 'Animal welfare law covers cephalopods, but <b>nobody</b> knows how to test them.',
  fields: ['Biology', 'Philosophy', 'Alchemy'],
  createdAt: '2026-01-05T12:00:00.000Z',
  author: { id: 7, username: 'julien' },
  stats: {
    ratingCount: 0,
    avgRelevance: 0,
    avgDifficulty: 0,
    favoriteCount: 0,
    pursuingCount: 0,
    publishedCount: 0,
  },
};

const julien = {
  id: 7,
  username: 'julien',
  name: 'Julien Moreau',
  institution: 'Sorbonne',
  email: 'julien@example.org',
  orcidId: '',
};

/** Cards rendered by a screen of this foundation: the researcher profile. */
function profileWith(ideas: unknown[]) {
  return { 'users.byId': () => julien, 'ideas.byUser': () => ({ items: ideas, nextCursor: null }) };
}

test('a card shows title, challenge as text, date, field badges and the author link', async () => {
  renderApp('/users/7', { handlers: profileWith([idea]) });
  const card = (await screen.findByRole('heading', { name: idea.title })).closest('article')!;
  const inCard = within(card);
  expect(inCard.getByRole('link', { name: idea.title })).toHaveAttribute('href', '/idea/42');
  // User text is never HTML.
  expect(inCard.getByText(idea.challenge)).toBeInTheDocument();
  expect(card.querySelector('b')).toBeNull();
  expect(inCard.getByText('Jan 5, 2026')).toBeInTheDocument();
  expect(inCard.getByText('Biology')).toBeInTheDocument();
  expect(inCard.getByText('Alchemy')).toBeInTheDocument();
  expect(inCard.getByRole('link', { name: /julien/ })).toHaveAttribute('href', '/users/7');
  // Visitors get no star.
  expect(inCard.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
});

test('a card without an author shows no author link', async () => {
  renderApp('/users/7', { handlers: profileWith([{ ...idea, author: null }]) });
  const card = (await screen.findByRole('heading', { name: idea.title })).closest('article')!;
  expect(within(card).getAllByRole('link')).toHaveLength(1);
});

test('a signed-in user stars an idea and the favorites list is refreshed', async () => {
  let favorites: number[] = [];
  const { user, calls } = renderApp('/users/7', {
    user: makeUser(),
    handlers: {
      ...profileWith([idea]),
      'favorites.list': () => favorites,
      'favorites.add': (input) => {
        favorites = [...favorites, (input as { ideaId: number }).ideaId];
        return favorites;
      },
      'favorites.remove': (input) => {
        favorites = favorites.filter((id) => id !== (input as { ideaId: number }).ideaId);
        return favorites;
      },
    },
  });
  await user.click(await screen.findByRole('button', { name: `Add “${idea.title}” to favorites` }));
  const remove = () =>
    screen.getByRole('button', { name: `Remove “${idea.title}” from favorites` });
  await waitFor(() => expect(remove()).toHaveAttribute('aria-pressed', 'true'));
  expect(calls.find((call) => call.path === 'favorites.add')?.input).toEqual({ ideaId: 42 });
  // The star shows the new state as soon as the server answers but stays busy (disabled)
  // until the add has settled; a click in between would do nothing. The star is found
  // again for the click: the refreshed lists may have rendered the card anew.
  await waitFor(() => expect(remove()).toBeEnabled());
  await user.click(remove());
  await waitFor(() =>
    expect(
      screen.getByRole('button', { name: `Add “${idea.title}” to favorites` }),
    ).toHaveAttribute('aria-pressed', 'false'),
  );
  expect(calls.filter((call) => call.path === 'favorites.list').length).toBeGreaterThan(1);
});

test('a star knows its state with the signed-in user, without asking for the favorite ids again', async () => {
  const { calls } = renderApp('/users/7', {
    user: makeUser({ favorites: [42] }),
    handlers: {
      ...profileWith([idea]),
      // Were the ids asked for, they would come well after the cards.
      'favorites.list': () => new Promise((resolve) => setTimeout(() => resolve([42]), 2_000)),
    },
  });
  const card = (await screen.findByRole('heading', { name: idea.title })).closest('article')!;
  // Once the user is known: "Remove" at once (the ids would take 2 s to come).
  const star = await within(card).findByRole('button', {
    name: `Remove “${idea.title}” from favorites`,
  });
  expect(star).toHaveAttribute('aria-pressed', 'true');
  expect(within(card).queryByTestId('favorite-star-placeholder')).not.toBeInTheDocument();
  expect(calls.filter((call) => call.path === 'favorites.list')).toEqual([]);
});

test('hovering a card loads its idea before the click, and the click shows it at once', async () => {
  const { user, calls, history } = renderApp('/users/7', {
    handlers: {
      ...profileWith([idea]),
      'ideas.byId': () => makeIdeaDetail({ id: idea.id, title: idea.title }),
      'ideas.similar': () => [],
      'comments.list': () => [],
    },
  });
  const link = await screen.findByRole('link', { name: idea.title });
  expect(calls.some((call) => call.path === 'ideas.byId')).toBe(false);

  await user.hover(link);
  await waitFor(() =>
    expect(calls.filter((call) => call.path === 'ideas.byId').map((call) => call.input)).toEqual([
      { id: 42 },
    ]),
  );

  await user.click(link);
  await waitFor(() => expect(history.location.pathname).toBe('/idea/42'));
  expect(await screen.findByRole('heading', { level: 1, name: idea.title })).toBeInTheDocument();
  // The click used what the hover loaded.
  expect(calls.filter((call) => call.path === 'ideas.byId')).toHaveLength(1);
});
