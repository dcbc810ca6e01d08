import '@testing-library/jest-dom/vitest';
import { notifications } from '@mantine/notifications';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, expect, vi } from 'vitest';

// Whole-app renders load code-split routes; under a parallel run that can take
// longer than Testing Library's default 1 s for findBy*/waitFor (15 s on a busy 2-core CI machine).
configure({ asyncUtilTimeout: 15_000 });

// React's warnings (invalid nesting, missing keys, act) arrive as console.error: a test
// that causes one fails, so they are fixed rather than scrolled past.
let consoleErrors: unknown[][] = [];
const originalConsoleError = console.error;
beforeEach(() => {
  consoleErrors = [];
  console.error = (...args: unknown[]) => {
    consoleErrors.push(args);
    originalConsoleError(...args);
  };
});

afterEach(() => {
  console.error = originalConsoleError;
  cleanup();
  // Toasts live in Mantine's module-level store, which outlives a test file
  // when files share a worker's modules (isolate: false).
  notifications.clean();
  window.localStorage.clear();
  document.documentElement.className = '';
  expect(
    consoleErrors.map((args) => args.map(String).join(' ')),
    'console.error calls',
  ).toEqual([]);
});

// Mantine reads these browser APIs; happy-dom lacks or stubs some of them.
if (!window.matchMedia) {
  Object.defineProperty(window, 'matchMedia', {
    writable: true,
    value: vi.fn().mockImplementation((query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: vi.fn(),
      removeListener: vi.fn(),
      addEventListener: vi.fn(),
      removeEventListener: vi.fn(),
      dispatchEvent: vi.fn(),
    })),
  });
}

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;

// Textarea autosize listens to document.fonts, which happy-dom does not have.
if (!('fonts' in document) || !document.fonts) {
  Object.defineProperty(document, 'fonts', {
    configurable: true,
    value: { addEventListener: () => {}, removeEventListener: () => {}, ready: Promise.resolve() },
  });
}
