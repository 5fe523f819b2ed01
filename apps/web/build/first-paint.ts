import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin, Rollup } from 'vite';

type OutputBundle = Rollup.OutputBundle;
type OutputChunk = Rollup.OutputChunk;

/**
 * The screen each address opens with (app/router.tsx): its code is fetched beside the entry
 * rather than after it has run, saving a round trip on a phone. A route module that moves
 * fails the build here, so this list cannot silently go stale.
 */
const FIRST_SCREENS: Array<[pattern: string, routeModule: string]> = [
  ['^/(dashboard/?)?$', 'src/app/routes/dashboard.tsx'],
  ['^/dashboard/\\d+/?$', 'src/app/routes/hearth-dashboard.tsx'],
  ['^/dishes/?$', 'src/app/routes/dishes/list.tsx'],
  ['^/dishes/new/?$', 'src/app/routes/dishes/form.tsx'],
  ['^/dishes/\\d+/?$', 'src/app/routes/dishes/detail.tsx'],
  ['^/dishes/\\d+/edit/?$', 'src/app/routes/dishes/form.tsx'],
  ['^/dishes/import/?$', 'src/app/routes/dishes/import.tsx'],
  ['^/dishes/\\d+/cook/?$', 'src/app/routes/dishes/cook.tsx'],
  ['^/shopping/?$', 'src/app/routes/shopping.tsx'],
  ['^/login/?$', 'src/app/routes/login.tsx'],
  ['^/register/?$', 'src/app/routes/register.tsx'],
  ['^/reset-password/?$', 'src/app/routes/reset-password.tsx'],
  ['^/settings/?$', 'src/app/routes/settings.tsx'],
  ['^/profile/?$', 'src/app/routes/profile.tsx'],
];

/** A chunk's file and every file it imports statically, and the stylesheets they bring; the entry's are in the page already. */
function filesOf(bundle: OutputBundle, chunk: OutputChunk, seen = new Set<string>()): { scripts: string[]; styles: string[] } {
  if (seen.has(chunk.fileName) || chunk.isEntry) return { scripts: [], styles: [] };
  seen.add(chunk.fileName);
  const scripts = [`/${chunk.fileName}`];
  const styles = [...(chunk.viteMetadata?.importedCss ?? [])].map((file) => `/${file}`);
  for (const imported of chunk.imports) {
    const next = bundle[imported];
    if (next?.type !== 'chunk') continue;
    const files = filesOf(bundle, next, seen);
    scripts.push(...files.scripts);
    styles.push(...files.styles);
  }
  return { scripts, styles };
}

type ScreenFiles = readonly [pattern: string, scripts: string[], styles: string[]];

/**
 * Where the server finds each screen's files (apps/server/src/plugins/rendered-pages.ts): a page
 * it renders links the screen's stylesheets, so the markup paints styled before any code runs.
 */
export const SCREEN_FILES = '.vite/first-screens.json';

/** Per screen: its address pattern, the scripts and the stylesheets it needs beyond the entry's. */
function firstScreenFiles(bundle: OutputBundle, entryFiles: Set<string>): ScreenFiles[] {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  return FIRST_SCREENS.map(([pattern, routeModule]) => {
    const chunk = chunks.find((candidate) => candidate.facadeModuleId?.endsWith(`/apps/web/${routeModule}`));
    if (!chunk) throw new Error(`hearth:first-paint: no chunk for ${routeModule}; update FIRST_SCREENS in apps/web/build/first-paint.ts`);
    const { scripts, styles } = filesOf(bundle, chunk);
    const needed = (files: string[]) => [...new Set(files)].filter((file) => !entryFiles.has(file));
    return [pattern, needed(scripts), needed(styles)] as const;
  });
}

/** Where each language's messages are built from: one chunk per language (src/lib/i18n/load-messages.ts). */
const MESSAGE_CATALOGS = '/apps/web/src/lib/i18n/catalogs/';

/**
 * Per <html lang> the boot script sets (public/theme-boot.js), the files of that language's
 * messages, so a German first screen fetches its words beside the app's code rather than after.
 * English has none; the test language is "en-XA".
 */
function messageFiles(bundle: OutputBundle): Record<string, string[]> {
  const files: Record<string, string[]> = {};
  for (const output of Object.values(bundle)) {
    if (output.type !== 'chunk' || !output.facadeModuleId?.includes(MESSAGE_CATALOGS)) continue;
    const locale = output.facadeModuleId.slice(output.facadeModuleId.lastIndexOf('/') + 1).replace(/\.ts$/, '');
    files[locale === 'pseudo' ? 'en-XA' : locale] = filesOf(bundle, output).scripts;
  }
  if (!files.de || !files.ar) throw new Error(`hearth:first-paint: no message chunks under ${MESSAGE_CATALOGS}; update MESSAGE_CATALOGS`);
  return files;
}

