/**
 * `npm run bench:long-tasks`: what each long task of a screen's load is made of. The screen is
 * loaded cold in Chromium (a phone's width), traced with V8's sampling profiler for five
 * seconds, and every main-thread task whose CPU time × 4 (Lighthouse's phone) exceeds 50 ms is
 * printed with the functions its samples were in, named through the build's source maps. For
 * finding what to split or defer; the figures themselves are the bench's.
 *
 *   npm run build && node dist server on :3999
 *   HEARTH_COOKIE='better-auth.session_token=...; hearth-tz=UTC' npm run bench:long-tasks -- http://127.0.0.1:3999 /dashboard
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';
import type { ProfileNode, TraceEvent } from './trace-events.js';

const CPU_SLOWDOWN = 4;
const LONG_MS = 50;
const WATCH_MS = 5_000;
/** How many functions to name per task, by samples they were on the stack for. */
const SHOWN = 25;
const ASSETS = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const cookies = (process.env.HEARTH_COOKIE ?? '')
  .split(';')
  .map((pair) => pair.trim().split('='))
  .filter(([name]) => name)
  .map(([name, ...value]) => ({ name: name!, value: value.join('='), url: baseUrl }));

const sourceMaps = new Map<string, TraceMap | null>();
/** Where a built function came from: its name and file in the sources, else its built file. */
function sourceOf(frame: ProfileNode['callFrame']): string {
  const file = (frame.url ?? '').split('/').pop() ?? '';
  if (!sourceMaps.has(file)) {
    try {
      sourceMaps.set(file, file.endsWith('.js') ? new TraceMap(readFileSync(`${ASSETS}${file}.map`, 'utf8')) : null);
    } catch {
      sourceMaps.set(file, null);
    }
  }
  const map = sourceMaps.get(file);
  const name = frame.functionName || '(anonymous)';
  if (!map) return `${name} ${file}`;
  const original = originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
  const source = (original.source ?? file).replace(/.*node_modules\//, '').replace(/.*\/src\//, '');
  return `${original.name ?? name} ${source}:${original.line}`;
}

async function trace(path: string): Promise<TraceEvent[]> {
  const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'disabled-by-default-v8.cpu_profiler'],
    });
    await page.goto(`${baseUrl}${path}`);
    await page.waitForTimeout(WATCH_MS);
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as { traceEvents: TraceEvent[] };
    return traceEvents;
  } finally {
    await browser.close();
  }
}

for (const path of paths) {
  const events = await trace(path);
  const parsed = events.find((event) => event.name === 'ParseHTML' && String(event.args?.beginData?.url ?? '').startsWith(baseUrl));
  if (!parsed) throw new Error(`No page load of ${path} in the trace`);
  const { pid, tid } = parsed;
  const fcp = events.find((event) => event.pid === pid && event.name === 'firstContentfulPaint');
  const nodes = new Map<number, ProfileNode>();
  const samples: Array<{ ts: number; node: number }> = [];
  let time = 0;
  for (const event of events.filter(
    (candidate) => candidate.pid === pid && (candidate.name === 'Profile' || candidate.name === 'ProfileChunk'),
  )) {
    if (event.name === 'Profile') {
      time = event.args?.data?.startTime ?? 0;
      continue;
    }
    const { cpuProfile = {}, timeDeltas = [] } = event.args?.data ?? {};
    for (const node of cpuProfile.nodes ?? []) nodes.set(node.id, node);
    (cpuProfile.samples ?? []).forEach((node, index) => {
      time += timeDeltas[index] ?? 0;
      samples.push({ ts: time, node });
    });
  }
  console.log(`${path}`);
  const tasks = events.filter(
    (event) =>
      event.pid === pid &&
      event.tid === tid &&
      event.name === 'RunTask' &&
      event.ph === 'X' &&
      ((event.tdur ?? event.dur ?? 0) * CPU_SLOWDOWN) / 1000 > LONG_MS,
  );
  for (const task of tasks) {
    const onStack = new Map<string, number>();
    let count = 0;
    for (const sample of samples) {
      if (sample.ts < task.ts || sample.ts > task.ts + task.dur!) continue;
      count += 1;
      const seen = new Set<string>();
      for (let node = nodes.get(sample.node); node; node = node.parent === undefined ? undefined : nodes.get(node.parent)) {
        const label = sourceOf(node.callFrame);
        if (seen.has(label) || label.startsWith('(root)')) continue;
        seen.add(label);
        onStack.set(label, (onStack.get(label) ?? 0) + 1);
      }
    }
    const at = fcp ? `${Math.round((task.ts - fcp.ts) / 1000)} ms after the first paint` : `at ${task.ts}`;
    console.log(
      `  task ${at}: ${Math.round(((task.tdur ?? task.dur!) * CPU_SLOWDOWN) / 1000)} ms (CPU time × ${CPU_SLOWDOWN}), ${count} samples`,
    );
    for (const [label, hits] of [...onStack].sort((a, b) => b[1] - a[1]).slice(0, SHOWN))
      console.log(`    ${String(hits).padStart(5)}  ${label}`);
  }
}
