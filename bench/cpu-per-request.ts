/**
 * npm run bench:cpu -- [route ...] [--postgres] [--dishes N] [--runs N]
 *
 * What one request of a route costs in CPU time: the server process's and the database's (every
 * PostgreSQL process of the bench's cluster), in microseconds per answered request. Unlike
 * requests per second, this figure barely moves when something else shares the machine's cores,
 * so it can compare two builds on a busy machine; and what the load generator spends, since on
 * this two-core machine the three share the cores. Routes as bench/routes.ts names them
 * (default: noop and dishRead). Run `npm run build` first.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { startServerProcess } from '../apps/server/test/server-process.js';
import { measureRoute } from './api.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { ROUTE_NAMES, type RouteName } from './routes.js';

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    postgres: { type: 'boolean', default: false },
    dishes: { type: 'string', default: '2000' },
    runs: { type: 'string', default: '3' },
  },
});
const routes = (positionals.length ? positionals : ['noop', 'dishRead']) as RouteName[];
for (const route of routes) if (!ROUTE_NAMES.includes(route)) throw new Error(`name a route: ${ROUTE_NAMES.join(', ')}`);

const TICKS_PER_SECOND = 100;

/** User and system CPU time of one process, in microseconds. */
function cpuMicrosOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    // utime and stime are fields 14 and 15 of stat; [0] here is field 3.
    return ((Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND) * 1e6;
  } catch {
    return 0;
  }
}

/** The processes of the PostgreSQL server listening on this port: its postmaster's children. */
function postgresPids(port: string): number[] {
  const listening = execFileSync('ss', ['-ltnpH', `sport = :${port}`], { encoding: 'utf8' });
  const postmaster = Number(/pid=(\d+)/.exec(listening)?.[1]);
  if (!postmaster) return [];
  const children = readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => {
      try {
        return Number(readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ')[1]) === postmaster;
      } catch {
        return false;
      }
    });
  return [postmaster, ...children];
}

const scratch = new Scratch();
try {
  const databaseUrl = await scratch.databaseUrl(options.postgres ? 'postgres' : 'sqlite', 'hearth_cpu');
  const seeded = await seedBenchLibrary(databaseUrl, { dishes: Number(options.dishes), meals: 200 });
  const server = await startServerProcess({ databaseUrl });
  try {
    const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
    const dbPort = options.postgres ? new URL(databaseUrl).port : '';
    for (const name of routes) {
      await measureRoute(server.url, { name, dishIds: seeded.dishIds, cookie }, { connections: 10, warmupSec: 0, durationSec: 2 });
      for (let run = 0; run < Number(options.runs); run += 1) {
        const pids = dbPort ? postgresPids(dbPort) : [];
        const before = {
          server: cpuMicrosOf(server.pid),
          db: pids.reduce((sum, pid) => sum + cpuMicrosOf(pid), 0),
          load: process.cpuUsage(),
        };
        const figure = await measureRoute(
          server.url,
          { name, dishIds: seeded.dishIds, cookie },
          { connections: 10, warmupSec: 0, durationSec: 6 },
        );
        const serverMicros = cpuMicrosOf(server.pid) - before.server;
        const dbMicros = (dbPort ? postgresPids(dbPort) : []).reduce((sum, pid) => sum + cpuMicrosOf(pid), 0) - before.db;
        const load = process.cpuUsage(before.load);
        const per = (micros: number) => (Math.max(0, micros) / figure.responses).toFixed(1).padStart(6);
        console.log(
          `${name.padEnd(14)} ${String(figure.requestsPerSec).padStart(8)} req/s  p95 ${String(figure.latencyMs.p95).padStart(6)} ms  µs per request: server ${per(serverMicros)}  database ${per(dbMicros)}  load generator ${per(load.user + load.system)}`,
        );
      }
    }
  } finally {
    await server.kill('SIGTERM');
  }
} finally {
  await scratch.dispose();
}