/**
 * Replaces the entry's <script type="module"> and its <link rel="modulepreload">s with an inline
 * script that adds them, with the code of the screen at this address, once the browser reports
 * the static shell painted (paint timing; a frame and a short wait where that is missing).
 * Otherwise a browser that gets the code quickly (a fast network, a cached visit) runs the whole
 * bundle before its first paint, and the shell shows no sooner than the app. The files still
 * load in parallel; a page opened in a background tab, which paints nothing, loads them at once.
 */
function loadAfterFirstPaint(html: string, bundle: OutputBundle, keepScreens: (screens: ScreenFiles[]) => void): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry?.[1]) throw new Error('hearth:first-paint: the entry script is missing from index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1] ?? '');
  // The entry's own stylesheets are inline in the page (or marked as there): never fetched again.
  const entryStyles = [...html.matchAll(/<link rel="stylesheet" href="([^"]+)" disabled>/g)].map((match) => match[1] ?? '');
  const screens = firstScreenFiles(bundle, new Set([entry[1], ...preloads, ...entryStyles]));
  keepScreens(screens);
  const messages = messageFiles(bundle);
  const loader = `(function () {
  var started = false;
  var painted;
  function add(tag, attributes) {
    var element = document.createElement(tag);
    element.crossOrigin = '';
    for (var name in attributes) element[name] = attributes[name];
    document.head.appendChild(element);
  }
  function load() {
    if (started) return;
    started = true;
    if (painted) painted.disconnect();
    var scripts = ${JSON.stringify(preloads)};
    var styles = [];
    var screens = ${JSON.stringify(screens)};
    for (var i = 0; i < screens.length; i += 1) {
      if (new RegExp(screens[i][0]).test(location.pathname)) {
        scripts = scripts.concat(screens[i][1]);
        styles = screens[i][2];
        break;
      }
    }
    scripts = scripts.concat(${JSON.stringify(messages)}[document.documentElement.lang] || []);
    styles.forEach(function (href) { add('link', { rel: 'preload', as: 'style', href: href }); });
    scripts.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
    add('script', { type: 'module', src: ${JSON.stringify(entry[1])} });
  }
  if (document.visibilityState === 'hidden') return load();
  try {
    painted = new PerformanceObserver(load);
    painted.observe({ type: 'paint', buffered: true });
  } catch (error) {
    painted = undefined;
  }
  requestAnimationFrame(function () { setTimeout(load, 50); });
})();`;
  return html.replace(/\s*<link rel="modulepreload" crossorigin href="[^"]+">/g, '').replace(entry[0], `<script>${loader}</script>`);
}

/**
 * Puts what the first paint needs into index.html itself: the entry stylesheets (a few KB)
 * and the theme/heading boot script. On a slow phone each file the page waits for before it
 * paints costs a round trip; with these inline, the static shell paints from the page alone.
 * The server allows exactly these blocks in its Content-Security-Policy by their SHA-256
 * (apps/server/src/plugins/web-dist.ts). The files stay in the build for the lazy screens.
 * Then the app's code is asked for once the shell has painted (loadAfterFirstPaint).
 */
export function inlineFirstPaint(): Plugin {
  let outDir = '';
  let screens: ScreenFiles[] = [];
  return {
    name: 'hearth:inline-first-paint',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    writeBundle() {
      mkdirSync(join(outDir, '.vite'), { recursive: true });
      writeFileSync(join(outDir, SCREEN_FILES), JSON.stringify(screens));
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) throw new Error('hearth:first-paint: runs on the build only');
        // A stylesheet that lazy screens also list keeps a disabled link beside its inline copy:
        // their loader skips a file whose link is already in the page, and would otherwise add it
        // again, after (and over) the rules that follow it. A disabled link is never fetched.
        const sharedCss = new Set(
          Object.values(bundle).flatMap((chunk) =>
            chunk.type === 'chunk' && !chunk.isEntry ? [...(chunk.viteMetadata?.importedCss ?? [])] : [],
          ),
        );
        const withStyles = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle[file];
          if (asset?.type !== 'asset') return tag;
          const marker = sharedCss.has(file) ? `<link rel="stylesheet" href="/${file}" disabled>` : '';
          return `<style>${String(asset.source)}</style>${marker}`;
        });
        const bootScript = readFileSync(new URL('../public/theme-boot.js', import.meta.url), 'utf8');
        const page = withStyles.replace('<script src="/theme-boot.js"></script>', `<script>${bootScript}</script>`);
        return loadAfterFirstPaint(page, bundle, (files) => (screens = files));
      },
    },
  };
}
