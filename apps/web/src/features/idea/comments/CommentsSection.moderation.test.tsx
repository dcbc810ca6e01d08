// Comments on the idea page. Flagging and the admins' status menu.
import { screen, waitFor, within } from '@testing-library/react';
import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { makeUser } from '../../../test/render';
import { commentsHandler, makeComment, renderIdeaPage } from '../test-fixtures';

describe('comments', () => {
  test('Flag asks for a reason and details, then keeps the comment in view, marked as flagged', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        ...commentsHandler([makeComment({ id: 9, content: 'Buy my kits' })]),
        'comments.flag': () => ({ success: true }),
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Flag comment by Grace Hopper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Flag this comment' });
    expect(within(dialog).getByText(/Grace Hopper’s comment/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('radio', { name: /^Spam/ }));
    await app.user.type(
      within(dialog).getByRole('textbox', { name: /Details/ }),
      'Posted under every idea',
    );
    await app.user.click(within(dialog).getByRole('button', { name: 'Flag comment' }));

    expect(await screen.findByText(MESSAGES.toasts.commentFlaggedTitle)).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.toasts.commentFlagged)).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === 'comments.flag')?.input).toEqual({
      id: 9,
      reason: 'spam',
      note: 'Posted under every idea',
    });
    // Still there, without a second Flag, and the list is not read again.
    expect(screen.getByText('Buy my kits')).toBeInTheDocument();
    const mark = await screen.findByText('Flagged by you for review');
    expect(
      screen.queryByRole('button', { name: 'Flag comment by Grace Hopper' }),
    ).not.toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'comments.list')).toHaveLength(1);
    // Once the dialog has closed, the keyboard is on the mark that replaced Flag.
    await waitFor(() => expect(mark).toHaveFocus());
  });

  test('a flag needs no reason; details past 280 characters are refused before sending', async () => {
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
    const dialog = await screen.findByRole('dialog', { name: 'Flag this comment' });
    const details = within(dialog).getByRole('textbox', { name: /Details/ });
    await app.user.click(details);
    await app.user.paste('x'.repeat(LIMITS.flagNoteMax + 1));
    await app.user.click(within(dialog).getByRole('button', { name: 'Flag comment' }));
    expect(
      await within(dialog).findByText(MESSAGES.validation.flagNoteTooLong),
    ).toBeInTheDocument();
    expect(app.calls.some((call) => call.path === 'comments.flag')).toBe(false);

    await app.user.clear(details);
    await app.user.click(within(dialog).getByRole('button', { name: 'Flag comment' }));
    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'comments.flag')?.input).toEqual({ id: 9 }),
    );
  });

  test('a comment the reader flagged before says so and offers no Flag', async () => {
    await renderIdeaPage({
      user: makeUser(),
      extra: commentsHandler([makeComment({ id: 9, flaggedByMe: true, flagCount: 1 })]),
    });
    expect(await screen.findByText('Flagged by you for review')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Flag/ })).not.toBeInTheDocument();
    // Readers do not see how many flags a comment has; admins do.
    expect(screen.queryByText(/Flagged 1 time/)).not.toBeInTheDocument();
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

  test('a failed flag says so and keeps the dialog open', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        ...commentsHandler([makeComment({ id: 9 })]),
        'comments.flag': () => {
          throw serverError('INTERNAL_SERVER_ERROR', 'Something went wrong on our side.');
        },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Flag comment by Grace Hopper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Flag this comment' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Flag comment' }));
    expect(await screen.findByText(MESSAGES.toasts.commentFlagFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Flag this comment' })).toBeInTheDocument();
  });

  test('a flag given already (another tab) says so and marks the comment', async () => {
    const app = await renderIdeaPage({
      user: makeUser(),
      extra: {
        ...commentsHandler([makeComment({ id: 9 })]),
        'comments.flag': () => {
          throw serverError('CONFLICT', MESSAGES.errors.alreadyFlagged);
        },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Flag comment by Grace Hopper' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Flag this comment' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Flag comment' }));
    expect(await screen.findByText(MESSAGES.errors.alreadyFlagged)).toBeInTheDocument();
    expect(await screen.findByText('Flagged by you for review')).toBeInTheDocument();
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

  test('an admin’s Delete asks first, and Cancel changes nothing', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ isAdmin: 1 }),
      extra: {
        ...commentsHandler([makeComment({ id: 4 })]),
        'comments.setStatus': (input) => ({ ...makeComment({ id: 4 }), ...(input as object) }),
      },
    });
    const menu = await screen.findByRole('button', { name: 'Moderate comment by Grace Hopper' });
    await app.user.click(menu);
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(within(dialog).getByText(/admins still do/)).toBeInTheDocument();
    await app.user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(app.calls.some((call) => call.path === 'comments.setStatus')).toBe(false);

    await app.user.click(menu);
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'comments.setStatus')?.input).toEqual({
        id: 4,
        status: 'deleted',
      }),
    );
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
    await app.user.click(await screen.findByRole('menuitem', { name: 'Hide' }));
    expect(
      await screen.findByText('Failed to update comment status. Please try again.'),
    ).toBeInTheDocument();
  });
});
