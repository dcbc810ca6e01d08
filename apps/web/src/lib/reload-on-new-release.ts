const LAST_RELOAD_KEY = 'reloaded-for-new-release-at';

/**
 * A tab opened before a new release asks for code-split files that the new
 * release no longer has, and the next page fails to load. Vite reports that
 * as `vite:preloadError`: load the new release instead, at most once a minute
 * (a file that is missing for another reason must not reload for ever).
 */
export function reloadOnNewRelease(storage: Storage = sessionStorage): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(storage.getItem(LAST_RELOAD_KEY) ?? 0);
    if (Date.now() - last < 60_000) return;
    storage.setItem(LAST_RELOAD_KEY, String(Date.now()));
    event.preventDefault();
    window.location.reload();
  });
}
