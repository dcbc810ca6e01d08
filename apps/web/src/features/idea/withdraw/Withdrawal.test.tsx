import { notifications } from '@mantine/notifications';
import { screen, waitFor, within } from '@testing-library/react';
import { type IdeaDetail, MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { ideaPageHandlers, makeIdeaDetail, renderIdeaPage } from '../test-fixtures';

afterEach(() => notifications.clean());

const author = makeUser({ id: 7, username: 'grace', name: 'Grace Hopper' });
const admin = makeUser({ id: 99, username: 'mod', isAdmin: 1 });

const tombstone = (idea: IdeaDetail, by: 'author' | 'moderator'): IdeaDetail => ({
  ...idea,
  challenge: '',
  approach: '',
  impact: '',
  fields: [],
  citations: [],
  withdrawnAt: '2026-03-03T09:00:00.000Z',
  withdrawnBy: by,
});

describe('Edit and Withdraw on the idea page', () => {
  test.each([
    ['a visitor', null],
    ['another user', makeUser({ id: 8 })],
  ])('%s sees neither', async (_who, user) => {
    await renderIdeaPage({ user });
    expect(screen.getByRole('button', { name: 'Cite' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
  });

  test('the author sees Edit (to the edit page) and Withdraw', async () => {
    await renderIdeaPage({ user: author });
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute(
      'href',
      '/idea/1/edit',
    );
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
  });

  test('withdrawing asks first; Cancel changes nothing', async () => {
    const app = await renderIdeaPage({ user: author });
    await app.user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw this idea?' });
    expect(within(dialog).getByText(/It cannot be edited or brought back/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.calls.some((call) => call.path === 'ideas.withdraw')).toBe(false);
  });

  test('confirmed, the idea is withdrawn once, and its page becomes the tombstone', async () => {
    const idea = makeIdeaDetail();
    let withdrawn = false;
    const app = await renderIdeaPage({
      user: author,
      handlers: ideaPageHandlers(idea, {
        'ideas.byId': () => (withdrawn ? tombstone(idea, 'author') : idea),
        'ideas.withdraw': () => {
          withdrawn = true;
          return tombstone(idea, 'author');
        },
      }),
    });
    await app.user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Withdraw idea' });
    await app.user.dblClick(confirm);
    expect(
      await screen.findByText(MESSAGES.withdrawal.byAuthor('Mar 3, 2026')),
    ).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'ideas.withdraw')).toEqual([
      { path: 'ideas.withdraw', input: { id: 1 } },
    ]);
    expect(await screen.findByText(MESSAGES.toasts.ideaWithdrawn)).toBeInTheDocument();
  });

  test('an admin who is not the author removes it as a moderator', async () => {
    const app = await renderIdeaPage({ user: admin });
    await app.user.click(await screen.findByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove this idea as a moderator?' });
    expect(within(dialog).getByRole('button', { name: 'Remove idea' })).toBeInTheDocument();
  });

  test('a failure says why in a toast and keeps the page', async () => {
    const app = await renderIdeaPage({
      user: author,
      extra: {
        'ideas.withdraw': () => {
          throw serverError('FORBIDDEN', MESSAGES.errors.notIdeaAuthor);
        },
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Withdraw' }));
    await app.user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Withdraw idea' }),
    );
    expect(await screen.findByText(MESSAGES.errors.notIdeaAuthor)).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'The Challenge' })).toBeInTheDocument();
  });
});

describe('the tombstone', () => {
  test('title, author and dates, who withdrew it, and no body', async () => {
    const idea = tombstone(
      makeIdeaDetail({ version: 2, updatedAt: '2026-02-01T12:00:00.000Z' }),
      'author',
    );
    const app = await renderIdeaPage({ idea, user: author });
    expect(screen.getByText(MESSAGES.withdrawal.byAuthor('Mar 3, 2026'))).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.withdrawal.noBody)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grace Hopper' })).toHaveAttribute('href', '/users/7');
    expect(screen.getByTestId('version-line')).toHaveTextContent(
      'Posted Jan 5, 2026 · Version 2, edited Feb 1, 2026',
    );
    for (const heading of ['The Challenge', 'Ratings', 'Comments', 'Similar Ideas'])
      expect(screen.queryByRole('heading', { name: heading })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();
    expect(app.calls.some((call) => call.path === 'comments.list')).toBe(false);
    expect(document.title).toBe(`${idea.title} (withdrawn) - ${MESSAGES.app.name}`);
  });

  test('removed by a moderator', async () => {
    await renderIdeaPage({ idea: tombstone(makeIdeaDetail(), 'moderator') });
    expect(screen.getByText(MESSAGES.withdrawal.byModerator('Mar 3, 2026'))).toBeInTheDocument();
  });

  test('an idea citing a withdrawn one marks it so, and still links to its page', async () => {
    await renderIdeaPage({
      idea: makeIdeaDetail({
        citations: [{ type: 'internal', internalId: 4 }],
        linkedIdeas: [
          {
            id: 4,
            title: 'Open irrigation data',
            description: '',
            withdrawnAt: '2026-03-03T09:00:00.000Z',
          },
        ],
      }),
    });
    const section = screen.getByRole('region', { name: /Inspired by/ });
    expect(within(section).getByRole('link', { name: 'Open irrigation data' })).toHaveAttribute(
      'href',
      '/idea/4',
    );
    expect(within(section).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(section).getByText(/^Withdrawn on Mar 3, 2026/)).toBeInTheDocument();
  });
});
