import { screen } from '@testing-library/react';
import type { CommentItem, IdeaDetail } from '@thisoneforfree/contracts';
import type { FakeHandlers } from '../../test/fake-trpc';
import { renderApp, type RenderAppOptions } from '../../test/render';

/** An idea as `ideas.byId` returns it. */
export function makeIdeaDetail(overrides: Partial<IdeaDetail> = {}): IdeaDetail {
  return {
    id: 1,
    userId: 7,
    title: 'Cheap sensors for soil moisture',
    challenge: 'Farmers cannot afford moisture sensors.',
    approach: 'Use capacitive traces on PCBs.\nCalibrate against gravimetric samples.',
    impact: 'Less water wasted on irrigation.',
    fields: ['Engineering', 'Environmental Science'],
    ratings: [],
    citations: [],
    createdAt: '2026-01-05T12:00:00.000Z',
    version: 1,
    updatedAt: '2026-01-05T12:00:00.000Z',
    withdrawnAt: null,
    withdrawnBy: null,
    stats: {
      ratingCount: 0,
      avgRelevance: 0,
      avgDifficulty: 0,
      favoriteCount: 0,
      pursuingCount: 0,
      publishedCount: 0,
    },
    author: {
      id: 7,
      username: 'grace',
      name: 'Grace Hopper',
      institution: 'Harvard University',
      email: 'grace@example.org',
      orcidId: '0000-0002-1825-0097',
    },
    linkedIdeas: [],
    ...overrides,
  };
}

let nextCommentId = 100;

export function makeComment(overrides: Partial<CommentItem> = {}): CommentItem {
  const id = overrides.id ?? nextCommentId++;
  return {
    id,
    ideaId: 1,
    userId: 7,
    parentId: null,
    content: `Comment ${id}`,
    status: 'active',
    createdAt: '2026-01-06T12:00:00.000Z',
    updatedAt: '2026-01-06T12:00:00.000Z',
    flagCount: 0,
    author: { id: 7, username: 'grace', name: 'Grace Hopper' },
    flaggedByMe: false,
    ...overrides,
  };
}

/** `comments.list` answering with these comments. */
export const commentsHandler = (comments: CommentItem[]): FakeHandlers => ({
  'comments.list': () => comments,
});

/** Every call the idea page makes, answered with an idea and no comments or similar ideas. */
export function ideaPageHandlers(
  idea: IdeaDetail = makeIdeaDetail(),
  extra: FakeHandlers = {},
): FakeHandlers {
  return {
    'ideas.byId': () => idea,
    'ideas.similar': () => [],
    'comments.list': () => [],
    'claims.list': () => [],
    'favorites.list': () => [],
    'citations.formatIdea': (input) => ({
      text: `Citation of ${idea.title} (${(input as { style: string }).style})`,
    }),
    ...extra,
  };
}

/**
 * Renders /idea/{id} and waits for its title (the route chunk loads lazily,
 * which can take a while on a busy machine).
 */
export async function renderIdeaPage(
  options: RenderAppOptions & { idea?: IdeaDetail; extra?: FakeHandlers } = {},
) {
  const idea = options.idea ?? makeIdeaDetail();
  const app = renderApp(`/idea/${idea.id}`, {
    user: options.user ?? null,
    handlers: options.handlers ?? ideaPageHandlers(idea, options.extra),
  });
  await screen.findByRole('heading', { level: 1, name: idea.title }, { timeout: 10_000 });
  return app;
}
