import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { makeUser } from '../../../test/render';
import { renderIdeaPage } from '../test-fixtures';

const BIBTEX = '@misc{idea1,\n  title = {Cheap sensors for soil moisture},\n  year = {2026}\n}';

const formatIdea = (input: unknown) => {
  const { style } = input as { style: string };
  return { text: style === 'bibtex' ? BIBTEX : `Citation in ${style}` };
};

afterEach(() => vi.restoreAllMocks());

describe('Cite dialog', () => {
  test('a visitor gets APA; the dialog links to change the default format', async () => {
    const app = await renderIdeaPage({ extra: { 'citations.formatIdea': formatIdea } });
    await app.user.click(screen.getByRole('button', { name: 'Cite' }));

    const dialog = await screen.findByRole('dialog', { name: 'Cite this idea' });
    expect(await within(dialog).findByText('Citation in apa')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Citation format' })).toHaveValue(
      'APA (7th edition)',
    );
    // The version on screen (version 1 of this idea): the citation names it and links to it.
    expect(app.calls.find((call) => call.path === 'citations.formatIdea')?.input).toEqual({
      ideaId: 1,
      style: 'apa',
      version: 1,
    });
    expect(within(dialog).getByRole('link', { name: 'Change default format' })).toHaveAttribute(
      'href',
      '/settings',
    );
  });

  test('a user sees their default format, multi-line, and can view another', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ preferences: { citationFormat: 'bibtex' } }),
      extra: { 'citations.formatIdea': formatIdea },
    });
    await app.user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cite this idea' });

    const block = await within(dialog).findByTestId('citation-text');
    await waitFor(() => expect(block.textContent).toBe(BIBTEX));
    expect(block).toHaveStyle({ whiteSpace: 'pre-wrap' });

    await app.user.click(within(dialog).getByRole('combobox', { name: 'Citation format' }));
    await app.user.click(await screen.findByRole('option', { name: 'MLA (9th edition)' }));
    expect(await within(dialog).findByText('Citation in mla')).toBeInTheDocument();
  });

  test('Copy puts the citation on the clipboard and says so', async () => {
    const app = await renderIdeaPage({
      user: makeUser({ preferences: { citationFormat: 'bibtex' } }),
      extra: { 'citations.formatIdea': formatIdea },
    });
    // user-event installs its own clipboard when the app renders; watch that one.
    const writeText = vi.spyOn(navigator.clipboard, 'writeText');
    await app.user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cite this idea' });
    await within(dialog).findByText(/@misc/);

    await app.user.click(within(dialog).getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith(BIBTEX);
    expect(await navigator.clipboard.readText()).toBe(BIBTEX);
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    expect(screen.getByText('Citation has been copied to your clipboard')).toBeInTheDocument();
    // Every button says what it does: the dialog's and the toast's close buttons too.
    expect(within(dialog).getByRole('button', { name: 'Close' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toBeInTheDocument();
  });
});

describe('Cite dialog downloads', () => {
  test('beside Copy, one download per file format, of the version on screen', async () => {
    const app = await renderIdeaPage({ extra: { 'citations.formatIdea': formatIdea } });
    await app.user.click(screen.getByRole('button', { name: 'Cite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cite this idea' });
    const downloads = within(dialog).getByRole('group', { name: 'Download citation' });
    const links = within(downloads).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['BibTeX', '/api/ideas/1/cite.bib?version=1'],
      ['RIS', '/api/ideas/1/cite.ris?version=1'],
      ['EndNote', '/api/ideas/1/cite.enw?version=1'],
      ['CSL-JSON', '/api/ideas/1/cite.json?version=1'],
    ]);
    for (const link of links) expect(link).toHaveAttribute('download');
  });
});
