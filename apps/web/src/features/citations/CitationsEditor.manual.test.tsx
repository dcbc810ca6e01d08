// Manual entry: the record's rules, and the author rows.
import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { addedLines, editor, expectToast, m, openEditor } from './test-fixtures';

afterEach(() => notifications.clean());

describe('manual entry', () => {
  async function openManual() {
    const app = await openEditor();
    await app.user.click(within(editor()).getByRole('tab', { name: 'Manual' }));
    return app;
  }
  const field = (name: RegExp | string, index = 0) =>
    within(editor()).getAllByRole('textbox', { name })[index]!;

  test('needs an author with a last name, and a title', async () => {
    const app = await openManual();
    await app.user.click(within(editor()).getByRole('button', { name: 'Add citation' }));
    await expectToast(m.missingInformation, MESSAGES.validation.citationAuthorRequired);
    expect(
      within(editor()).getByText(MESSAGES.validation.citationAuthorRequired),
    ).toBeInTheDocument();

    await app.user.type(field(/^Last name/), 'Hopper');
    await app.user.type(field(/^Year/), '1952');
    await app.user.click(within(editor()).getByRole('button', { name: 'Add citation' }));
    await expectToast(m.missingInformation, MESSAGES.validation.citationTitleRequired);
    expect(
      within(editor()).getByText(MESSAGES.validation.citationTitleRequired),
    ).toBeInTheDocument();
  });

  test('the year runs from 1900 to this year, and a URL must be valid', async () => {
    const app = await openManual();
    await app.user.type(field(/^Last name/), 'Hopper');
    await app.user.type(field(/^Source title/), 'Compilers');
    await app.user.type(field(/^Year/), '1899');
    await app.user.click(within(editor()).getByRole('button', { name: 'Add citation' }));
    expect(
      await within(editor()).findByText(MESSAGES.validation.citationYearRange),
    ).toBeInTheDocument();
    await app.user.clear(field(/^Year/));
    await app.user.type(field(/^Year/), String(new Date().getFullYear() + 1));
    await app.user.click(within(editor()).getByRole('button', { name: 'Add citation' }));
    expect(
      await within(editor()).findByText(MESSAGES.validation.citationYearRange),
    ).toBeInTheDocument();
    await app.user.clear(field(/^Year/));
    await app.user.type(field(/^Year/), '1952');
    await app.user.type(field('URL'), 'not a url');
    await app.user.click(within(editor()).getByRole('button', { name: 'Add citation' }));
    expect(
      await within(editor()).findByText(MESSAGES.validation.citationUrlInvalid),
    ).toBeInTheDocument();
    expect(addedLines()).toHaveLength(0);
  });

  test('up to 10 authors, at least one row kept; the rows become one authors string', async () => {
    const app = await openManual();
    const addAuthor = within(editor()).getByRole('button', { name: 'Add author' });
    expect(within(editor()).getByRole('button', { name: 'Remove author 1' })).toBeDisabled();
    for (let i = 0; i < 9; i++) await app.user.click(addAuthor);
    expect(within(editor()).getAllByRole('group', { name: /^Author \d+$/ })).toHaveLength(10);
    expect(addAuthor).toBeDisabled();
    for (let i = 0; i < 8; i++) {
      await app.user.click(within(editor()).getByRole('button', { name: 'Remove author 2' }));
    }
    expect(within(editor()).getAllByRole('group', { name: /^Author \d+$/ })).toHaveLength(2);
    // The keyboard stays in the rows: on the last name of the row that took the removed one's place.
    await waitFor(() => expect(field(/^Last name/, 1)).toHaveFocus());

    await app.user.type(field(/^First name/, 0), 'Grace');
    await app.user.type(field(/^Middle name/, 0), 'Brewster');
    await app.user.type(field(/^Last name/, 0), 'Hopper');
    await app.user.type(field(/^Last name/, 1), 'Babbage');
    await app.user.type(field(/^First name/, 1), 'Charles');
    await app.user.type(field(/^Source title/), '  Compilers  ');
    await app.user.type(field(/^Year/), '1952');
    await app.user.type(field('Journal'), '   ');
    await app.user.type(field('Publisher'), ' Remington Rand ');
    await app.user.click(within(editor()).getByRole('button', { name: 'Add citation' }));

    expect(addedLines()).toEqual([
      'Hopper, Grace Brewster; Babbage, Charles (1952). Compilers. Remington Rand.',
    ]);
    // The form is emptied for the next one.
    expect(field(/^Source title/)).toHaveValue('');
    expect(within(editor()).getAllByRole('group', { name: /^Author \d+$/ })).toHaveLength(1);
  });
});
