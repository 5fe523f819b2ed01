/**
 * Total blocking time figured from the main thread's CPU time rather than its wall time, for a
 * machine too busy for Lighthouse's figure to mean much (on a loaded machine a 20 ms task can
 * take 100 ms of wall time). Each of /dishes and /dashboard of the cook with 10,000 dishes is
 * loaded cold in Chromium, traced until the page has been quiet; every main-thread task's CPU
 * time is multiplied by 4 (Lighthouse's phone CPU) and what it holds beyond 50 ms is summed.
 * Counted from the first contentful paint, as Lighthouse counts, to the trace's end.
 *
 *   npm run build && node --conditions=@hearth/source --import tsx bench/library-cpu-tbt.ts [-- --runs 3]
 */
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { TIME_ZONE_COOKIE } from './lighthouse-screens.js';
import { startBenchServer } from './workers.js';
import type { TraceEvent } from './trace-events.js';

const CPU_SLOWDOWN = 4;
const BLOCKING_AFTER_MS = 50;
/** How long the page is watched after it loads: the library, the index and the service worker come after. */
const WATCH_MS = 10_000;

const { values: options } = parseArgs({ options: { runs: { type: 'string', default: '3' } } });
const runs = Number(options.runs);
const log = (message: string) => process.stderr.write(`[library-cpu-tbt] ${message}\n`);

/** What ran inside a task, briefly: its longest parts (a script, a timer, an event, a message). */
function partsOf(events: TraceEvent[], task: TraceEvent): string {
  const end = task.ts + (task.dur ?? 0);
  return events
    .filter(
      (event) =>
        event.ph === 'X' &&
        event.tid === task.tid &&
        event.pid === task.pid &&
        event !== task &&
        event.ts >= task.ts &&
        event.ts < end &&
        [
          'EvaluateScript',
          'v8.evaluateModule',
          'FunctionCall',
          'TimerFire',
          'EventDispatch',
          'FireAnimationFrame',
          'ParseHTML',
          'Layout',
          'MajorGC',
          'MinorGC',
        ].includes(event.name),
    )
    .sort((a, b) => (b.tdur ?? b.dur ?? 0) - (a.tdur ?? a.dur ?? 0))
    .slice(0, 2)
    .map((event) => {
      const what = event.args?.data?.url?.replace(/^.*\//, '') ?? event.args?.data?.type ?? event.args?.data?.functionName ?? '';
      return `${event.name}${what ? ` ${what}` : ''}`;
    })
    .join(' + ');
}

/** The renderer main thread's tasks of the page from its first contentful paint; NaN with no paint traced. */
function blockingTime(events: TraceEvent[]): { tbtMs: number; longTasks: string[] } {
  const fcp = events.find((event) => event.name === 'firstContentfulPaint');
  if (!fcp) return { tbtMs: Number.NaN, longTasks: ['no first contentful paint traced'] };
  const long = events
    .filter((event) => event.name === 'RunTask' && event.ph === 'X' && event.pid === fcp.pid && event.tid === fcp.tid && event.ts >= fcp.ts)
    .map((task) => ({ task, ms: ((task.tdur ?? task.dur ?? 0) / 1000) * CPU_SLOWDOWN }))
    .filter(({ ms }) => ms > BLOCKING_AFTER_MS);
  const tbtMs = long.reduce((sum, { ms }) => sum + ms - BLOCKING_AFTER_MS, 0);
  return { tbtMs: Math.round(tbtMs), longTasks: long.map(({ task, ms }) => `${Math.round(ms)} (${partsOf(events, task)})`) };
}

const scratch = new Scratch();
const databaseUrl = await scratch.databaseUrl('sqlite', 'hearth_cpu_tbt');
log('seeding 10,000 dishes and 2,000 meals');
await seedBenchLibrary(databaseUrl, { dishes: 10_000, meals: 2_000 });
const server = await startBenchServer(databaseUrl);
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
const figures: Record<string, number[]> = { '/dishes': [], '/dashboard': [] };
try {
  const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
  const [name, value] = cookie.split(';')[0]!.split('=');
  for (let run = 1; run <= runs; run += 1) {
    for (const path of Object.keys(figures)) {
      // A phone's screen, as Lighthouse's mobile emulation; a fresh context has no copies and no service worker.
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true });
      const [zoneName, zoneValue] = TIME_ZONE_COOKIE.split('=');
      await context.addCookies([
        { name: name!, value: value!, url: server.url },
        { name: zoneName!, value: zoneValue!, url: server.url },
      ]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      const events: TraceEvent[] = [];
      cdp.on('Tracing.dataCollected', ({ value: chunk }) => events.push(...(chunk as unknown as TraceEvent[])));
      const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
      await cdp.send('Tracing.start', {
        traceConfig: {
          includedCategories: ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'loading', '__metadata'],
          enableSampling: false,
        },
        transferMode: 'ReportEvents',
      });
      await page.goto(`${server.url}${path}`, { waitUntil: 'load' });
      await page.waitForTimeout(WATCH_MS);
      await cdp.send('Tracing.end');
      await complete;
      const figure = blockingTime(events);
      figures[path]!.push(figure.tbtMs);
      log(`run ${run} ${path}: TBT (CPU time x${CPU_SLOWDOWN}) ${figure.tbtMs} ms; long tasks ${figure.longTasks.join(', ') || 'none'}`);
      await context.close();
    }
  }
} finally {
  await browser.close();
  await server.kill('SIGTERM');
  await scratch.dispose();
}
for (const [path, values] of Object.entries(figures)) {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  console.log(
    `${path} (10,000 dishes): TBT from CPU time median ${sorted[Math.floor(sorted.length / 2)]} ms, range ${sorted[0]}–${sorted.at(-1)} ms`,
  );
}
