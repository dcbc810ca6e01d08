import { createMemoryHistory } from '@tanstack/react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { IdeaCard, User } from '@thisoneforfree/contracts';
import { App } from '../App';
import { reportCaughtError } from '../lib/caught-errors';
import { createFakeTrpcClient, type FakeHandlers } from './fake-trpc';

export interface RenderAppOptions {
  /** Who is logged in (`auth.me`); null by default. */
  user?: User | null;
  handlers?: FakeHandlers;
}

/** Renders the whole app at `path` over a fake API. */
export function renderApp(path: string, { user = null, handlers = {} }: RenderAppOptions = {}) {
  const fake = createFakeTrpcClient({
    'auth.me': () => user,
    // What every signed-in page asks for (the bell, follow buttons), unless a test says otherwise.
    'notifications.unreadCount': () => ({ unreadCount: 0 }),
    'follows.list': () => ({ users: [], fields: [], ideas: [] }),
    ...handlers,
  });
  const history = createMemoryHistory({ initialEntries: [path] });
  // As main.tsx does: an API failure on a route's error screen is not a console error.
  const result = render(<App trpcClient={fake.client} history={history} env="test" />, {
    onCaughtError: reportCaughtError,
  });
  return { ...result, history, calls: fake.calls, user: userEvent.setup({ delay: null }) };
}

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    id: 1,
    username: 'ada',
    name: 'Ada Lovelace',
    email: 'ada@example.org',
    institution: 'Analytical Engines Ltd',
    orcidId: '',
    isAdmin: 0,
    emailVerified: 1,
    preferences: { citationFormat: 'apa' },
    favorites: [],
    ...overrides,
  };
}

/** An idea card as `ideas.browse` and friends return it. */
export function makeIdeaCard(
  id: number,
  title = `Idea ${id}`,
  overrides: Partial<IdeaCard> = {},
): IdeaCard {
  return {
    id,
    userId: 2,
    title,
    challenge: `Why ${title}`,
    fields: ['Biology'],
    createdAt: '2026-01-05T12:00:00.000Z',
    author: { id: 2, username: 'grace' },
    stats: {
      ratingCount: 0,
      avgRelevance: 0,
      avgDifficulty: 0,
      favoriteCount: 0,
      pursuingCount: 0,
      publishedCount: 0,
    },
    ...overrides,
  };
}
