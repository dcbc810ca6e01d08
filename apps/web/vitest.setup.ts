import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Whole-app renders load code-split routes; under a parallel run that can take
// longer than Testing Library's default 1 s for findBy*/waitFor (15 s on a busy 2-core CI machine).
configure({ asyncUtilTimeout: 15_000 });

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  document.documentElement.className = '';
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
