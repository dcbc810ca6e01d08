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

test('a control that lost focus by being disabled gets it back when enabled again', async () => {
  document.body.innerHTML = '<button id="star">Star</button><button id="other">Other</button>';
  stop = keepFocusOnBusyControls();
  const star = document.getElementById('star') as HTMLButtonElement;
  star.focus();
  loseFocus(star);
  await flush();
  expect(document.activeElement).toBe(document.body);
  star.disabled = false;
  await flush();
  expect(document.activeElement).toBe(star);
});

test('focus is not taken back once the person has moved on', async () => {
  document.body.innerHTML = '<button id="star">Star</button><button id="other">Other</button>';
  stop = keepFocusOnBusyControls();
  const star = document.getElementById('star') as HTMLButtonElement;
  const other = document.getElementById('other') as HTMLButtonElement;
  star.focus();
  loseFocus(star);
  other.focus();
  star.disabled = false;
  await flush();
  expect(document.activeElement).toBe(other);
});

test('a control that was not disabled when it lost focus is left alone', async () => {
  document.body.innerHTML = '<button id="star">Star</button>';
  stop = keepFocusOnBusyControls();
  const star = document.getElementById('star') as HTMLButtonElement;
  star.focus();
  star.blur();
  star.dispatchEvent(new FocusEvent('focusout', { bubbles: true, relatedTarget: null }));
  star.setAttribute('data-loading', 'true');
  await flush();
  expect(document.activeElement).toBe(document.body);
});
