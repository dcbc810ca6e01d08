import { notifications } from '@mantine/notifications';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MESSAGES } from '@thisoneforfree/contracts';
import { afterEach, describe, expect, test } from 'vitest';
import { type FakeHandlers, serverError } from '../../test/fake-trpc';
import { makeIdeaCard, makeUser, renderApp } from '../../test/render';

const home: FakeHandlers = { 'ideas.browse': () => ({ items: [], nextCursor: null }) };

afterEach(() => notifications.clean());

async function openSubmit(handlers: FakeHandlers = {}) {
  const app = renderApp('/submit', { user: makeUser(), handlers: { ...home, ...handlers } });
  await screen.findByRole('heading', { level: 1, name: 'Submit Idea' });
  return app;
}

function textarea(label: string) {
  return within(screen.getByRole('form', { name: 'Submit idea' })).getByRole('textbox', {
    name: new RegExp(`^${label}`),
  });
}

function toastTexts() {
  return [...document.querySelectorAll('.mantine-Notification-root')].map((t) => t.textContent);
}

function fillTexts() {
  fireEvent.change(textarea('Title'), { target: { value: 'Snow algae and glacier melt' } });
  fireEvent.change(textarea('Challenge'), { target: { value: 'Melt models ignore algae.' } });
  fireEvent.change(textarea('Approach'), { target: { value: 'Drones and field samples.' } });
  fireEvent.change(textarea('Impact'), { target: { value: 'Better sea-level forecasts.' } });
}

