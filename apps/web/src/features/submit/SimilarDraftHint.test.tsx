import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import type { FakeHandlers } from '../../test/fake-trpc';
import { makeIdeaCard, makeUser, renderApp } from '../../test/render';
import { hasWords } from './SimilarDraftHint';

const home: FakeHandlers = { 'ideas.browse': () => ({ items: [], nextCursor: null }) };

async function openSubmit(handlers: FakeHandlers) {
  const app = renderApp('/submit', { user: makeUser(), handlers: { ...home, ...handlers } });
  await screen.findByRole('heading', { level: 1, name: 'Submit Idea' });
  return app;
}

function textarea(label: string) {
  return within(screen.getByRole('form', { name: 'Submit idea' })).getByRole('textbox', {
    name: new RegExp(`^${label}`),
  });
}

describe('similar ideas while writing', () => {
  test('after a pause in typing, lists the similar ideas, each opening in a new tab', async () => {
    const reef = { ...makeIdeaCard(7, 'Coral reef heat maps'), score: 4.5 };
    const app = await openSubmit({ 'ideas.similarToDraft': () => [reef] });
    fireEvent.change(textarea('Title'), { target: { value: 'Reef heat sensors' } });
    fireEvent.change(textarea('Challenge'), { target: { value: 'Nobody maps reef heat' } });

    const hint = await screen.findByRole('region', { name: 'Similar ideas already shared' });
    const link = within(hint).getByRole('link', { name: /Coral reef heat maps/ });
    expect(link).toHaveAttribute('href', '/idea/7');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAccessibleName('Coral reef heat maps (opens in a new tab)');
    // One call for the pause, with the draft's parts (never its citations).
    const calls = app.calls.filter((call) => call.path === 'ideas.similarToDraft');
    expect(calls).toHaveLength(1);
    expect(calls[0]!.input).toEqual({
      title: 'Reef heat sensors',
      challenge: 'Nobody maps reef heat',
      approach: '',
      impact: '',
      fields: [],
    });
  });

  test('shows nothing when nothing is similar', async () => {
    const app = await openSubmit({ 'ideas.similarToDraft': () => [] });
    fireEvent.change(textarea('Title'), { target: { value: 'Glacier acoustics' } });
    await waitFor(() =>
      expect(app.calls.some((call) => call.path === 'ideas.similarToDraft')).toBe(true),
    );
    expect(screen.queryByRole('region', { name: 'Similar ideas already shared' })).toBeNull();
  });

  test('a draft is compared once its title or challenge has a word of 3 letters', () => {
    const draft = { title: '', challenge: '', approach: 'long approach', impact: '', fields: [] };
    expect(hasWords(draft)).toBe(false);
    expect(hasWords({ ...draft, title: 'ab 12 x' })).toBe(false);
    expect(hasWords({ ...draft, title: 'Eis' })).toBe(true);
    expect(hasWords({ ...draft, challenge: 'Ωμέγα' })).toBe(true);
  });
});
