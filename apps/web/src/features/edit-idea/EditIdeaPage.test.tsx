import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { type Idea, type IdeaDetail, MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeHandlers, serverError } from '../../test/fake-trpc';
import { makeIdeaCard, makeUser, renderApp } from '../../test/render';
import { ideaPageHandlers, makeIdeaDetail } from '../idea/test-fixtures';

afterEach(() => notifications.clean());

const author = makeUser({ id: 7, username: 'grace', name: 'Grace Hopper' });
const idea = makeIdeaDetail({
  version: 2,
  updatedAt: '2026-02-01T12:00:00.000Z',
  citations: [
    { type: 'internal', internalId: 4 },
    { type: 'external', externalData: { authors: 'Doe, J.', title: 'Soil physics', year: 2019 } },
  ],
  linkedIdeas: [
    { id: 4, title: 'Open irrigation data', description: 'Share it.', withdrawnAt: null },
  ],
});

const saved = (version: number): Idea => {
  const { stats: _s, author: _a, linkedIdeas: _l, ...rest } = idea;
  return { ...rest, title: 'Cheap sensors for soil salinity', version };
};

async function openEdit(
  options: { user?: ReturnType<typeof makeUser>; detail?: IdeaDetail; extra?: FakeHandlers } = {},
) {
  const app = renderApp('/idea/1/edit', {
    user: options.user ?? author,
    handlers: ideaPageHandlers(options.detail ?? idea, {
      'ideas.update': () => saved(3),
      ...options.extra,
    }),
  });
  await screen.findByRole('heading', { level: 1, name: 'Edit Idea' }, { timeout: 10_000 });
  return app;
}

const form = () => screen.getByRole('form', { name: 'Edit idea' });
const textarea = (label: string) =>
  within(form()).getByRole('textbox', { name: new RegExp(`^${label}`) });

describe('editing an idea', () => {
  test('the form holds the idea as it is: texts, fields and citations', async () => {
    await openEdit();
    expect(screen.getByText(/Saving makes version 3/)).toBeInTheDocument();
    expect(textarea('Title')).toHaveValue(idea.title);
    expect(textarea('Approach')).toHaveValue(idea.approach);
    expect(screen.getByRole('button', { name: 'Remove Engineering' })).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Remove Environmental Science' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Open irrigation data (idea #4)')).toBeInTheDocument();
    expect(screen.getByText('Doe, J. (2019). Soil physics.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/idea/1');
  });

  test('saving sends the edit with the version it started from, once, then shows the idea', async () => {
    const app = await openEdit();
    fireEvent.change(textarea('Title'), { target: { value: 'Cheap sensors for soil salinity' } });
    await app.user.dblClick(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.toasts.ideaUpdated(3))).toBeInTheDocument();
    await waitFor(() => expect(app.history.location.pathname).toBe('/idea/1'));
    expect(app.calls.filter((call) => call.path === 'ideas.update')).toEqual([
      {
        path: 'ideas.update',
        input: {
          id: 1,
          title: 'Cheap sensors for soil salinity',
          challenge: idea.challenge,
          approach: idea.approach,
          impact: idea.impact,
          fields: ['Engineering', 'Environmental Science'],
          citations: idea.citations,
          expectedVersion: 2,
        },
      },
    ]);
  });

  test('the Internal tab does not offer the idea itself', async () => {
    const app = await openEdit({
      extra: {
        'ideas.browse': () => ({
          items: [makeIdeaCard(1, idea.title), makeIdeaCard(5, 'Another idea')],
          nextCursor: null,
        }),
      },
    });
    await app.user.click(screen.getByRole('tab', { name: /Internal/ }));
    const list = await screen.findByTestId('internal-idea-list');
    expect(await within(list).findByText('Another idea')).toBeInTheDocument();
    expect(within(list).queryByText(idea.title)).not.toBeInTheDocument();
  });

  test('a save that changed nothing says so', async () => {
    const app = await openEdit({ extra: { 'ideas.update': () => saved(2) } });
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(MESSAGES.toasts.ideaUnchanged)).toBeInTheDocument();
  });

  test('the create rules hold: without a field nothing is sent', async () => {
    const app = await openEdit();
    await app.user.click(screen.getByRole('button', { name: 'Remove Engineering' }));
    await app.user.click(screen.getByRole('button', { name: 'Remove Environmental Science' }));
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText(MESSAGES.validation.fieldsRequired)).not.toHaveLength(0);
    expect(app.calls.some((call) => call.path === 'ideas.update')).toBe(false);
  });

  test('an edit made meanwhile by someone else: the server’s message, and the form stays', async () => {
    const message = MESSAGES.errors.ideaEditConflict(3);
    const app = await openEdit({
      extra: {
        'ideas.update': () => {
          throw serverError('CONFLICT', message);
        },
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(app.history.location.pathname).toBe('/idea/1/edit');
  });

  test('the server’s field issues show beside the fields', async () => {
    const app = await openEdit({
      extra: {
        'ideas.update': () => {
          throw serverError('BAD_REQUEST', MESSAGES.validation.selfCitation, [
            { path: 'citations.0.internalId', message: MESSAGES.validation.selfCitation },
          ]);
        },
      },
    });
    await app.user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findAllByText(MESSAGES.validation.selfCitation)).not.toHaveLength(0);
  });

  test('someone else may not edit it: why, and the way back', async () => {
    const app = await openEdit({ user: makeUser({ id: 8 }) });
    expect(screen.getByText(`${MESSAGES.errors.notIdeaAuthor}.`)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the idea' })).toHaveAttribute(
      'href',
      '/idea/1',
    );
    expect(app.calls.some((call) => call.path === 'ideas.update')).toBe(false);
  });

  test('an admin may edit anyone’s idea', async () => {
    await openEdit({ user: makeUser({ id: 99, isAdmin: 1 }) });
    expect(form()).toBeInTheDocument();
  });

  test('a withdrawn idea cannot be edited', async () => {
    await openEdit({
      detail: { ...idea, withdrawnAt: '2026-03-03T09:00:00.000Z', withdrawnBy: 'author' },
    });
    expect(screen.getByText(`${MESSAGES.errors.ideaWithdrawn}.`)).toBeInTheDocument();
  });

  test('a visitor is sent to log in first', async () => {
    const app = renderApp('/idea/1/edit', { handlers: ideaPageHandlers(idea) });
    await waitFor(() => expect(app.history.location.pathname).toBe('/auth'));
  });
});
