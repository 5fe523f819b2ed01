// Runs before the first paint: the build puts it inline in index.html's <head> (vite.config.ts),
// and the server's CSP allows it by its hash. Three jobs that cannot wait for the app's JavaScript:
// - the theme, so a page never flashes the other one while the app loads. lib/theme.ts writes
//   the key; anything unknown means 'system' (follow the device).
// - the language: <html lang dir>, so a right-to-left page never paints left to right. As
//   lib/i18n/locale-choice.ts chooses it: the account's (mirrored under 'locale'), else the
//   best of the browser's languages, else English; 'pseudo' is the test language.
//   build/first-paint.ts fetches that language's messages beside the app.
// - the heading of the static shell index.html paints at once (--boot-title), which the app
//   replaces with the screen itself. Headings the shell cannot know (a dish's name, any heading
//   in a language other than English) stay blank, as do the bar's words (styles/boot-shell.css).
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
  // A screen the server rendered (data-rendered) comes in a language already, which <html lang dir>
  // name: they describe its text until the app, once running, shows the person's own.
  if (root.hasAttribute('data-rendered')) return;

  // The same list and matching as packages/shared/src/locales.ts (lib/i18n/boot-script.test.ts holds them together).
  var locales = ['en', 'de', 'fr', 'es', 'it', 'nl', 'pt-BR', 'pl', 'sv', 'ar'];
  function languageOf(tag) {
    return tag.split(/[-_]/)[0].toLowerCase();
  }
  function match(preferred) {
    for (var i = 0; i < preferred.length; i += 1) {
      var wanted = String(preferred[i]).trim().replace('_', '-').toLowerCase();
      if (!wanted || wanted === '*') continue;
      for (var exact = 0; exact < locales.length; exact += 1) if (locales[exact].toLowerCase() === wanted) return locales[exact];
      for (var same = 0; same < locales.length; same += 1) if (languageOf(locales[same]) === languageOf(wanted)) return locales[same];
    }
    return 'en';
  }
  var chosen = null;
  try {
    chosen = localStorage.getItem('locale');
  } catch {
    // No storage: the browser's languages decide.
  }
  var locale =
    chosen === 'pseudo'
      ? 'en-XA'
      : locales.indexOf(chosen) >= 0
        ? chosen
        : match(navigator.languages && navigator.languages.length ? navigator.languages : [navigator.language || 'en']);
  root.lang = locale;
  root.dir = locale === 'ar' ? 'rtl' : 'ltr';
  if (locale !== 'en') return;

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
