import { screen, waitFor, within } from '@testing-library/react';
import {
  type FlagQueueItem,
  type FlagQueuePage,
  MESSAGES,
  type ModerationLogPage,
} from '@thisoneforfree/contracts';
import { describe, expect, test } from 'vitest';
import { serverError } from '../../test/fake-trpc';
import { makeUser, renderApp } from '../../test/render';
import { makeComment } from '../idea/test-fixtures';

const admin = makeUser({ id: 1, isAdmin: 1, name: 'Site Admin' });
const lise = { id: 12, username: 'lise', name: 'Lise Meitner' };
const ada = { id: 9, username: 'ada', name: 'Ada Lovelace' };

const { flaggedByMe: _mine, ...reply } = makeComment({
  id: 57,
  parentId: 41,
  content: 'Cheap sediment cores, see my profile!',
  status: 'flagged',
  flagCount: 4,
  author: { id: 31, username: 'core-deals', name: 'Core Deals' },
});
const { flaggedByMe: _theirs, ...parent } = makeComment({
  id: 41,
  content: 'Which lakes would you sample first?',
});

const queued: FlagQueueItem = {
  comment: reply,
  idea: { id: 12, title: 'Pollen in lake sediments' },
  parent,
  flags: [
    {
      reason: 'spam',
      note: 'Same link under every idea.',
      createdAt: reply.createdAt,
      flagger: lise,
    },
    { reason: null, note: null, createdAt: reply.createdAt, flagger: ada },
  ],
  lastFlaggedAt: reply.createdAt,
};

const queuePage = (items: FlagQueueItem[], page = 1, total = items.length): FlagQueuePage => ({
  items,
  page,
  pageSize: 20,
  total,
});

const logPage = (page = 1): ModerationLogPage => ({
  items: [
    {
      id: 8,
      createdAt: '2026-03-15T13:05:00.000Z',
      cause: 'moderator',
      actor: { id: 1, username: 'admin', name: 'Site Admin' },
      fromStatus: 'flagged',
      toStatus: 'hidden',
      flagsResolved: 3,
      comment: { id: 57, excerpt: 'Cheap sediment cores', author: reply.author },
      idea: { id: 12, title: 'Pollen in lake sediments' },
    },
    {
      id: 7,
      createdAt: '2026-03-15T12:40:00.000Z',
      cause: 'flags',
      actor: null,
      fromStatus: 'active',
      toStatus: 'flagged',
      flagsResolved: 0,
      comment: { id: 57, excerpt: 'Cheap sediment cores', author: reply.author },
      idea: { id: 12, title: 'Pollen in lake sediments' },
    },
  ],
  page,
  pageSize: 20,
  total: 45,
});

