import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions, defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineFirstPaint } from './build/first-paint';

// The shared package exports TypeScript source under this condition, so the app
// always builds against the current contract without a separate build step.
const SOURCE_CONDITION = '@hearth/source';

/**
 * Two builds: the browser's app into dist/, and (`--ssr`) the server's renderer of the first
 * screens into dist-ssr/ (src/entry-server.tsx), which needs neither the page nor the worker.
 */
export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    react(),
    // Compiles the PO catalogs (lingui.config.ts) into message modules at build time.
    lingui({ configPath: fileURLToPath(new URL('../../lingui.config.ts', import.meta.url)), failOnCompileError: true }),
    ...(isSsrBuild ? [] : browserOnlyPlugins()),
  ],
  resolve: {
    conditions: [SOURCE_CONDITION, ...defaultClientConditions],
    // React Router's package points every import at its development build, whose extra
    // warnings only help while developing; a build takes its production one (the same code).
    alias: command === 'build' ? reactRouterProductionBuild() : [],
  },
  // The server's renderer serves no files: public/ is the browser build's alone.
  publicDir: isSsrBuild ? false : 'public',
  // The server's renderer runs React's production build whatever NODE_ENV the server has.
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  // One self-contained file the server imports: its packages are bundled in, as the browser's are.
  ssr: { noExternal: true, resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    target: isSsrBuild ? 'node20' : 'es2022',
    sourcemap: true,
  },
}));

function reactRouterProductionBuild() {
  const production = (file: string) => fileURLToPath(new URL(`../../node_modules/react-router/dist/production/${file}`, import.meta.url));
  return [
    { find: /^react-router$/, replacement: production('index.mjs') },
    { find: /^react-router\/dom$/, replacement: production('dom-export.mjs') },
  ];
}

function browserOnlyPlugins() {
  return [
    inlineFirstPaint(),
    VitePWA({
      // src/lib/offline-app.ts registers it, once the page has loaded.
      injectRegister: false,
      registerType: 'autoUpdate',
      includeAssets: ['favicon.svg', 'theme-boot.js', 'icons/apple-touch-icon.png'],
      manifest: {
        name: 'The Hearth',
        short_name: 'The Hearth',
        description: 'Your recipes, meal plans and shopping list, in one place.',
        id: '/',
        start_url: '/dashboard',
        scope: '/',
        display: 'standalone',
        background_color: '#fffaf5',
        theme_color: '#a8481f',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
        // A recipe shared from another app opens the import screen with its address.
        share_target: { action: '/dishes/import', method: 'GET', params: { url: 'url', text: 'text', title: 'title' } },
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        navigateFallback: '/index.html',
        // A dish's public page (/r/...) is the server's own, never the app's shell.
        navigateFallbackDenylist: [/^\/api\//, /^\/r\//],
        cleanupOutdatedCaches: true,
        runtimeCaching: [
          {
            // API reads kept for the screens last seen (docs/decisions/0022): the session, the
            // timeline, hearths, a dish, the services. Shopping lists and the dish library keep
            // copies of their own in IndexedDB; live events and writes are never cached. (The
            // function is copied into the service worker as text: it may use nothing from here.)
            urlPattern: ({ url, request }) =>
              request.method === 'GET' &&
              url.origin === self.location.origin &&
              /^\/api\/(auth\/get-session|meals(\/days)?|hearths(\/\d+)?|dishes\/\d+|config\/services)$/.test(url.pathname),
            handler: 'NetworkFirst',
            options: {
              // Must match API_CACHE in src/lib/offline-app.ts.
              cacheName: 'hearth-api',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
          {
            urlPattern: ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/api/images/'),
            handler: 'CacheFirst',
            options: {
              cacheName: 'hearth-api',
              cacheableResponse: { statuses: [200] },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
            },
          },
        ],
      },
    }),
  ];
}
