// Runs before the first paint: the build puts it inline in index.html's <head> (vite.config.ts),
// and the server's CSP allows it by its hash. Two jobs that cannot wait for the app's JavaScript:
// - the theme, so a page never flashes the other one while the app loads. lib/theme.ts writes
//   the key; anything unknown means 'system' (follow the device).
// - the heading of the static shell index.html paints at once (--boot-title), which the app
//   replaces with the screen itself. Headings the shell cannot know (a dish's name) stay blank.
(function () {
  var root = document.documentElement;
  var theme = 'system';
  try {
    var stored = localStorage.getItem('theme');
    if (stored === 'light' || stored === 'dark') theme = stored;
  } catch {
    // Storage can be off (private windows, strict settings); the device's setting is a fine default.
  }
  root.dataset.theme = theme;

  var headings = [
    [/^\/(dashboard\/?)?$/, 'Meal Timeline'],
    [/^\/dishes\/?$/, 'Dishes'],
    [/^\/dishes\/new\/?$/, 'Add New Dish'],
    [/^\/dishes\/\d+\/edit\/?$/, 'Edit Dish'],
    [/^\/login\/?$/, 'Sign In'],
    [/^\/register\/?$/, 'Sign Up'],
    [/^\/settings\/?$/, 'Settings'],
    [/^\/shopping\/?$/, 'Shopping List'],
    [/^\/dishes\/import\/?$/, 'Import Recipes'],
  ];
  for (var i = 0; i < headings.length; i += 1) {
    if (headings[i][0].test(location.pathname)) {
      root.style.setProperty('--boot-title', JSON.stringify(headings[i][1]));
      break;
    }
  }
})();
