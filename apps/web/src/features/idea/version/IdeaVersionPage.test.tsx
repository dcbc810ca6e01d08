import { screen, within } from '@testing-library/react';
import type { IdeaWithLinks } from '@thisoneforfree/contracts';
import { MESSAGES } from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { renderApp } from '../../../test/render';
import { ideaPageHandlers, makeIdeaDetail } from '../test-fixtures';

const latest = makeIdeaDetail({ version: 2, updatedAt: '2026-02-01T12:00:00.000Z' });
const first: IdeaWithLinks = {
  ...latest,
  title: 'Cheap sensors for soil moisture, a first draft',
  impact: 'Less water wasted.',
  version: 1,
  updatedAt: latest.createdAt,
};
const { stats: _stats, author: _author, ...latestVersion } = latest;

function render(path: string, idea = latest) {
  return renderApp(path, {
    handlers: ideaPageHandlers(idea, {
      'ideas.version': (input) =>
        (input as { version: number }).version === 1 ? first : latestVersion,
    }),
  });
}

describe('/idea/{id}/v/{version}', () => {
  test('shows the version as it was, says which it is, and links to the latest', async () => {
    const app = render('/idea/1/v/1');
    expect(await screen.findByRole('heading', { level: 1, name: first.title })).toBeInTheDocument();
    expect(screen.getByText('Version 1 of 2')).toBeInTheDocument();
    expect(
      screen.getByText(/as it read when this version was saved, on Jan 5, 2026/),
    ).toBeVisible();
    expect(
      screen.getByRole('link', { name: 'Read the latest version (version 2)' }),
    ).toHaveAttribute('href', '/idea/1');
    expect(screen.getByText('Less water wasted.')).toBeInTheDocument();
    // The idea's own page has ratings, comments and similar ideas; a version has none.
    expect(screen.queryByRole('heading', { name: 'Ratings' })).not.toBeInTheDocument();
    expect(app.calls.some((call) => call.path === 'comments.list')).toBe(false);
    expect(document.title).toBe(`${first.title} (version 1) - ${MESSAGES.app.name}`);
  });

  test('Cite cites this version', async () => {
    const app = render('/idea/1/v/1');
    await app.user.click(await screen.findByRole('button', { name: 'Cite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cite this idea' });
    expect(within(dialog).getByText(/How to cite version 1 of/)).toBeInTheDocument();
    expect(app.calls.find((call) => call.path === 'citations.formatIdea')?.input).toEqual({
      ideaId: 1,
      style: 'apa',
      version: 1,
    });
  });

  test('the latest version says it is the latest', async () => {
    render('/idea/1/v/2');
    expect(await screen.findByText('Version 2 of 2')).toBeInTheDocument();
    expect(screen.getByText('It is the latest version.')).toBeInTheDocument();
  });

  test('a withdrawn idea’s versions are its tombstone', async () => {
    render('/idea/1/v/1', {
      ...latest,
      withdrawnAt: '2026-03-03T09:00:00.000Z',
      withdrawnBy: 'author',
    });
    expect(await screen.findByText(MESSAGES.withdrawal.byAuthor('Mar 3, 2026'))).toBeVisible();
    expect(screen.queryByText('Less water wasted.')).not.toBeInTheDocument();
  });

  test.each(['/idea/1/v/0', '/idea/1/v/abc'])('%s is "Idea not found"', async (path) => {
    render(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: MESSAGES.empty.ideaNotFound }),
    ).toBeInTheDocument();
  });
});
