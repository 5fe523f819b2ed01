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
        return withStyles.replace('<script src="/theme-boot.js"></script>', `<script>${bootScript}</script>`);
      },
    },
  };
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
