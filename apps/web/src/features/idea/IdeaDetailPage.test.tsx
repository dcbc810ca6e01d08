import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';
import { ideaPageHandlers, makeIdeaDetail, renderIdeaPage } from './test-fixtures';

describe('idea detail page', () => {
  test('shows the idea: title, date, fields, the three sections and the researcher', async () => {
    await renderIdeaPage();

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cheap sensors for soil moisture',
    );
    expect(screen.getByText('Jan 5, 2026')).toBeInTheDocument();
    const fields = screen.getByRole('list', { name: 'Academic fields' });
    expect(
      within(fields)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Engineering', 'Environmental Science']);
    for (const heading of ['The Challenge', 'Proposed Approach', 'Potential Impact']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/Use capacitive traces/).textContent).toContain('\nCalibrate');

    const researcher = screen.getByRole('region', { name: 'About the Researcher' });
    expect(within(researcher).getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute(
      'href',
      '/users/7',
    );
    expect(within(researcher).getByText('Harvard University')).toBeInTheDocument();
    expect(
      within(researcher).getByRole('link', { name: /ORCID: 0000-0002-1825-0097/ }),
    ).toHaveAttribute('href', 'https://orcid.org/0000-0002-1825-0097');
  });

  test('renders user text as text, never as HTML', async () => {
    await renderIdeaPage({
      idea: makeIdeaDetail({ challenge: '<img src=x onerror=alert(1)><b>bold</b>' }),
    });
    expect(screen.getByText('<img src=x onerror=alert(1)><b>bold</b>')).toBeInTheDocument();
    expect(document.querySelector('img[src="x"]')).toBeNull();
  });

  test('without an author: "Author information unavailable"', async () => {
    await renderIdeaPage({ idea: makeIdeaDetail({ author: null }) });
    expect(screen.getByText('Author information unavailable')).toBeInTheDocument();
  });

  test('Inspired by lists internal and external citations with their count', async () => {
    await renderIdeaPage({
      idea: makeIdeaDetail({
        citations: [
          { type: 'internal', internalId: 4 },
          {
            type: 'external',
            externalData: {
              authors: 'Doe, J.',
              title: 'Soil physics',
              year: 2019,
              journal: 'Geoderma',
              doi: '10.1000/soil.1',
              url: 'https://example.org/soil',
            },
          },
          {
            type: 'external',
            externalData: {
              authors: 'X',
              title: 'Bad link',
              year: 2020,
              url: 'javascript:alert(1)',
            },
          },
        ],
        linkedIdeas: [
          {
            id: 4,
            title: 'Open irrigation data',
            description: 'Share the data.',
            withdrawnAt: null,
          },
        ],
      }),
    });
    const section = screen.getByRole('region', { name: /Inspired by/ });
    expect(within(section).getByLabelText('3 citations')).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Open irrigation data' })).toHaveAttribute(
      'href',
      '/idea/4',
    );
    expect(within(section).getByText('Share the data.')).toBeInTheDocument();
    expect(
      within(section).getByText('Doe, J. (2019). Soil physics. Geoderma.'),
    ).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: /DOI: 10.1000\/soil.1/ })).toHaveAttribute(
      'href',
      'https://doi.org/10.1000/soil.1',
    );
    expect(within(section).getByRole('link', { name: /example\.org/ })).toHaveAttribute(
      'href',
      'https://example.org/soil',
    );
    expect(section.querySelector('a[href^="javascript"]')).toBeNull();
  });

  test('no citations: no Inspired by section', async () => {
    await renderIdeaPage();
    expect(screen.queryByRole('region', { name: /Inspired by/ })).not.toBeInTheDocument();
  });

  test('up to 3 similar ideas as cards; none hides the section', async () => {
    const card = (id: number) => ({
      id,
      userId: 2,
      title: `Similar ${id}`,
      challenge: 'c',
      fields: ['Physics'],
      createdAt: '2026-01-01T00:00:00.000Z',
      author: { id: 2, username: 'bob' },
      stats: {
        ratingCount: 0,
        avgRelevance: 0,
        avgDifficulty: 0,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
      score: 1,
    });
    await renderIdeaPage({ extra: { 'ideas.similar': () => [card(2), card(3), card(4)] } });
    const section = await screen.findByRole('region', { name: 'Similar Ideas' });
    expect(within(section).getAllByRole('article')).toHaveLength(3);
    expect(within(section).getByRole('link', { name: 'Similar 2' })).toHaveAttribute(
      'href',
      '/idea/2',
    );
  });

  test('a missing idea shows "Idea not found"', async () => {
    renderApp('/idea/999', {
      handlers: {
        ...ideaPageHandlers(),
        'ideas.byId': () => {
          throw serverError('NOT_FOUND', 'Idea not found');
        },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Idea not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  test('an id that is not a number is not found either', async () => {
    renderApp('/idea/abc', { handlers: ideaPageHandlers() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Idea not found' }, { timeout: 10_000 }),
    ).toBeInTheDocument();
  });

  test('any other failure offers a retry', async () => {
    let fail = true;
    const idea = makeIdeaDetail();
    const app = renderApp('/idea/1', {
      handlers: {
        ...ideaPageHandlers(idea),
        'ideas.byId': () => {
          if (fail) throw serverError('INTERNAL_SERVER_ERROR', 'Something broke');
          return idea;
        },
      },
    });
    expect(
      await screen.findByText('Could not load this idea', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('500: Something broke')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: idea.title })).toBeInTheDocument();
  });

  test('signed-in users get a favorite star', async () => {
    let favorites: number[] = [];
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'favorites.list': () => favorites,
        'favorites.add': () => (favorites = [1]),
      },
    });
    const star = await screen.findByRole('button', {
      name: 'Add “Cheap sensors for soil moisture” to favorites',
    });
    await app.user.click(star);
    expect(
      await screen.findByRole('button', {
        name: 'Remove “Cheap sensors for soil moisture” from favorites',
      }),
    ).toBeInTheDocument();
  });

  test('visitors get no favorite star', async () => {
    await renderIdeaPage();
    expect(screen.queryByRole('button', { name: /favorites/ })).not.toBeInTheDocument();
  });

  test('the back link goes to browse', async () => {
    const app = await renderIdeaPage();
    const back = screen.getByRole('link', { name: 'Back to ideas' });
    expect(back).toHaveAttribute('href', '/');
    await app.user.click(back);
    await waitFor(() => expect(app.history.location.pathname).toBe('/'));
  });
});
