import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { CommentItem } from '@thisoneforfree/contracts';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { makeComment, renderIdeaPage } from '../test-fixtures';

const commentsHandler = (comments: CommentItem[]) => ({ 'comments.list': () => comments });

describe('comments', () => {
  test('visitors see the login prompt with a link to /auth, and no form', async () => {
    await renderIdeaPage({ extra: commentsHandler([makeComment({ content: 'Nice idea' })]) });

    expect(
      await screen.findByText('You need to be logged in to post comments.'),
    ).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Log In / Sign Up' });
    expect(link.getAttribute('href')).toMatch(/^\/auth/);
    expect(screen.queryByRole('textbox', { name: 'Add a comment' })).not.toBeInTheDocument();
    expect(await screen.findByText('Nice idea')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Flag/ })).not.toBeInTheDocument();
  });

  test('replies are nested under their parent', async () => {
    await renderIdeaPage({
      extra: commentsHandler([
        makeComment({ id: 1, content: 'Parent comment' }),
        makeComment({
          id: 2,
          parentId: 1,
          content: 'A reply',
          author: { id: 8, username: 'alan', name: 'Alan Turing' },
        }),
      ]),
    });
    const replies = await screen.findByRole('list', { name: 'Replies to Grace Hopper' });
    expect(within(replies).getByText('A reply')).toBeInTheDocument();
    expect(within(replies).queryByText('Parent comment')).not.toBeInTheDocument();
    expect(screen.getByLabelText('2 comments')).toBeInTheDocument();
  });

  test('the submit button is disabled while the comment is blank; content is sent trimmed', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'comments.create': (input) => ({ ...makeComment(), ...(input as object) }),
      },
    });
    const textbox = await screen.findByRole('textbox', { name: 'Add a comment' });
    const submit = screen.getByRole('button', { name: 'Post Comment' });
    expect(submit).toBeDisabled();

    await app.user.type(textbox, '    ');
    expect(submit).toBeDisabled();
    expect(screen.getByText('4/1000')).toBeInTheDocument();

    await app.user.type(textbox, ' Worth a try  ');
    expect(submit).toBeEnabled();
    const listCalls = app.calls.filter((call) => call.path === 'comments.list').length;
    await app.user.click(submit);

    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'comments.create')?.input).toEqual({
        ideaId: 1,
        content: 'Worth a try',
        parentId: null,
      }),
    );
    expect(await screen.findByText('Comment submitted')).toBeInTheDocument();
    expect(screen.getByText('Your comment has been posted successfully.')).toBeInTheDocument();
    // The form is cleared and the list refreshed.
    await waitFor(() => expect(textbox).toHaveValue(''));
    await waitFor(() =>
      expect(app.calls.filter((call) => call.path === 'comments.list').length).toBeGreaterThan(
        listCalls,
      ),
    );
  });

  test('a failed post keeps the text and says so', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'comments.create': () => {
          throw serverError('TOO_MANY_REQUESTS', 'Too many requests');
        },
      },
    });
    const textbox = await screen.findByRole('textbox', { name: 'Add a comment' });
    await app.user.type(textbox, 'Hello');
    await app.user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(
      await screen.findByText('Failed to submit comment. Please try again.'),
    ).toBeInTheDocument();
    expect(textbox).toHaveValue('Hello');
  });

  test('Reply is offered only on active comments; non-active ones show a badge and a dashed card', async () => {
    const user = makeUser({ id: 7 });
    await renderIdeaPage({
      user,
      extra: commentsHandler([
        makeComment({
          id: 1,
          content: 'Active one',
          userId: 8,
          author: { id: 8, username: 'alan', name: 'Alan Turing' },
        }),
        makeComment({ id: 2, content: 'My flagged one', status: 'flagged' }),
        makeComment({ id: 3, content: 'My hidden one', status: 'hidden' }),
      ]),
    });
    await screen.findByText('Active one');
    expect(screen.getAllByRole('button', { name: /^Reply to/ })).toHaveLength(1);
    expect(screen.getAllByRole('button', { name: /^Flag comment/ })).toHaveLength(1);

    const flagged = screen.getByText('My flagged one').closest('article')!;
    expect(flagged).toHaveAttribute('data-status', 'flagged');
    expect(within(flagged).getByText('Flagged')).toBeInTheDocument();
    expect(within(flagged).queryByRole('button', { name: /^Reply/ })).not.toBeInTheDocument();

    const active = screen.getByText('Active one').closest('article')!;
    expect(within(active).queryByTestId('comment-status')).not.toBeInTheDocument();
  });

  test('status badges have the spec colours', async () => {
    await renderIdeaPage({
      user: makeUser({ isAdmin: 1 }),
      extra: commentsHandler([
        makeComment({ id: 1, status: 'flagged' }),
        makeComment({ id: 2, status: 'hidden' }),
        makeComment({ id: 3, status: 'deleted' }),
      ]),
    });
    const badges = await screen.findAllByTestId('comment-status');
    const colours = badges.map((badge) => [
      badge.textContent,
      /--badge-bg: var\(--mantine-color-(\w+)-light\)/.exec(badge.getAttribute('style') ?? '')?.[1],
    ]);
    expect(colours).toEqual([
      ['Flagged', 'yellow'],
      ['Hidden', 'gray'],
      ['Deleted', 'red'],
    ]);
  });

  test('Reply sets the parent, shows "Replying to …", and can be cancelled', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        ...commentsHandler([makeComment({ id: 5, content: 'Original' })]),
        'comments.create': (input) => ({ ...makeComment(), ...(input as object) }),
      },
    });
    await app.user.click(await screen.findByRole('button', { name: 'Reply to Grace Hopper' }));
    expect(screen.getByText(/Replying to/)).toHaveTextContent('Replying to Grace Hopper');

    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument();

    await app.user.click(screen.getByRole('button', { name: 'Reply to Grace Hopper' }));
    const replyBox = screen.getByRole('textbox', { name: 'Reply to Grace Hopper' });
    expect(replyBox).toHaveFocus();
    await app.user.type(replyBox, 'Agreed');
    await app.user.click(screen.getByRole('button', { name: 'Post Reply' }));
    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'comments.create')?.input).toEqual({
        ideaId: 1,
        content: 'Agreed',
        parentId: 5,
      }),
    );
    await waitFor(() => expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument());
  });

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

  test('a reply to a comment no longer shown says so', async () => {
    await renderIdeaPage({
      extra: commentsHandler([makeComment({ id: 5, parentId: 4, content: 'An answer' })]),
    });
    expect(await screen.findByText('An answer')).toBeInTheDocument();
    expect(screen.getByText('In reply to a comment that is no longer shown')).toBeInTheDocument();
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

  test('a failed load offers a retry; no comments shows an empty state', async () => {
    let fail = true;
    const app = await renderIdeaPage({
      extra: {
        'comments.list': () => {
          if (fail) throw serverError('INTERNAL_SERVER_ERROR', 'Database is down');
          return [];
        },
      },
    });
    expect(await screen.findByText('Could not load comments')).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No comments yet')).toBeInTheDocument();
  });
});
