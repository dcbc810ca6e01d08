import { waitFor, within, fireEvent, screen } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { expect } from 'vitest';
import type { FakeHandlers } from '../../test/fake-trpc';
import { makeIdeaCard, makeUser, renderApp } from '../../test/render';

/*
 * Set-up shared by the CitationsEditor tests (one file per way of adding a
 * citation, and one for the limit): the editor as Submit Idea shows it, over
 * a fake API with two ideas to cite and a reader that finds two records.
 */

export const m = MESSAGES.citationsEditor;

export function record(title: string, year = 2020) {
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

/** /submit for a signed-in user, once the citations editor is on screen. */
export async function openEditor(handlers: FakeHandlers = {}) {
  const app = renderApp('/submit', { user: makeUser(), handlers: { ...defaults, ...handlers } });
  await screen.findByRole('group', { name: /Citations/ });
  return app;
}

export type App = Awaited<ReturnType<typeof openEditor>>;

export function editor() {
  return screen.getByRole('group', { name: /Citations/ });
}

/** The lines of the "Added citations" list (none: empty). */
export function addedLines() {
  const list = screen.queryByRole('list', { name: 'Added citations' });
  return list
    ? within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent)
    : [];
}

/** Waits for a toast with this title (and message); one toast shows at a time. */
export async function expectToast(title: string, message?: string) {
  await waitFor(() => {
    const toasts = [...document.querySelectorAll('.mantine-Notification-root')];
    const texts = toasts.map((toast) => toast.textContent ?? '');
    expect(texts.some((text) => text.includes(title) && (!message || text.includes(message)))).toBe(
      true,
    );
  });
}

/** Pastes `text` in the Paste tab (or leaves it empty) and presses Import citations. */
export async function pasteImport(app: App, text: string) {
  await app.user.click(within(editor()).getByRole('tab', { name: 'Paste' }));
  const area = within(editor()).getByLabelText('Citation text');
  await app.user.clear(area);
  if (text) fireEvent.change(area, { target: { value: text } });
  await app.user.click(within(editor()).getByRole('button', { name: 'Import citations' }));
}