describe('submit idea', () => {
  test('each text area is labelled with its limit and counts as you type', async () => {
    const app = await openSubmit();
    for (const label of ['Title', 'Challenge', 'Approach', 'Impact'])
      expect(textarea(label)).toHaveAccessibleDescription(/Max 512 characters/);
    expect(screen.getAllByText('0/512')).toHaveLength(4);
    await app.user.type(textarea('Challenge'), 'Hello');
    expect(screen.getByText('5/512')).toBeInTheDocument();
  });

  test('text pasted past the limit is kept whole and the field says it is too long', async () => {
    const app = await openSubmit();
    fillTexts();
    await app.user.click(screen.getByRole('button', { name: 'Add Physics' }));
    await app.user.clear(textarea('Challenge'));
    await app.user.click(textarea('Challenge'));
    await app.user.paste('x'.repeat(600));
    expect(textarea('Challenge')).toHaveValue('x'.repeat(600));
    expect(screen.getByText('600/512')).toBeInTheDocument();
    expect(screen.getByText(MESSAGES.validation.textTooLong)).toBeInTheDocument();
    await app.user.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(app.calls.some((call) => call.path === 'ideas.create')).toBe(false);
    // Shortened, the message goes.
    fireEvent.change(textarea('Challenge'), { target: { value: 'x'.repeat(512) } });
    expect(screen.queryByText(MESSAGES.validation.textTooLong)).not.toBeInTheDocument();
  });

  test('field chips: unselected ones add, selected ones remove', async () => {
    const app = await openSubmit();
    await app.user.click(screen.getByRole('button', { name: 'Add Physics' }));
    await app.user.click(screen.getByRole('button', { name: 'Add Biology' }));
    expect(screen.queryByRole('button', { name: 'Add Physics' })).not.toBeInTheDocument();
    // Focus follows the chip to its new place.
    expect(screen.getByRole('button', { name: 'Remove Biology' })).toHaveFocus();
    await app.user.click(screen.getByRole('button', { name: 'Remove Physics' }));
    expect(screen.getByRole('button', { name: 'Add Physics' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove Biology' })).toBeInTheDocument();
  });

  test('no field chosen: a "Validation Error" toast and an inline message; nothing is sent', async () => {
    const app = await openSubmit();
    fillTexts();
    await app.user.click(screen.getByRole('button', { name: 'Submit Idea' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `${MESSAGES.toasts.validationErrorTitle}${MESSAGES.validation.fieldsRequired}`,
      ),
    );
    const group = screen.getByRole('group', { name: /Academic fields/ });
    expect(within(group).getByText(MESSAGES.validation.fieldsRequired)).toBeInTheDocument();
    expect(app.calls.some((call) => call.path === 'ideas.create')).toBe(false);
  });

  test('empty texts are flagged inline with the shared schema’s messages', async () => {
    const app = await openSubmit();
    await app.user.click(screen.getByRole('button', { name: 'Submit Idea' }));
    expect(await screen.findByText(MESSAGES.validation.titleRequired)).toBeInTheDocument();
    // One form of message for every field: "<Field> is required".
    for (const message of [
      MESSAGES.validation.challengeRequired,
      MESSAGES.validation.approachRequired,
      MESSAGES.validation.impactRequired,
    ])
      expect(screen.getByText(message)).toBeInTheDocument();
    expect(screen.queryByText(MESSAGES.validation.required)).not.toBeInTheDocument();
    expect(textarea('Title')).toHaveAttribute('aria-invalid', 'true');
  });

  test('success: the idea with its citations is sent, a toast, ideas refreshed, and home', async () => {
    let browseCount = 0;
    const app = await openSubmit({
      'ideas.browse': () => {
        browseCount += 1;
        return { items: [makeIdeaCard(11, 'Red snow')], nextCursor: null };
      },
      'ideas.create': () => ({ id: 99 }),
    });
    fillTexts();
    await app.user.click(screen.getByRole('button', { name: 'Add Environmental Science' }));
    await app.user.click(screen.getByRole('button', { name: 'Add Biology' }));
    await app.user.click(screen.getByRole('tab', { name: 'Internal' }));
    await app.user.click(await screen.findByRole('radio', { name: /Red snow/ }));
    await app.user.click(screen.getByRole('button', { name: 'Cite idea' }));
    const before = browseCount;
    await app.user.click(screen.getByRole('button', { name: 'Submit Idea' }));

    await waitFor(() => expect(app.history.location.pathname).toBe('/'));
    expect(toastTexts()).toContain(MESSAGES.toasts.ideaSubmitted);
    expect(app.calls.find((call) => call.path === 'ideas.create')?.input).toEqual({
      title: 'Snow algae and glacier melt',
      challenge: 'Melt models ignore algae.',
      approach: 'Drones and field samples.',
      impact: 'Better sea-level forecasts.',
      fields: ['Biology', 'Environmental Science'],
      citations: [{ type: 'internal', internalId: 11 }],
    });
    // utils.ideas.invalidate() refetched the ideas.
    await waitFor(() => expect(browseCount).toBeGreaterThan(before));
  });

  test('failure: "Error" with the server message, and field issues inline', async () => {
    const app = await openSubmit({
      'ideas.create': () => {
        throw serverError('BAD_REQUEST', 'Title: Title is required', [
          { path: 'title', message: 'Title must be unique' },
        ]);
      },
    });
    fillTexts();
    await app.user.click(screen.getByRole('button', { name: 'Add Physics' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit Idea' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(`${MESSAGES.toasts.error}Title: Title is required`),
    );
    expect(screen.getByText('Title must be unique')).toBeInTheDocument();
    expect(app.history.location.pathname).toBe('/submit');
  });

  test('failure without a message: the fallback text', async () => {
    const app = await openSubmit({
      'ideas.create': () => {
        throw serverError('INTERNAL_SERVER_ERROR', '');
      },
    });
    fillTexts();
    await app.user.click(screen.getByRole('button', { name: 'Add Physics' }));
    await app.user.click(screen.getByRole('button', { name: 'Submit Idea' }));
    await waitFor(() =>
      expect(toastTexts()).toContain(
        `${MESSAGES.toasts.error}${MESSAGES.toasts.submitIdeaFallback}`,
      ),
    );
  });
});
