import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';
import { inlineFirstPaint } from './build/first-paint';

// The shared package exports TypeScript source under this condition, so the app
// always builds against the current contract without a separate build step.
const SOURCE_CONDITION = '@hearth/source';

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
