// Comments on the idea page. Posting: a comment, a reply, and a failed post.
import { screen, waitFor } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { commentsHandler, makeComment, renderIdeaPage } from '../test-fixtures';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** The client keys of the comments.create calls so far. */
function keysSent(calls: { path: string; input: unknown }[]): string[] {
  return calls
    .filter((call) => call.path === 'comments.create')
    .map((call) => (call.input as { clientKey: string }).clientKey);
}

describe('comments', () => {
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
        clientKey: expect.stringMatching(UUID),
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

  test('a comment pasted past 1000 characters is kept whole, flagged, and not sent', async () => {
    const app = await renderIdeaPage({ user: makeUser() });
    const textbox = await screen.findByRole('textbox', { name: 'Add a comment' });
    await app.user.click(textbox);
    await app.user.paste('y'.repeat(1100));
    expect(textbox).toHaveValue('y'.repeat(1100));
    expect(screen.getByText('1100/1000')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.commentTooLong)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post Comment' })).toBeDisabled();
    await app.user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(app.calls.some((call) => call.path === 'comments.create')).toBe(false);
  });

  test('a failed post keeps the text and says so', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'comments.create': () => {
          throw serverError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.');
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

  test('a new account past its first day’s allowance is told so, in the server’s words', async () => {
    const limit = MESSAGES.errors.newAccountCommentLimit(30, 24);
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'comments.create': () => {
          throw serverError('TOO_MANY_REQUESTS', limit);
        },
      },
    });
    const textbox = await screen.findByRole('textbox', { name: 'Add a comment' });
    await app.user.type(textbox, 'One more');
    await app.user.click(screen.getByRole('button', { name: 'Post Comment' }));
    expect(await screen.findByText(limit)).toBeInTheDocument();
    expect(textbox).toHaveValue('One more');
  });

  test('a retry of a failed post sends the same client key; the next comment a new one', async () => {
    let failing = true;
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        'comments.create': (input) => {
          if (failing) throw serverError('INTERNAL_SERVER_ERROR', 'The answer was lost');
          return { ...makeComment(), ...(input as object) };
        },
      },
    });
    const textbox = await screen.findByRole('textbox', { name: 'Add a comment' });
    const submit = screen.getByRole('button', { name: 'Post Comment' });
    await app.user.type(textbox, 'Hello');
    await app.user.click(submit);
    await screen.findByText('Failed to submit comment. Please try again.');
    failing = false;
    await app.user.click(submit);
    await waitFor(() => expect(textbox).toHaveValue(''));
    await app.user.type(textbox, 'Again');
    await app.user.click(submit);
    await waitFor(() => expect(keysSent(app.calls)).toHaveLength(3));
    const [first, retry, next] = keysSent(app.calls);
    expect(first).toMatch(UUID);
    expect(retry).toBe(first);
    expect(next).not.toBe(first);
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
        clientKey: expect.stringMatching(UUID),
      }),
    );
    await waitFor(() => expect(screen.queryByText(/Replying to/)).not.toBeInTheDocument());
  });
});
