import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeIdeaCard, renderApp } from '../../test/render';

const grace = {
  id: 7,
  username: 'grace',
  name: 'Grace Hopper',
  institution: 'Yale University',
  email: 'grace@example.org',
  orcidId: '0000-0002-1825-0097',
};

test('a profile shows who the researcher is, with the ORCID iD linked to orcid.org', async () => {
  renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
    },
  });
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Grace Hopper' }),
  ).toBeInTheDocument();
  expect(screen.getByText('grace')).toBeInTheDocument();
  expect(screen.getByText('Yale University')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /grace@example\.org/ })).toBeInTheDocument();
  expect(screen.getByRole('link', { name: grace.orcidId })).toHaveAttribute(
    'href',
    `https://orcid.org/${grace.orcidId}`,
  );
  expect(await screen.findByText(MESSAGES.empty.noResearcherIdeas)).toBeInTheDocument();
});

test('Publication Statistics shows totals and the average impact to one decimal', async () => {
  const { user } = renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
      'users.stats': () => ({ totalIdeas: 3, totalRatings: 4, averageImpact: 6.666 }),
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Publication Statistics' }));
  const panel = await screen.findByRole('tabpanel');
  expect(await within(panel).findByText('6.7')).toBeInTheDocument();
  expect(within(panel).getByText('3')).toBeInTheDocument();
  expect(within(panel).getByText('4')).toBeInTheDocument();
});

test('with no ratings the average reads 0.0', async () => {
  const { user } = renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
      'users.stats': () => ({ totalIdeas: 0, totalRatings: 0, averageImpact: 0 }),
    },
  });
  await user.click(await screen.findByRole('tab', { name: 'Publication Statistics' }));
  expect(await screen.findByText('0.0')).toBeInTheDocument();
});

test('an unknown researcher shows "User not found"', async () => {
  renderApp('/users/99', {
    handlers: {
      'users.byId': () => Promise.reject(serverError('NOT_FOUND', MESSAGES.errors.userNotFound)),
      'ideas.byUser': () => ({ items: [], nextCursor: null }),
    },
  });
  expect(
    await screen.findByRole('heading', { name: MESSAGES.empty.userNotFound }),
  ).toBeInTheDocument();
});

test('a malformed id shows "User not found" without asking the server', async () => {
  const { calls } = renderApp('/users/abc');
  expect(
    await screen.findByRole('heading', { name: MESSAGES.empty.userNotFound }),
  ).toBeInTheDocument();
  expect(calls.some((call) => call.path === 'users.byId')).toBe(false);
});

test('a profile with ideas offers them as citation files, links their feed and names the page', async () => {
  renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': () => ({
        items: [makeIdeaCard(3, 'Idea 3', { userId: 7 })],
        nextCursor: null,
      }),
    },
  });
  const exports = await screen.findByRole('group', { name: 'Export ideas' });
  expect(
    within(exports)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href')),
  ).toEqual(
    ['bibtex', 'ris', 'endnote', 'csl-json'].map(
      (format) => `/api/users/7/ideas/export?format=${format}`,
    ),
  );
  expect(document.head.querySelector('link[type="application/atom+xml"]')).toHaveAttribute(
    'href',
    '/feeds/ideas.atom?user=7',
  );
  expect(document.title).toBe(`Grace Hopper - ${MESSAGES.app.name}`);
});

test('a prolific researcher’s ideas come a page at a time: Load more adds the next page', async () => {
  const asked: unknown[] = [];
  renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': (input) => {
        asked.push(input);
        const { cursor } = input as { cursor?: string | null };
        return cursor === 'page-2'
          ? { items: [makeIdeaCard(1, 'The oldest idea', { userId: 7 })], nextCursor: null }
          : { items: [makeIdeaCard(2, 'The newest idea', { userId: 7 })], nextCursor: 'page-2' };
      },
    },
  });
  expect(await screen.findByRole('heading', { name: 'The newest idea' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'The oldest idea' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('heading', { name: 'The oldest idea' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'The newest idea' })).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  expect(asked.at(-1)).toMatchObject({ userId: 7, cursor: 'page-2' });
});

test('a next page that fails to load says so and keeps Load more to try again', async () => {
  let failNext = true;
  renderApp('/users/7', {
    handlers: {
      'users.byId': () => grace,
      'ideas.byUser': (input) => {
        if (!(input as { cursor?: string | null }).cursor)
          return { items: [makeIdeaCard(2, 'The newest idea', { userId: 7 })], nextCursor: 'p2' };
        if (failNext) {
          failNext = false;
          return Promise.reject(serverError('INTERNAL_SERVER_ERROR', 'Database unavailable'));
        }
        return { items: [makeIdeaCard(1, 'The oldest idea', { userId: 7 })], nextCursor: null };
      },
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Load more' }));
  expect(await screen.findByText('Could not load more ideas.')).toHaveAttribute('role', 'alert');
  await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
  expect(await screen.findByRole('heading', { name: 'The oldest idea' })).toBeInTheDocument();
  expect(screen.queryByText('Could not load more ideas.')).not.toBeInTheDocument();
});
