// Runs before the first paint (a plain script in <head>), so a page never flashes the other
// theme while the app loads. A file rather than inline code, which the CSP forbids.
// lib/theme.ts writes the key; anything unknown means 'system' (follow the device).
(function () {
  var theme = 'system';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage can be off (private windows, strict settings); the device's setting is a fine default.
  }
  document.documentElement.dataset.theme = theme;
})();
