import { afterEach, expect, test, vi } from 'vitest';
import { reloadOnNewRelease } from './reload-on-new-release';

afterEach(() => vi.restoreAllMocks());

test('a file of an older release that fails to load reloads the page once, not again within a minute', () => {
  const reload = vi.fn();
  vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
  const storage = new Map<string, string>();
  reloadOnNewRelease({
    getItem: (key: string) => storage.get(key) ?? null,
    setItem: (key: string, value: string) => void storage.set(key, value),
  } as Storage);

  const first = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(first);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(first.defaultPrevented).toBe(true);

  const second = new Event('vite:preloadError', { cancelable: true });
  window.dispatchEvent(second);
  expect(reload).toHaveBeenCalledTimes(1);
  expect(second.defaultPrevented).toBe(false);
});
