// Paste and Upload: the text or file goes to citations.parse, and what it reads is added.
import { notifications } from '@mantine/notifications';
import { fireEvent, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
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

describe('paste', () => {
  test('empty text: "Empty input"', async () => {
    const app = await openEditor();
    await pasteImport(app, '   ');
    await expectToast(m.emptyInput, m.emptyInputDescription);
    expect(app.calls.some((call) => call.path === 'citations.parse')).toBe(false);
  });

  test('imported citations are listed and counted', async () => {
    const app = await openEditor();
    await pasteImport(app, '@article{a, title={Notes}}');
    await expectToast(
      MESSAGES.toasts.citationsImportedTitle,
      'Successfully imported 2 citation(s).',
    );
    expect(addedLines()).toEqual(['Lovelace, Ada (2020). Notes.', 'Lovelace, Ada (2020). Sketch.']);
    expect(within(editor()).getByText('2/5')).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === 'citations.parse')?.input).toEqual({
      text: '@article{a, title={Notes}}',
    });
    expect(within(editor()).getByLabelText('Citation text')).toHaveValue('');
  });

  test('nothing readable: "No citations found" with a format hint', async () => {
    const app = await openEditor({
      'citations.parse': () => {
        throw serverError(
          'BAD_REQUEST',
          'No citations found: the input is not in BibTeX, RIS, EndNote, or CSL-JSON format.',
        );
      },
    });
    await pasteImport(app, 'hello');
    await expectToast(
      m.noCitationsFound,
      'The input is not in BibTeX, RIS, EndNote, or CSL-JSON format.',
    );
  });

  test('a failed parse: "Failed to parse the citation text"', async () => {
    const app = await openEditor({
      'citations.parse': () => {
        throw serverError('INTERNAL_SERVER_ERROR', 'boom');
      },
    });
    await pasteImport(app, '@article{');
    await expectToast(MESSAGES.toasts.error, m.parseTextFailed);
  });

  test('the reader’s warnings are shown', async () => {
    const app = await openEditor({
      'citations.parse': () => ({
        format: 'bibtex',
        citations: [record('Notes')],
        warnings: ['Record 1: the year 1843 is before 1900 and was replaced.'],
      }),
    });
    await pasteImport(app, '@article{a}');
    expect(
      await within(editor()).findByText('Record 1: the year 1843 is before 1900 and was replaced.'),
    ).toBeInTheDocument();
  });
});

describe('upload', () => {
  test('reads the file in the browser and imports it with its name', async () => {
    const app = await openEditor();
    const file = new File(['@article{a, title={Notes}}'], 'refs.bib', { type: 'text/plain' });
    await app.user.upload(within(editor()).getByLabelText('Citation file'), file);
    await expectToast(
      MESSAGES.toasts.citationsImportedTitle,
      'Successfully imported 2 citation(s).',
    );
    expect(app.calls.find((call) => call.path === 'citations.parse')?.input).toEqual({
      text: '@article{a, title={Notes}}',
      filename: 'refs.bib',
    });
  });

  test('accepts .bib, .ris, .enw, .json and .txt', async () => {
    await openEditor();
    expect(within(editor()).getByLabelText('Citation file')).toHaveAttribute(
      'accept',
      '.bib,.ris,.enw,.json,.txt',
    );
  });

  test('a CSL-JSON file is sent to the server with its name', async () => {
    const app = await openEditor();
    const text = '[{"id": "a", "type": "book", "title": "Notes"}]';
    await app.user.upload(
      within(editor()).getByLabelText('Citation file'),
      new File([text], 'zotero.json', { type: 'application/json' }),
    );
    await expectToast(MESSAGES.toasts.citationsImportedTitle);
    expect(app.calls.find((call) => call.path === 'citations.parse')?.input).toEqual({
      text,
      filename: 'zotero.json',
    });
  });

  test('a dropped set of files: the first is used', async () => {
    const app = await openEditor();
    const first = new File(['TY  - JOUR\nER  -'], 'first.ris');
    const second = new File(['%0 Book'], 'second.enw');
    fireEvent.drop(within(editor()).getByTestId('citation-drop-zone'), {
      dataTransfer: { files: [first, second] },
    });
    await expectToast(MESSAGES.toasts.citationsImportedTitle);
    const parses = app.calls.filter((call) => call.path === 'citations.parse');
    expect(parses).toHaveLength(1);
    expect(parses[0]?.input).toMatchObject({ filename: 'first.ris' });
  });

  test('an unreadable file: "Could not read file content"', async () => {
    const app = await openEditor();
    const file = new File(['x'], 'refs.bib');
    Object.defineProperty(file, 'text', { value: () => Promise.reject(new Error('denied')) });
    await app.user.upload(within(editor()).getByLabelText('Citation file'), file);
    await expectToast(MESSAGES.toasts.error, m.couldNotRead);
    expect(app.calls.some((call) => call.path === 'citations.parse')).toBe(false);
  });

  test('an empty file: "Could not read file content"', async () => {
    const app = await openEditor();
    await app.user.upload(
      within(editor()).getByLabelText('Citation file'),
      new File([''], 'a.bib'),
    );
    await expectToast(MESSAGES.toasts.error, m.couldNotRead);
  });

  test('a failed parse: "Failed to parse the citation file"', async () => {
    const app = await openEditor({
      'citations.parse': () => {
        throw serverError('INTERNAL_SERVER_ERROR', 'boom');
      },
    });
    await app.user.upload(
      within(editor()).getByLabelText('Citation file'),
      new File(['@x{'], 'a.bib'),
    );
    await expectToast(MESSAGES.toasts.error, m.parseFileFailed);
  });

  test('nothing readable in the file: "No citations found"', async () => {
    const app = await openEditor({
      'citations.parse': () => {
        throw serverError('BAD_REQUEST', 'No citations found');
      },
    });
    await app.user.upload(
      within(editor()).getByLabelText('Citation file'),
      new File(['?'], 'a.txt'),
    );
    await expectToast(m.noCitationsFound, 'BibTeX');
  });
});
