import { notifications } from '@mantine/notifications';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, test } from 'vitest';
import { notify } from '../lib/notify';
import { renderApp } from '../test/render';

afterEach(() => {
  act(() => notifications.clean());
});

/** The app at /about with one toast on screen; returns the toast element. */
async function showToast() {
  renderApp('/about');
  await screen.findByRole('heading', { level: 1, name: /About/ });
  act(() => notify.success('Saved', 'Swipe me'));
  const text = await screen.findByText('Swipe me');
  return text.closest<HTMLElement>('.mantine-Notification-root')!;
}

function drag(element: HTMLElement, dx: number) {
  const pointer = { pointerId: 1, button: 0, pointerType: 'touch' };
  fireEvent.pointerDown(element, { ...pointer, clientX: 100, clientY: 20 });
  fireEvent.pointerMove(element, { ...pointer, clientX: 100 + dx / 2, clientY: 20 });
  fireEvent.pointerMove(element, { ...pointer, clientX: 100 + dx, clientY: 20 });
  const offsetWhileDragging = element.style.translate;
  fireEvent.pointerUp(element, { ...pointer, clientX: 100 + dx, clientY: 20 });
  return offsetWhileDragging;
}

test('a toast dragged 60 px to the right is dismissed', async () => {
  const toast = await showToast();
  expect(drag(toast, 60)).toBe('60px 0');
  await waitFor(() => expect(screen.queryByText('Swipe me')).not.toBeInTheDocument());
});

test('a toast dragged 30 px to the right snaps back and stays', async () => {
  const toast = await showToast();
  expect(drag(toast, 30)).toBe('30px 0');
  expect(toast.style.translate).toBe('');
  // Give a dismissal (hide + exit transition) time to happen, were there one.
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getByText('Swipe me')).toBeInTheDocument();
});

test('leftward drags do nothing', async () => {
  const toast = await showToast();
  expect(drag(toast, -120)).toBe('');
  await new Promise((resolve) => setTimeout(resolve, 400));
  expect(screen.getByText('Swipe me')).toBeInTheDocument();
});

test('the close button still closes the toast', async () => {
  const toast = await showToast();
  const close = toast.querySelector('button')!;
  fireEvent.pointerDown(close, { pointerId: 1, button: 0, clientX: 400 });
  fireEvent.pointerUp(close, { pointerId: 1, button: 0, clientX: 400 });
  fireEvent.click(close);
  await waitFor(() => expect(screen.queryByText('Swipe me')).not.toBeInTheDocument());
});
