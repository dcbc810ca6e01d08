// Comments on the idea page. Their authors edit and delete them (issue 12).
import { screen, waitFor, within } from '@testing-library/react';
import { type CommentItem, MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { makeUser } from '../../../test/render';
import { makeComment, renderIdeaPage } from '../test-fixtures';

const t = MESSAGES.toasts;

/** comments.list over a list the test's handlers change. */
function commentsApi(initial: CommentItem[]) {
  let comments = initial;
  return {
    set: (next: CommentItem[]) => (comments = next),
    get: () => comments,
    handlers: { 'comments.list': () => comments },
  };
}

const mine = makeComment({ id: 9, content: 'Teh draft' });

describe('comments their authors can mend', () => {
  test('its author edits a comment in place; it then says "edited"', async () => {
    const api = commentsApi([mine]);
    const app = await renderIdeaPage({
      user: makeUser({ id: 7 }),
      extra: {
        ...api.handlers,
        'comments.edit': (input) => {
          const { content } = input as { content: string };
          const edited = { ...mine, content, updatedAt: '2026-01-07T09:00:00.000Z' };
          api.set([edited]);
          return edited;
        },
      },
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Edit or delete your comment' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const box = screen.getByRole('textbox', { name: 'Edit your comment' });
    expect(box).toHaveValue('Teh draft');
    // No Reply or Flag while editing.
    expect(screen.queryByRole('button', { name: /^Reply to/ })).not.toBeInTheDocument();
    await app.user.clear(box);
    await app.user.type(box, 'The draft');
    await app.user.dblClick(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(t.commentEditedTitle)).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'comments.edit').map((c) => c.input)).toEqual([
      { id: 9, content: 'The draft' },
    ]);
    const article = (await screen.findByText('The draft')).closest('article')!;
    expect(within(article).getByTestId('comment-edited')).toHaveTextContent('edited');
    expect(within(article).getByTestId('comment-edited')).toHaveAttribute(
      'datetime',
      '2026-01-07T09:00:00.000Z',
    );
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Edit or delete your comment' })).toHaveFocus(),
    );
  });

  test('Cancel leaves the comment as it was, and sends nothing', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ id: 7 }),
      extra: commentsApi([mine]).handlers,
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Edit or delete your comment' }),
    );
    await app.user.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    await app.user.type(screen.getByRole('textbox', { name: 'Edit your comment' }), ' more');
    await app.user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('Teh draft')).toBeInTheDocument();
    expect(app.calls.some((call) => call.path === 'comments.edit')).toBe(false);
  });

  test('Delete asks first; confirmed, the comment goes and its reply stays under a placeholder', async () => {
    const reply = makeComment({
      id: 10,
      parentId: 9,
      userId: 8,
      content: 'An answer',
      author: { id: 8, username: 'alan', name: 'Alan Turing' },
    });
    const api = commentsApi([mine, reply]);
    const app = await renderIdeaPage({
      user: makeUser({ id: 7 }),
      extra: {
        ...api.handlers,
        'comments.remove': () => {
          api.set([{ ...mine, status: 'deleted', content: '', author: null }, reply]);
          return { success: true };
        },
      },
    });
    expect(await screen.findByLabelText('2 comments')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Edit or delete your comment' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    let confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    expect(confirm).toHaveTextContent(MESSAGES.comments.deletedPlaceholder);
    await app.user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(app.calls.some((call) => call.path === 'comments.remove')).toBe(false);

    await app.user.click(screen.getByRole('button', { name: 'Edit or delete your comment' }));
    await app.user.click(await screen.findByRole('menuitem', { name: 'Delete' }));
    confirm = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await app.user.dblClick(within(confirm).getByRole('button', { name: 'Delete comment' }));
    expect(await screen.findByText(t.commentDeletedTitle)).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'comments.remove')).toHaveLength(1);

    const placeholder = await screen.findByRole('article', {
      name: MESSAGES.comments.deletedPlaceholder,
    });
    expect(placeholder).toHaveTextContent(MESSAGES.comments.deletedPlaceholder);
    expect(within(placeholder).queryByRole('button')).not.toBeInTheDocument();
    const replies = screen.getByRole('list', { name: 'Replies to a deleted comment' });
    expect(within(replies).getByText('An answer')).toBeInTheDocument();
    expect(screen.getByLabelText('1 comment')).toBeInTheDocument();
  });

  test('only its author gets Edit and Delete; an admin moderates others’ comments as before', async () => {
    const others = makeComment({
      id: 11,
      userId: 8,
      content: 'Not yours',
      author: { id: 8, username: 'alan', name: 'Alan Turing' },
    });
    await renderIdeaPage({ user: makeUser({ id: 7 }), extra: commentsApi([others]).handlers });
    await screen.findByText('Not yours');
    expect(screen.queryByRole('button', { name: /your comment/ })).not.toBeInTheDocument();
  });

  test('an admin’s own comment has Edit and Delete beside the status menu, without a second Delete', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ id: 7, isAdmin: 1 }),
      extra: commentsApi([mine]).handlers,
    });
    await app.user.click(
      await screen.findByRole('button', { name: 'Edit, delete or moderate your comment' }),
    );
    expect(await screen.findByRole('menuitem', { name: 'Edit' })).toBeInTheDocument();
    expect(screen.getAllByRole('menuitem', { name: 'Delete' })).toHaveLength(1);
    expect(screen.getByRole('menuitem', { name: 'Hide' })).toBeInTheDocument();
  });
});
