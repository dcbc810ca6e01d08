import { screen, waitFor, within } from '@testing-library/react';
import type { IdeaVersionSummary, IdeaWithLinks } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../../test/fake-trpc';
import { ideaPageHandlers, makeIdeaDetail, renderIdeaPage } from '../test-fixtures';

const idea = makeIdeaDetail({
  title: 'Cheap sensors for soil salinity',
  challenge: 'Farmers cannot afford salinity sensors.',
  fields: ['Engineering', 'Chemistry'],
  version: 3,
  updatedAt: '2026-03-02T12:00:00.000Z',
});

const SUMMARIES: IdeaVersionSummary[] = [
  { version: 1, createdAt: '2026-01-05T12:00:00.000Z', title: 'Cheap sensors for soil moisture' },
  { version: 2, createdAt: '2026-02-01T12:00:00.000Z', title: 'Cheap sensors for soil moisture' },
  { version: 3, createdAt: '2026-03-02T12:00:00.000Z', title: idea.title },
];

/** Each version as `ideas.version` answers it. */
const VERSIONS: Record<number, IdeaWithLinks> = {
  1: {
    ...idea,
    title: 'Cheap sensors for soil moisture',
    challenge: 'Farmers cannot afford moisture sensors.',
    fields: ['Engineering'],
    version: 1,
    updatedAt: SUMMARIES[0]!.createdAt,
  },
  2: {
    ...idea,
    title: 'Cheap sensors for soil moisture',
    challenge: 'Farmers cannot afford salinity sensors.',
    fields: ['Engineering'],
    version: 2,
    updatedAt: SUMMARIES[1]!.createdAt,
  },
  3: idea,
};

function handlers(extra = {}) {
  return ideaPageHandlers(idea, {
    'ideas.versions': () => SUMMARIES,
    'ideas.version': (input) => VERSIONS[(input as { version: number }).version],
    ...extra,
  });
}

describe('version history', () => {
  test('lists each version, newest first, with its date and a link to it', async () => {
    await renderIdeaPage({ idea, handlers: handlers() });
    const section = await screen.findByRole('region', { name: 'Version history' });
    const list = within(section).getByRole('list', { name: 'Versions' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      `Version 3Mar 2, 2026Latest${idea.title}`,
      'Version 2Feb 1, 2026Cheap sensors for soil moisture',
      'Version 1Jan 5, 2026Cheap sensors for soil moisture',
    ]);
    expect(within(list).getByRole('link', { name: 'Version 1' })).toHaveAttribute(
      'href',
      '/idea/1/v/1',
    );
    expect(screen.getByTestId('version-line')).toHaveTextContent(
      'Posted Jan 5, 2026 · Version 3, edited Mar 2, 2026',
    );
  });

  test('compares the latest with the one before at first, word by word', async () => {
    await renderIdeaPage({ idea, handlers: handlers() });
    const diff = await screen.findByTestId('version-diff');
    expect(screen.getByRole('combobox', { name: 'From' })).toHaveValue('2');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveValue('3');
    const title = within(diff).getByRole('region', { name: 'Changes to Title' });
    expect(title.querySelector('del')).toHaveTextContent('moisture');
    expect(title.querySelector('ins')).toHaveTextContent('salinity');
    // Screen readers hear which is which.
    expect(title.querySelector('ins')?.textContent).toBe('[added: salinity]');
    const fields = within(diff).getByRole('region', { name: 'Changes to Academic fields' });
    expect(fields.querySelector('ins')).toHaveTextContent('Chemistry');
    expect(within(diff).getByText(/^Unchanged: The Challenge/)).toBeInTheDocument();
  });

  test('any two versions can be compared, in either order; one with itself says so', async () => {
    const app = await renderIdeaPage({ idea, handlers: handlers() });
    await screen.findByTestId('version-diff');
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '1');
    await waitFor(() =>
      expect(
        screen.getByRole('region', { name: 'Changes to The Challenge' }).querySelector('del'),
      ).toHaveTextContent('moisture'),
    );
    expect(screen.getByText(/What version 3 changed since version 1/)).toBeInTheDocument();
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'To' }), '1');
    expect(screen.getByText('Choose two different versions to see what changed.')).toBeVisible();
    expect(screen.queryByTestId('version-diff')).not.toBeInTheDocument();
    // Reversed: still the older one first.
    await app.user.selectOptions(screen.getByRole('combobox', { name: 'From' }), '2');
    expect(await screen.findByText(/What version 2 changed since version 1/)).toBeInTheDocument();
  });

  test('an idea never edited has no history section and no version in its date line', async () => {
    const app = await renderIdeaPage();
    expect(screen.queryByRole('region', { name: 'Version history' })).not.toBeInTheDocument();
    expect(screen.getByTestId('version-line')).toHaveTextContent(/^Posted Jan 5, 2026$/);
    expect(app.calls.some((call) => call.path === 'ideas.versions')).toBe(false);
  });

  test('a history that fails to load says so, with a retry', async () => {
    await renderIdeaPage({
      idea,
      handlers: handlers({
        'ideas.versions': () => {
          throw serverError('INTERNAL_SERVER_ERROR', 'Something went wrong');
        },
      }),
    });
    expect(await screen.findByText('Could not load the versions')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /try again/i })).toBeInTheDocument();
  });
});
