import { afterEach, expect, test } from 'vitest';
import { keepFocusOnBusyControls } from './keep-focus';

let stop: () => void = () => undefined;
afterEach(() => {
  stop();
  document.body.innerHTML = '';
});

/** What a browser does when a focused control is disabled: focus goes to the body. */
function loseFocus(button: HTMLButtonElement) {
  button.blur();
  button.disabled = true;
  button.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Two buttons under watch, the first (a favorite star) focused. */
function twoButtons() {
  document.body.innerHTML = '<button id="star">Star</button><button id="other">Other</button>';
  stop = keepFocusOnBusyControls();
  const star = document.getElementById('star') as HTMLButtonElement;
  const other = document.getElementById('other') as HTMLButtonElement;
  star.focus();
  return { star, other };
}

test('a control that lost focus by being disabled gets it back when enabled again', async () => {
  const { star } = twoButtons();
  loseFocus(star);
  await flush();
  expect(document.activeElement).toBe(document.body);
  star.disabled = false;
  await flush();
  expect(document.activeElement).toBe(star);
});

test('focus is not taken back once the person has moved on', async () => {
  const { star, other } = twoButtons();
  loseFocus(star);
  other.focus();
  star.disabled = false;
  await flush();
  expect(document.activeElement).toBe(other);
});

test('a control that was not disabled when it lost focus is left alone', async () => {
  const { star } = twoButtons();
  star.blur();
  star.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  star.setAttribute('data-loading', 'true');
  await flush();
  expect(document.activeElement).toBe(document.body);
});
