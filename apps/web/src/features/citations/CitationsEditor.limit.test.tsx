// The limit of 5 citations: imports cut at the free slots, adding off at the limit.
import { notifications } from '@mantine/notifications';
import { waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import {
  addedLines,
  editor,
  expectToast,
  m,
  openEditor,
  pasteImport,
  record,
} from './test-fixtures';

afterEach(() => notifications.clean());

describe('the limit of 5', () => {
  test('an import keeps only the free slots, says how many it added and what the limit left out', async () => {
    const app = await openEditor({
      'citations.parse': () => ({
        format: 'ris',
        citations: [1, 2, 3, 4, 5, 6, 7].map((n) => record(`Paper ${n}`)),
        warnings: [],
      }),
    });
    await pasteImport(app, 'TY  - JOUR');
    await expectToast(MESSAGES.toasts.citationsImportedTitle, MESSAGES.toasts.citationsImported(5));
    expect(within(editor()).getByText(m.limitReached)).toBeInTheDocument();
    expect(addedLines()).toHaveLength(5);
    expect(addedLines()[4]).toBe('Lovelace, Ada (2020). Paper 5.');
    expect(within(editor()).getByText('Imported 5 of 7 citation(s)')).toBeInTheDocument();
    expect(
      within(editor()).getByText('2 left out: an idea cites at most 5 sources.'),
    ).toBeInTheDocument();
  });

  test('at the limit: "Citation limit reached", adding is off until one is removed', async () => {
    const app = await openEditor({
      'citations.parse': () => ({
        format: 'ris',
        citations: [1, 2, 3, 4, 5].map((n) => record(`Paper ${n}`)),
        warnings: [],
      }),
    });
    await pasteImport(app, 'TY  - JOUR');
    await within(editor()).findByText('5/5');
    expect(within(editor()).getByText(m.limitReached)).toBeInTheDocument();
    expect(within(editor()).getByRole('button', { name: 'Import citations' })).toBeDisabled();
    await app.user.click(within(editor()).getByRole('tab', { name: 'Manual' }));
    expect(within(editor()).getByRole('button', { name: 'Add citation' })).toBeDisabled();
    await app.user.click(within(editor()).getByRole('tab', { name: 'Internal' }));
    expect(within(editor()).getByRole('button', { name: 'Cite idea' })).toBeDisabled();

    await app.user.click(
      within(editor()).getByRole('button', {
        name: 'Remove citation: Lovelace, Ada (2020). Paper 2.',
      }),
    );
    expect(addedLines()).toHaveLength(4);
    expect(within(editor()).queryByText(m.limitReached)).not.toBeInTheDocument();
    expect(within(editor()).getByRole('button', { name: 'Cite idea' })).toBeEnabled();
    // The keyboard stays in the list: on the next citation's remove button.
    await waitFor(() =>
      expect(
        within(editor()).getByRole('button', {
          name: 'Remove citation: Lovelace, Ada (2020). Paper 3.',
        }),
      ).toHaveFocus(),
    );
  });

  test('removing the last citation leaves the focus on the editor tab in use', async () => {
    const app = await openEditor({
      'citations.parse': () => ({ format: 'ris', citations: [record('Only one')], warnings: [] }),
    });
    await pasteImport(app, 'TY  - JOUR');
    await app.user.click(
      await within(editor()).findByRole('button', {
        name: 'Remove citation: Lovelace, Ada (2020). Only one.',
      }),
    );
    await waitFor(() => expect(within(editor()).getByRole('tab', { name: 'Paste' })).toHaveFocus());
  });
});
