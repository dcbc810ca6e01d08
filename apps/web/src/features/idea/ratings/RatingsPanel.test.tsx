import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import type { UserEvent } from '@testing-library/user-event';
import { makeUser } from '../../../test/render';
import { makeIdeaDetail, renderIdeaPage } from '../test-fixtures';

/** Clicks a star as a person does: on its label (the radio input is hidden). */
async function clickStar(user: UserEvent, name: string) {
  const radio = await screen.findByRole('radio', { name });
  const label = document.querySelector<HTMLLabelElement>(`label[for="${radio.id}"]`);
  if (!label) throw new Error(`no label for ${name}`);
  await user.click(label);
}

describe('rating controls', () => {
  test('a visitor who clicks a star is asked to log in, and nothing is sent', async () => {
    const app = await renderIdeaPage();
    await clickStar(app.user, 'Impact 7 of 10');

    expect(await screen.findByText('Please log in')).toBeInTheDocument();
    expect(screen.getByText('You need to be logged in to rate ideas.')).toBeInTheDocument();
    expect(app.calls.some((call) => call.path === 'ratings.rate')).toBe(false);
  });

  test('without an earlier rating, the other dimension is sent as 5', async () => {
    const user = makeUser({ id: 3 });
    const app = await renderIdeaPage({
      user,
      extra: {
        'ratings.rate': (input) => {
          const { relevance, difficulty } = input as { relevance: number; difficulty: number };
          return {
            ratings: [{ userId: 3, relevance, difficulty }],
            stats: {
              ratingCount: 1,
              avgRelevance: relevance,
              avgDifficulty: difficulty,
              favoriteCount: 0,
              pursuingCount: 0,
              publishedCount: 0,
            },
          };
        },
      },
    });

    await clickStar(app.user, 'Impact 8 of 10');

    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'ratings.rate')?.input).toEqual({
        ideaId: 1,
        relevance: 8,
        difficulty: 5,
      }),
    );
    expect(await screen.findByText('Rating submitted')).toBeInTheDocument();
    expect(screen.getByText('Thank you for your feedback!')).toBeInTheDocument();
    // The cached idea now has the rating: its average, count and the user's stars.
    expect(await screen.findByText('1 rating')).toBeInTheDocument();
    expect(screen.getByText('8.0')).toBeInTheDocument();
    expect(screen.getByText('5.0')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Impact 8 of 10' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Feasibility 5 of 10' })).toBeChecked();
  });

  /** The idea page for user 3, who rated Impact 3 and Feasibility 9 before. */
  async function renderRatedEarlier() {
    const idea = makeIdeaDetail({
      ratings: [{ userId: 3, relevance: 3, difficulty: 9 }],
      stats: {
        ratingCount: 1,
        avgRelevance: 3,
        avgDifficulty: 9,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
    });
    return renderIdeaPage({
      user: makeUser({ id: 3 }),
      idea,
      extra: { 'ratings.rate': () => ({ ratings: idea.ratings, stats: idea.stats }) },
    });
  }

  test('with an earlier rating, the other dimension keeps its value', async () => {
    const app = await renderRatedEarlier();

    await clickStar(app.user, 'Feasibility 4 of 10');

    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'ratings.rate')?.input).toEqual({
        ideaId: 1,
        relevance: 3,
        difficulty: 4,
      }),
    );
  });

  test('picking the rating one already gave sends nothing; the empty choice is named "not rated"', async () => {
    const app = await renderRatedEarlier();
    await clickStar(app.user, 'Feasibility 9 of 10');
    await clickStar(app.user, 'Impact 3 of 10');
    expect(app.calls.some((call) => call.path === 'ratings.rate')).toBe(false);
    expect(screen.queryByRole('radio', { name: /\b0 of 10/ })).not.toBeInTheDocument();
    expect(screen.getAllByRole('radio', { name: /: not rated$/ })).toHaveLength(2);
  });

  test('a failed rating says so', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'ratings.rate': () => {
          throw serverError('INTERNAL_SERVER_ERROR', 'boom');
        },
      },
    });
    await clickStar(app.user, 'Feasibility 2 of 10');
    expect(
      await screen.findByText('Failed to submit rating. Please try again.'),
    ).toBeInTheDocument();
  });

  test('averages have one decimal, and each histogram has 10 labelled bars ignoring out-of-range values', async () => {
    const idea = makeIdeaDetail({
      ratings: [
        { userId: 1, relevance: 10, difficulty: 1 },
        { userId: 2, relevance: 10, difficulty: 2 },
        { userId: 3, relevance: 7, difficulty: 0 },
        { userId: 4, relevance: 11, difficulty: 2 },
      ],
      stats: {
        ratingCount: 4,
        avgRelevance: 9.5,
        avgDifficulty: 1.25,
        favoriteCount: 0,
        pursuingCount: 0,
        publishedCount: 0,
      },
    });
    await renderIdeaPage({ idea });

    expect(await screen.findByText('4 ratings')).toBeInTheDocument();
    expect(screen.getByText('9.5')).toBeInTheDocument();
    expect(screen.getByText('1.3')).toBeInTheDocument();

    const impact = screen.getByRole('list', { name: 'Impact distribution' });
    const impactBars = within(impact).getAllByRole('listitem');
    expect(impactBars).toHaveLength(10);
    expect(impactBars[9]).toHaveTextContent('Impact 10: 2 ratings');
    expect(impactBars[6]).toHaveTextContent('Impact 7: 1 rating');
    expect(impactBars[0]).toHaveTextContent('Impact 1: 0 ratings');

    const feasibility = screen.getByRole('list', { name: 'Feasibility distribution' });
    const counts = within(feasibility)
      .getAllByRole('listitem')
      .map((bar) => Number(bar.getAttribute('data-count')));
    // The 0 is ignored; 1 once, 2 twice.
    expect(counts).toEqual([1, 2, 0, 0, 0, 0, 0, 0, 0, 0]);
  });

  test('without ratings there is an empty state instead of histograms', async () => {
    await renderIdeaPage();
    expect(await screen.findByText('0 ratings')).toBeInTheDocument();
    expect(screen.getByText('No ratings yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Impact distribution' })).not.toBeInTheDocument();
  });
});
