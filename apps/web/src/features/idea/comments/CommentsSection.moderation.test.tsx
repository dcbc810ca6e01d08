// Comments on the idea page. Flagging and the admins' status menu.
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { commentsHandler, makeComment, renderIdeaPage } from '../test-fixtures';

describe('comments', () => {
  test('Flag reports the comment and refreshes the list', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        ...commentsHandler([makeComment({ id: 9 })]),
        'comments.flag': () => ({ success: true }),
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Flag comment by Grace Hopper' }),
    );
    expect(await screen.findByText('Comment flagged')).toBeInTheDocument();
    expect(screen.getByText('The comment has been flagged for review.')).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === 'comments.flag')?.input).toEqual({ id: 9 });
  });

  test("one's own comments offer Reply but no Flag", async () => {
    await renderIdeaPage({
      user: makeUser({ id: 7 }),
      extra: commentsHandler([makeComment({ id: 9 })]),
    });
    expect(
      await screen.findByRole('button', { name: 'Reply to Grace Hopper' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Flag/ })).not.toBeInTheDocument();
  });

  test('a failed flag says so', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        ...commentsHandler([makeComment({ id: 9 })]),
        'comments.flag': () => {
          throw serverError('CONFLICT', 'Only active comments can be flagged');
        },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Flag comment by Grace Hopper' }),
    );
    expect(
      await screen.findByText('Failed to flag comment. Please try again.'),
    ).toBeInTheDocument();
  });

  test('only admins get the moderation menu', async () => {
    await renderIdeaPage({
      user: makeUser({ isAdmin: 0 }),
      extra: commentsHandler([makeComment({ id: 1, content: 'Plain' })]),
    });
    await screen.findByText('Plain');
    expect(screen.queryByRole('button', { name: /^Moderate comment/ })).not.toBeInTheDocument();
  });

  test('an admin can hide, delete or reactivate a comment', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ isAdmin: 1 }),
      extra: {
        ...commentsHandler([
          makeComment({ id: 4, content: 'Spam', status: 'flagged', flagCount: 2 }),
        ]),
        'comments.setStatus': (input) => ({ ...makeComment({ id: 4 }), ...(input as object) }),
      },
    });
    expect(await screen.findByText('Flagged 2 times')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Moderate comment by Grace Hopper' }));
    expect(await screen.findByRole('menuitem', { name: 'Mark Active' })).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: 'Delete' })).toBeInTheDocument();
    await app.user.click(screen.getByRole('menuitem', { name: 'Hide' }));

    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'comments.setStatus')?.input).toEqual({
        id: 4,
        status: 'hidden',
      }),
    );
    expect(await screen.findByText('Comment updated')).toBeInTheDocument();
    expect(
      screen.getByText('The comment status has been updated successfully.'),
    ).toBeInTheDocument();
  });

  test('a failed status change says so', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ isAdmin: 1 }),
      extra: {
        ...commentsHandler([makeComment({ id: 4 })]),
        'comments.setStatus': () => {
          throw serverError('FORBIDDEN', 'Only admins can change comment status');
        },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Moderate comment by Grace Hopper' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    expect(
      await screen.findByText('Failed to update comment status. Please try again.'),
    ).toBeInTheDocument();
  });
});
