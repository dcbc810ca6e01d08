// Applies the stored theme (localStorage key "theme": light, dark or system)
// before the app loads, so the page never flashes the wrong colours. A file,
// not an inline script, because the server's CSP allows only 'self' scripts.
(function () {
  try {
    var stored = localStorage.getItem('theme');
    var dark =
      stored === 'dark' ||
      (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    var root = document.documentElement;
    root.classList.add(dark ? 'dark' : 'light');
    root.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
  } catch (e) {
    /* storage blocked: the app falls back to the system setting */
  }
})();
