// Comments on the idea page. Reading comments: the visitor's prompt, threads, statuses, load failure and the empty state.
import { screen, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { commentsHandler, makeComment, renderIdeaPage } from '../test-fixtures';

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

  test('a reply to a comment no longer shown says so', async () => {
    await renderIdeaPage({
      extra: commentsHandler([makeComment({ id: 5, parentId: 4, content: 'An answer' })]),
    });
    expect(await screen.findByText('An answer')).toBeInTheDocument();
    expect(screen.getByText('In reply to a comment that is no longer shown')).toBeInTheDocument();
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
