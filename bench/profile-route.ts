/**
 * npm run bench:profile -- <route> [--postgres] [--dishes N]
 *
 * Where a route's time goes: seeds a library, starts the built server (one process) under
 * Node's CPU profiler, loads the route as `npm run bench` does (10 connections, bench/routes.ts
 * names the routes: noop, dishRead, dishList, mealsTimeline, mealDays), and prints its
 * throughput, then the server's CPU time by module and by function (self time), and where the
 * .cpuprofile is (open it in Chromium's DevTools for the call tree). Run `npm run build` first.
 */
import { mkdtempSync, readFileSync, readdirSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { measureRoute } from './api.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { ROUTE_NAMES, type RouteName } from './routes.js';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { postgres: { type: 'boolean', default: false }, dishes: { type: 'string', default: '2000' } },
});
const route = positionals[0] as RouteName | undefined;
if (!route || !ROUTE_NAMES.includes(route)) throw new Error(`name a route: ${ROUTE_NAMES.join(', ')}`);

/** "kysely", "@fastify/compress", a file of ours, or one of Node's own. */
function moduleOf(url: string): string {
  const inPackages = url.split('node_modules/').at(-1)!;
  if (inPackages !== url)
    return inPackages
      .split('/')
      .slice(0, inPackages.startsWith('@') ? 2 : 1)
      .join('/');
  return url.replace(/^file:\/\/.*?\/apps\//, 'apps/');
}

function printShares(title: string, times: Map<string, number>, total: number) {
  console.log(`\n${title}`);
  for (const [name, time] of [...times].sort((a, b) => b[1] - a[1]).slice(0, 20)) {
    console.log(`  ${((time / total) * 100).toFixed(1).padStart(5)}%  ${name}`);
  }
}

function summarise(profile: CpuProfile) {
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  const byModule = new Map<string, number>();
  const byFunction = new Map<string, number>();
  let total = 0;
  profile.samples.forEach((id, index) => {
    const time = profile.timeDeltas[index] ?? 0;
    const { functionName, url, lineNumber } = nodes.get(id)!.callFrame;
    const where = url ? moduleOf(url) : functionName || '(native)';
    byModule.set(where, (byModule.get(where) ?? 0) + time);
    const name = url ? `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}` : functionName || '(native)';
    byFunction.set(name, (byFunction.get(name) ?? 0) + time);
    total += time;
  });
  printShares('CPU time by module (self time; "(idle)" is the server waiting)', byModule, total);
  printShares('by function', byFunction, total);
}

const scratch = new Scratch();
const profiles = mkdtempSync(join(tmpdir(), 'hearth-profile-'));
try {
  const databaseUrl = await scratch.databaseUrl(options.postgres ? 'postgres' : 'sqlite', 'hearth_profile');
  const seeded = await seedBenchLibrary(databaseUrl, { dishes: Number(options.dishes), meals: 200 });
  const server = await startServerProcess({ databaseUrl, nodeFlags: ['--cpu-prof', `--cpu-prof-dir=${profiles}`] });
  try {
    const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
    const figure = await measureRoute(
      server.url,
      { name: route, dishIds: seeded.dishIds, cookie },
      { connections: 10, warmupSec: 2, durationSec: 8 },
    );
    console.log(`${route}: ${figure.requestsPerSec} req/s, p50 ${figure.latencyMs.p50} ms, p95 ${figure.latencyMs.p95} ms`);
  } finally {
    await server.kill('SIGTERM');
  }
  // The process that served the requests wrote the largest profile.
  const [largest] = readdirSync(profiles)
    .map((name) => join(profiles, name))
    .sort((a, b) => statSync(b).size - statSync(a).size);
  if (!largest) throw new Error('the server wrote no profile');
  summarise(JSON.parse(readFileSync(largest, 'utf8')) as CpuProfile);
  console.log(`\nprofile: ${largest}`);
} finally {
  await scratch.dispose();
}
