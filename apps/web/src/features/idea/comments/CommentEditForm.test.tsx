import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test, vi } from 'vitest';
import { CommentEditForm } from './CommentEditForm';

function renderForm(initialContent = 'Teh first draft', pending = false) {
  const onSave = vi.fn<(content: string) => void>();
  const onCancel = vi.fn();
  render(
    <MantineProvider>
      <CommentEditForm
        initialContent={initialContent}
        label="Edit your comment"
        onSave={onSave}
        onCancel={onCancel}
        pending={pending}
      />
    </MantineProvider>,
  );
  const box = screen.getByRole('textbox', { name: 'Edit your comment' });
  return { onSave, onCancel, box, user: userEvent.setup({ delay: null }) };
}

describe('editing a comment', () => {
  test('opens with the text, focused at its end, and saves the new text trimmed', async () => {
    const { onSave, box, user } = renderForm();
    expect(box).toHaveValue('Teh first draft');
    expect(box).toHaveFocus();
    await user.clear(box);
    await user.type(box, '  The first draft  ');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith('The first draft');
  });

  test('blank or past 1000 characters cannot be saved, with the posting rule’s message', async () => {
    const { onSave, box, user } = renderForm();
    await user.clear(box);
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(box);
    await user.paste('x'.repeat(1001));
    expect(screen.getByText(MESSAGES.validation.commentTooLong)).toBeInTheDocument();
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).not.toHaveBeenCalled();
  });

  test('Ctrl+Enter saves', async () => {
    const first = renderForm('Settled');
    await first.user.type(first.box, '!');
    await first.user.keyboard('{Control>}{Enter}{/Control}');
    expect(first.onSave).toHaveBeenCalledWith('Settled!');
  });

  test('saving unchanged text sends nothing and closes; Escape cancels', async () => {
    const { onSave, onCancel, box, user } = renderForm('Settled');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(box);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  test('while the edit is on its way, Save sends nothing more', async () => {
    const { onSave, box, user } = renderForm('Draft', true);
    expect(box).toHaveAttribute('readonly');
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(onSave).not.toHaveBeenCalled();
  });
});
