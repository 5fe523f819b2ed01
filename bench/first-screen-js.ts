/**
 * npm run bench:first-screen
 *
 * The first screen's JavaScript alone (the figure `npm run bench` reports as
 * web.initialJsGzipKb), in seconds rather than the whole bench's half hour: a small library,
 * the built server, and an empty Chromium per screen. Prints each screen's total and its
 * files, biggest first. Run `npm run build` first after changing code.
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { freshContexts, measureInitialJs } from './web.js';
import { startBenchServer } from './workers.js';

const scratch = new Scratch();
try {
  const databaseUrl = await scratch.databaseUrl('sqlite', 'hearth_first_screen');
  await seedBenchLibrary(databaseUrl, { dishes: 40, meals: 20 });
  const server = await startBenchServer(databaseUrl, 1);
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
    const screens = await measureInitialJs(freshContexts(browser, server.url, cookie), server.url);
    for (const [screen, figure] of Object.entries(screens)) {
      const bytes = figure.files.reduce((sum, file) => sum + file.gzipBytes, 0);
      console.log(`${screen}: ${bytes.toLocaleString('en')} B gzip (${figure.gzipKb} KiB)`);
      for (const file of [...figure.files].sort((a, b) => b.gzipBytes - a.gzipBytes)) {
        console.log(`  ${String(file.gzipBytes).padStart(7)}  ${file.url}`);
      }
    }
  } finally {
    await browser.close();
    await server.kill('SIGTERM');
  }
} finally {
  await scratch.dispose();
}
