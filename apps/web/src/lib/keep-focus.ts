/**
 * Buttons that show a spinner while their call runs (Mantine's `loading`) are
 * disabled meanwhile, and a browser drops the focus of a control that becomes
 * disabled: a keyboard user who pressed the favorite star, Post Comment or
 * Save preferences found themselves back at the top of the page. This gives
 * the focus back to such a control when it is enabled again, unless the
 * person has moved on (focused something else) or the control is gone.
 *
 * Returns a function that stops watching.
 */
export function keepFocusOnBusyControls(doc: Document = document): () => void {
  let waiting: HTMLElement | null = null;

  const isDisabled = (element: HTMLElement) =>
    element.matches(':disabled') || element.getAttribute('data-disabled') === 'true';

  const onFocusOut = (event: FocusEvent) => {
    const target = event.target;
    // Focus that goes nowhere, from a control that has just been disabled.
    waiting =
      event.relatedTarget === null && target instanceof HTMLElement && isDisabled(target)
        ? target
        : null;
  };
  const onFocusIn = () => {
    waiting = null;
  };
  const observer = new MutationObserver(() => {
    if (!waiting) return;
    if (!waiting.isConnected) {
      waiting = null;
      return;
    }
    const focused = doc.activeElement;
    if (focused && focused !== doc.body) {
      waiting = null;
      return;
    }
    if (!isDisabled(waiting)) {
      const control = waiting;
      waiting = null;
      control.focus({ preventScroll: true });
    }
  });

  doc.addEventListener('focusout', onFocusOut, true);
  doc.addEventListener('focusin', onFocusIn, true);
  observer.observe(doc.body, {
    attributes: true,
    attributeFilter: ['disabled', 'data-disabled', 'data-loading'],
    subtree: true,
  });
  return () => {
    doc.removeEventListener('focusout', onFocusOut, true);
    doc.removeEventListener('focusin', onFocusIn, true);
    observer.disconnect();
  };
}

/**
 * Focuses what `find` returns once React has drawn the change just asked for
 * (the element may not exist yet, or may be about to disappear).
 */
export function focusAfterRender(find: () => HTMLElement | null | undefined): void {
  requestAnimationFrame(() => find()?.focus());
}