describe('/admin', () => {
  test('a researcher is told the page is for admins, and nothing is asked of the server', async () => {
    const app = renderApp('/admin', { user: makeUser() });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Moderation' }),
    ).toBeInTheDocument();
    expect(screen.getByText(`${MESSAGES.errors.moderationAdminOnly}.`)).toBeInTheDocument();
    expect(app.calls.some((call) => call.path.startsWith('admin.'))).toBe(false);
  });

  test('a visitor is sent to log in', async () => {
    const app = renderApp('/admin');
    await waitFor(() => expect(app.history.location.pathname).toBe('/auth'));
  });

  test('the queue shows each comment in context with its flags and their reasons', async () => {
    renderApp('/admin', {
      user: admin,
      handlers: { 'admin.flags': () => queuePage([queued]) },
    });
    const card = await screen.findByRole('article', { name: 'Comment by Core Deals' });
    const inCard = within(card);
    expect(inCard.getByText('Cheap sediment cores, see my profile!')).toBeInTheDocument();
    expect(inCard.getByRole('link', { name: 'Pollen in lake sediments' })).toHaveAttribute(
      'href',
      '/idea/12#comment-57',
    );
    expect(inCard.getByLabelText('In reply to Grace Hopper')).toHaveTextContent(
      'Which lakes would you sample first?',
    );
    expect(inCard.getByText('Flagged')).toBeInTheDocument();
    expect(inCard.getByText(/2 flags awaiting review/)).toBeInTheDocument();
    expect(inCard.getByText('(4 in all)')).toBeInTheDocument();
    const flags = within(inCard.getByRole('list', { name: 'Flags' }));
    expect(flags.getByText('Spam')).toBeInTheDocument();
    expect(flags.getByText('Same link under every idea.')).toBeInTheDocument();
    expect(flags.getByText(/by Lise Meitner/)).toBeInTheDocument();
    expect(flags.getByText('No reason given')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: /Flagged comments/ })).toHaveTextContent('1');
  });

  test('Hide decides at once; Delete asks first', async () => {
    const app = renderApp('/admin', {
      user: admin,
      handlers: {
        'admin.flags': () => queuePage([queued]),
        'comments.setStatus': (input) => ({
          ...reply,
          flaggedByMe: false,
          ...(input as object),
        }),
      },
    });
    const card = within(await screen.findByRole('article', { name: 'Comment by Core Deals' }));
    expect(card.getByRole('button', { name: 'Restore' })).toBeInTheDocument();
    await app.user.click(card.getByRole('button', { name: 'Hide' }));
    await waitFor(() =>
      expect(app.calls.find((call) => call.path === 'comments.setStatus')?.input).toEqual({
        id: 57,
        status: 'hidden',
      }),
    );
    expect(await screen.findByText(MESSAGES.toasts.commentUpdatedTitle)).toBeInTheDocument();
    // The queue is read again after a decision.
    await waitFor(() =>
      expect(app.calls.filter((call) => call.path === 'admin.flags').length).toBeGreaterThan(1),
    );

    await app.user.click(card.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this comment?' });
    await app.user.click(within(dialog).getByRole('button', { name: 'Delete comment' }));
    await waitFor(() =>
      expect(
        app.calls.filter((call) => call.path === 'comments.setStatus').map((call) => call.input),
      ).toEqual([
        { id: 57, status: 'hidden' },
        { id: 57, status: 'deleted' },
      ]),
    );
  });

  test('an empty queue says so; a failed one offers a retry', async () => {
    let fail = true;
    const app = renderApp('/admin', {
      user: admin,
      handlers: {
        'admin.flags': () => {
          if (fail) throw serverError('INTERNAL_SERVER_ERROR', 'The database is away');
          return queuePage([]);
        },
      },
    });
    expect(await screen.findByText(/The database is away/)).toBeInTheDocument();
    fail = false;
    await app.user.click(screen.getByRole('button', { name: /Try again/ }));
    expect(await screen.findByRole('heading', { name: 'No flagged comments' })).toBeInTheDocument();
  });

  test('the log lists who changed what, and pages through with Next', async () => {
    const app = renderApp('/admin?tab=log', {
      user: admin,
      handlers: {
        'admin.flags': () => queuePage([]),
        'admin.audit': (input) => logPage((input as { page: number }).page),
      },
    });
    const log = within(await screen.findByRole('list', { name: 'Moderation log' }));
    const [byAdmin, byFlags] = log.getAllByTestId('moderation-log-entry');
    expect(byAdmin).toHaveTextContent('Site Admin changed a comment from Flagged to Hidden');
    expect(byAdmin).toHaveTextContent('(3 flags settled)');
    expect(byAdmin).toHaveTextContent('“Cheap sediment cores”');
    expect(byFlags).toHaveTextContent(
      'Flags from readers changed a comment from Active to Flagged',
    );
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Page 2 of 3')).toBeInTheDocument();
    expect(app.history.location.search).toContain('page=2');
    expect(app.calls.filter((call) => call.path === 'admin.audit').map((c) => c.input)).toEqual([
      { page: 1 },
      { page: 2 },
    ]);
  });
});
