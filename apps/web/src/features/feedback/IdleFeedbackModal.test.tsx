import { MantineProvider } from '@mantine/core';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, test, vi } from 'vitest';
import { config } from '../../lib/config';
import { IdleFeedbackModal } from './IdleFeedbackModal';

beforeEach(() => {
  vi.useFakeTimers();
  sessionStorage.clear();
});
afterEach(() => vi.useRealTimers());

/** Lets the modal's code, loaded the first time the visitor is idle, arrive. */
async function modalLoaded() {
  await act(() => vi.dynamicImportSettled());
}

function renderModal() {
  return render(
    <MantineProvider env="test">
      <IdleFeedbackModal />
    </MantineProvider>,
  );
}

test('after 300000 ms without activity a modal asks for feedback', async () => {
  expect(config.idleFeedbackMs).toBe(300_000);
  renderModal();
  act(() => {
    vi.advanceTimersByTime(299_999);
  });
  expect(screen.queryByRole('button', { name: 'Give Feedback' })).not.toBeInTheDocument();
  act(() => {
    vi.advanceTimersByTime(1);
  });
  await modalLoaded();
  expect(screen.getByRole('button', { name: 'Maybe Later' })).toBeInTheDocument();
  const give = screen.getByRole('link', { name: 'Give Feedback' });
  expect(give).toHaveAttribute('href', config.feedbackUrl);
  expect(give).toHaveAttribute('target', '_blank');
});

test('mouse, key, scroll and touch activity restart the timer', () => {
  renderModal();
  for (const fire of [
    () => fireEvent.mouseMove(window),
    () => fireEvent.keyDown(window, { key: 'a' }),
    () => fireEvent.scroll(window),
    () => fireEvent.touchStart(window),
  ]) {
    act(() => {
      vi.advanceTimersByTime(200_000);
    });
    fire();
  }
  act(() => {
    vi.advanceTimersByTime(200_000);
  });
  expect(screen.queryByRole('button', { name: 'Maybe Later' })).not.toBeInTheDocument();
});

test('after Maybe Later the prompt does not come back in this session, reloads included', async () => {
  const first = renderModal();
  act(() => {
    vi.advanceTimersByTime(300_000);
  });
  await modalLoaded();
  fireEvent.click(screen.getByRole('button', { name: 'Maybe Later' }));
  act(() => {
    vi.advanceTimersByTime(30 * 60_000);
  });
  expect(screen.queryByRole('button', { name: 'Maybe Later' })).not.toBeInTheDocument();

  // A reload in the same tab keeps the session.
  first.unmount();
  renderModal();
  act(() => {
    vi.advanceTimersByTime(30 * 60_000);
  });
  await modalLoaded();
  expect(screen.queryByRole('button', { name: 'Maybe Later' })).not.toBeInTheDocument();
});

test('Give Feedback dismisses it for the session too', async () => {
  renderModal();
  act(() => {
    vi.advanceTimersByTime(300_000);
  });
  await modalLoaded();
  const give = screen.getByRole('link', { name: 'Give Feedback' });
  // The test browser would try to open the survey's address: stay here.
  give.addEventListener('click', (event) => event.preventDefault());
  fireEvent.click(give);
  act(() => {
    vi.advanceTimersByTime(30 * 60_000);
  });
  expect(screen.queryByRole('button', { name: 'Maybe Later' })).not.toBeInTheDocument();
});
