import { readFileSync } from 'node:fs';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig, type Plugin } from 'vite';

// The shared package exports TypeScript source under this condition, so the app
// always builds against the current contract without a separate build step.
const SOURCE_CONDITION = '@hearth/source';

/**
 * Puts what the first paint needs into index.html itself: the entry stylesheets (a few KB)
 * and the theme/heading boot script. On a slow phone each file the page waits for before it
 * paints costs a round trip; with these inline, the static shell paints from the page alone.
 * The server allows exactly these blocks in its Content-Security-Policy by their SHA-256
 * (apps/server/src/plugins/web-dist.ts). The files stay in the build for the lazy screens.
 */
function inlineFirstPaint(): Plugin {
  return {
    name: 'hearth:inline-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        // A stylesheet that lazy screens also list keeps a disabled link beside its inline copy:
        // their loader skips a file whose link is already in the page, and would otherwise add it
        // again, after (and over) the rules that follow it. A disabled link is never fetched.
        const sharedCss = new Set(
          Object.values(bundle ?? {}).flatMap((chunk) => (chunk.type === 'chunk' && !chunk.isEntry ? [...(chunk.viteMetadata?.importedCss ?? [])] : [])),
        );
        const withStyles = html.replace(/<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g, (tag, file: string) => {
          const asset = bundle?.[file];
          if (asset?.type !== 'asset') return tag;
          const marker = sharedCss.has(file) ? `<link rel="stylesheet" href="/${file}" disabled>` : '';
          return `<style>${String(asset.source)}</style>${marker}`;
        });
        const bootScript = readFileSync(new URL('./public/theme-boot.js', import.meta.url), 'utf8');
        return loadAfterFirstPaint(withStyles.replace('<script src="/theme-boot.js"></script>', `<script>${bootScript}</script>`));
      },
    },
  };
}

/**
 * Replaces the entry's <script type="module"> and its <link rel="modulepreload">s with an inline
 * script that adds them once the browser reports the static shell painted (paint timing; a
 * frame and a short wait where that is missing). Otherwise a browser that gets the code quickly
 * (a fast network, a cached visit) runs the whole bundle before its first paint, and the shell
 * shows no sooner than the app. The files still load in parallel, as the tags would have loaded
 * them; a page opened in a background tab, which paints nothing, loads them at once.
 */
function loadAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
  if (!entry) throw new Error('hearth:inline-first-paint: the entry script is missing from index.html');
  const preloads = [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((match) => match[1]);
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
    ${JSON.stringify(preloads)}.forEach(function (href) { add('link', { rel: 'modulepreload', href: href }); });
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

export default defineConfig({
  plugins: [react(), inlineFirstPaint()],
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: 'es2022',
    sourcemap: true,
  },
});
