/**
 * npm run bench:first-screen
 *
 * The first screen's JavaScript alone (the figure `npm run bench` reports as
 * web.initialJsGzipKb), in seconds rather than the whole bench's half hour: a small library,
 * the built server, and an empty Chromium per screen. Prints each screen's total, the part
 * that is there for languages, and its files, biggest first. Run `npm run build` first after changing code.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { catalogTextsOnly, gzipShareOf } from './script-sources.js';
import { freshContexts, measureInitialJs } from './web.js';
import { startBenchServer } from './workers.js';

const DIST = fileURLToPath(new URL('../apps/web/dist', import.meta.url));

/**
 * The sources that are there for languages (issue 27's budget: at most 5 KB gzip on an English
 * first screen): the message runtime, the catalogs, the shown language and its formatting, the
 * texts of problems by code, each folder's catalog hook. An upper bound: without languages, the
 * English of the catalogs would be in the code as literals.
 */
const LANGUAGE_SOURCE =
  /node_modules\/@lingui\/|\.po$|\/src\/lib\/(i18n|errors|kitchen-words)\/|\/i18n\.ts$|packages\/shared\/src\/locales\.ts$/;

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
      const share = (owned: (source: string) => boolean, replace?: (code: string) => string) =>
        figure.files.reduce((sum, file) => sum + gzipShareOf(resolve(DIST, `.${file.url}`), owned, replace), 0);
      const isCatalog = (source: string) => source.endsWith('.po');
      const languages = share((source) => LANGUAGE_SOURCE.test(source));
      const catalogs = share(isCatalog);
      const growth = languages - catalogs + share(isCatalog, catalogTextsOnly);
      const kb = (value: number) => `${value.toLocaleString('en')} B`;
      console.log(
        `${screen}: ${kb(bytes)} gzip (${figure.gzipKb} KiB); languages ${kb(languages)} (English catalogs ${kb(catalogs)}); ` +
          `growth for English ${kb(growth)} (without the catalogs' texts, which would ship as literals)`,
      );
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
