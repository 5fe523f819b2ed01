/**
 * Only the large library's /dishes and /dashboard in Lighthouse, as `npm run bench` loads them
 * (a cook with 10,000 dishes and 2,000 meals, on SQLite), `--runs` times, with each run's total
 * blocking time and its long tasks: a quick way to follow one figure while working on it.
 *
 *   npm run build && node --conditions=@hearth/source --import tsx bench/library-tbt.ts [-- --runs 3]
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { TIME_ZONE_COOKIE } from './lighthouse-screens.js';
import { startBenchServer } from './workers.js';

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
const log = (message: string) => process.stderr.write(`[library-tbt] ${message}\n`);

const scratch = new Scratch();
const databaseUrl = await scratch.databaseUrl('sqlite', 'hearth_tbt');
log('seeding 10,000 dishes and 2,000 meals');
await seedBenchLibrary(databaseUrl, { dishes: 10_000, meals: 2_000 });
const server = await startBenchServer(databaseUrl);
const chrome = await chromeLauncher.launch({ chromePath: chromiumExecutable(), chromeFlags: ['--headless=new', ...CHROMIUM_ARGS] });
const figures: Record<string, number[]> = { '/dishes': [], '/dashboard': [] };
try {
  const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
  for (let run = 1; run <= runs; run += 1) {
    for (const path of Object.keys(figures)) {
      const load = async () => {
        const result = await lighthouse(`${server.url}${path}`, {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
          extraHeaders: { Cookie: `${cookie}; ${TIME_ZONE_COOKIE}` },
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${path}`);
        return result.lhr;
      };
      let lhr = await load();
      // As bench/lighthouse.ts: a load Lighthouse could not trace is tried once more.
      if (lhr.runtimeError) {
        log(`${path}: ${lhr.runtimeError.code}; once more`);
        lhr = await load();
      }
      const audits = lhr.audits;
      const tbt = Math.round(audits['total-blocking-time']?.numericValue ?? Number.NaN);
      figures[path]!.push(tbt);
      const items = ((audits['long-tasks']?.details as { items?: Array<{ url: string; startTime: number; duration: number }> })?.items ??
        []) as Array<{ url: string; startTime: number; duration: number }>;
      const tasks = items.map((task) => `${Math.round(task.startTime)}+${Math.round(task.duration)} ${task.url.replace(server.url, '')}`);
      log(`run ${run} ${path}: TBT ${tbt} ms; long tasks: ${tasks.join(', ') || 'none'}`);
    }
  }
} finally {
  chrome.kill();
  await server.kill('SIGTERM');
  await scratch.dispose();
}
for (const [path, values] of Object.entries(figures)) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  console.log(`${path} (10,000 dishes): TBT median ${sorted[Math.floor(sorted.length / 2)]} ms, range ${sorted[0]}–${sorted.at(-1)} ms`);
}
