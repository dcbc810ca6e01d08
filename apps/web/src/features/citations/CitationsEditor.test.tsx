import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeHandlers, serverError } from '../../test/fake-trpc';
import { makeIdeaCard, makeUser, renderApp } from '../../test/render';

const m = MESSAGES.citationsEditor;

function record(title: string, year = 2020) {
  return { authors: 'Lovelace, Ada', title, year };
}

const IDEAS = [
  makeIdeaCard(11, 'Snow algae and glacier melt'),
  makeIdeaCard(12, 'Octopus consciousness'),
];

const defaults: FakeHandlers = {
  'ideas.browse': (input) => {
    const search = (input as { search?: string }).search?.toLowerCase();
    const items = search
      ? IDEAS.filter((idea) => idea.title.toLowerCase().includes(search))
      : IDEAS;
    return { items, nextCursor: null };
  },
  'citations.parse': () => ({
    format: 'bibtex',
    citations: [record('Notes'), record('Sketch')],
    warnings: [],
  }),
};

async function openEditor(handlers: FakeHandlers = {}) {
  const app = renderApp('/submit', { user: makeUser(), handlers: { ...defaults, ...handlers } });
  await screen.findByRole('group', { name: /Citations/ });
  return app;
}

function editor() {
  return screen.getByRole('group', { name: /Citations/ });
}

function addedLines() {
  const list = screen.queryByRole('list', { name: 'Added citations' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

/** Waits for a toast with this title (and message); one toast shows at a time. */
async function expectToast(title: string, message?: string) {
  await waitFor(() => {
    const toasts = [...document.querySelectorAll('.mantine-Notification-root')];
    const texts = toasts.map((toast) => toast.textContent ?? '');
    expect(texts.some((text) => text.includes(title) && (!message || text.includes(message)))).toBe(
      true,
    );
  });
}

afterEach(() => notifications.clean());

type App = Awaited<ReturnType<typeof openEditor>>;

async function pasteImport(app: App, text: string) {
  await app.user.click(within(editor()).getByRole('tab', { name: 'Paste' }));
  const area = within(editor()).getByLabelText('Citation text');
  await app.user.clear(area);
  if (text) fireEvent.change(area, { target: { value: text } });
  await app.user.click(within(editor()).getByRole('button', { name: 'Import citations' }));
}

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
          'No citations found: the input is not in BibTeX, RIS, or EndNote format.',
        );
      },
    });
    await pasteImport(app, 'hello');
    await expectToast(m.noCitationsFound, 'The input is not in BibTeX, RIS, or EndNote format.');
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

  test('accepts .bib, .ris, .enw and .txt', async () => {
    await openEditor();
    expect(within(editor()).getByLabelText('Citation file')).toHaveAttribute(
      'accept',
      '.bib,.ris,.enw,.txt',
    );
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

describe('internal', () => {
  async function openInternal() {
    const app = await openEditor();
    await app.user.click(within(editor()).getByRole('tab', { name: 'Internal' }));
    await within(editor()).findByRole('radio', { name: /Snow algae/ });
    return app;
  }

  test('lists ideas in a 240 px scroll area, filtered by text', async () => {
    const app = await openInternal();
    // 240 px = 15rem; Mantine writes calc(15rem * var(--mantine-scale)).
    expect(within(editor()).getByTestId('internal-idea-list').getAttribute('style')).toMatch(
      /height: calc\(15rem/,
    );
    await app.user.type(within(editor()).getByLabelText('Find an idea'), 'octopus');
    await waitFor(() =>
      expect(within(editor()).queryByRole('radio', { name: /Snow algae/ })).not.toBeInTheDocument(),
    );
    expect(await within(editor()).findByRole('radio', { name: /Octopus/ })).toBeInTheDocument();
    expect(app.calls.filter((call) => call.path === 'ideas.browse').at(-1)?.input).toMatchObject({
      search: 'octopus',
    });
  });

  test('adding without a choice: "Missing information"', async () => {
    const app = await openInternal();
    await app.user.click(within(editor()).getByRole('button', { name: 'Cite idea' }));
    await expectToast(m.missingInformation, m.selectIdea);
  });

  test('an idea is cited once: "Duplicate citation"', async () => {
    const app = await openInternal();
    await app.user.click(within(editor()).getByRole('radio', { name: /Snow algae/ }));
    await app.user.click(within(editor()).getByRole('button', { name: 'Cite idea' }));
    expect(addedLines()).toEqual(['Snow algae and glacier melt (idea #11)']);
    await app.user.click(within(editor()).getByRole('radio', { name: /Snow algae/ }));
    await app.user.click(within(editor()).getByRole('button', { name: 'Cite idea' }));
    await expectToast(m.duplicate, m.duplicateDescription);
    expect(addedLines()).toHaveLength(1);
  });
});
