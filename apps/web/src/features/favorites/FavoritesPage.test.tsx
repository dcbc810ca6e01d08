import { screen, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { makeIdeaCard, makeUser, renderApp } from '../../test/render';

test('My Favorites offers the favorites as BibTeX, RIS, EndNote and CSL-JSON files', async () => {
  renderApp('/favorites', {
    user: makeUser(),
    handlers: { 'favorites.ideas': () => [makeIdeaCard(4)], 'favorites.list': () => [4] },
  });
  const exports = await screen.findByRole('group', { name: 'Export favorites' });
  const links = within(exports).getAllByRole('link');
  expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
    ['BibTeX', '/api/favorites/export?format=bibtex'],
    ['RIS', '/api/favorites/export?format=ris'],
    ['EndNote', '/api/favorites/export?format=endnote'],
    ['CSL-JSON', '/api/favorites/export?format=csl-json'],
  ]);
});

test('with no favorites there is nothing to export', async () => {
  renderApp('/favorites', {
    user: makeUser(),
    handlers: { 'favorites.ideas': () => [], 'favorites.list': () => [] },
  });
  expect(await screen.findByText(MESSAGES.empty.noFavorites)).toBeInTheDocument();
  expect(screen.queryByRole('group', { name: 'Export favorites' })).not.toBeInTheDocument();
});

test('every card on My Favorites shows its star pressed from the first render', async () => {
  const { calls } = renderApp('/favorites', {
    user: makeUser({ favorites: [4, 7] }),
    handlers: {
      'favorites.ideas': () => [makeIdeaCard(4), makeIdeaCard(7)],
      // Were the ids asked for again, they would come well after the cards.
      'favorites.list': () => new Promise((resolve) => setTimeout(() => resolve([4, 7]), 2_000)),
    },
  });
  const cards = await screen.findAllByRole('article');
  const stars = cards.map((card) => within(card).getByRole('button', { name: /favorites$/ }));
  expect(stars.map((star) => star.getAttribute('aria-pressed'))).toEqual(['true', 'true']);
  // The ids came with the signed-in user.
  expect(calls.filter((call) => call.path === 'favorites.list')).toEqual([]);
});
