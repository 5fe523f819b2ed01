/**
 * npm run bench [-- --postgres] [-- --quick] [-- --no-web]
 *
 * Seeds a throwaway library (10,000 dishes, 2,000 meals over two years), starts the built
 * server as `npm start` would, and measures the figures of issue 8 against the budgets of
 * DESIGN.md, and the recipe import figures of issue 13 (bench/import.ts). Prints a table and
 * writes bench-results.json (or BENCH_OUT).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { type ServerProcess, SERVER_ENTRY, startServerProcess } from '../apps/server/test/server-process.js';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { type LoadFigure, type LoadSettings, measureLoad } from './api-load.js';
import { measureImageFigures } from './image.js';
import { type ImportFigures, measureFileImport, measurePageParse } from './import.js';
import { BENCH_COOK, type DatabaseKind, Scratch, seedBenchLibrary } from './library.js';
import { type ApiFigures, type BenchResults, buildTable, formatTable } from './report.js';
import { benchRequests } from './routes.js';
import { measureStatements } from './statements.js';
import { type WebFigures, measureWeb } from './web.js';

const LIBRARY = { dishes: 10_000, meals: 2_000 };
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_INDEX = resolve(ROOT, 'apps/web/dist/index.html');
/** What Chromium sends with every fetch: answers are compressed as a browser would get them. */
const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
  },
});

// Ten connections keep the server's one event loop busy without hiding latency behind a long queue.
const load: LoadSettings = options.quick
  ? { connections: 10, warmupSec: 1, durationSec: 3 }
  : { connections: 10, warmupSec: 2, durationSec: 8 };
const latencyRun: LoadSettings = { connections: 1, warmupSec: 1, durationSec: options.quick ? 2 : 5 };
/** Issue 13: a 2,000-recipe export file (fewer with --quick, which only checks that the bench runs). */
const IMPORT_RECIPES = options.quick ? 200 : 2_000;
const PAGE_PARSE_RUNS = options.quick ? 20 : 200;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);

function ensureBuild() {
  if (existsSync(SERVER_ENTRY) && existsSync(WEB_INDEX)) {
    log('measuring the existing build in apps/*/dist: run `npm run build` first after changing code');
    return;
  }
  log('no build found: running `npm run build`');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('`npm run build` failed');
}

async function measureApi(server: ServerProcess, dishIds: number[], cookie: string) {
  const requests = benchRequests(dishIds);
  const headers = { ...BROWSER_HEADERS, cookie };
  const measure = (name: keyof typeof requests, settings = load, extra: Record<string, string> = {}) => {
    log(`  ${name} (${settings.connections} conn, ${settings.durationSec} s)`);
    return measureLoad(server.url, { ...requests[name], headers: { ...headers, ...extra } }, settings);
  };
  const noop = await measure('noop');
  const ratio = (figure: LoadFigure) => Math.round((figure.requestsPerSec / noop.requestsPerSec) * 1000) / 1000;
  const dishRead = await measure('dishRead');
  const latencyRead = async (name: 'dishList' | 'mealsTimeline') => {
    const figure = await measure(name);
    const oneConnection = await measure(name, latencyRun);
    const oneConnectionUncompressed = await measure(name, latencyRun, { 'accept-encoding': 'identity' });
    return { ...figure, ratioToNoop: ratio(figure), oneConnection, oneConnectionUncompressed };
  };
  return {
    noop,
    dishRead: { ...dishRead, ratioToNoop: ratio(dishRead) },
    dishList: await latencyRead('dishList'),
    mealsTimeline: await latencyRead('mealsTimeline'),
    // The planning dialog's request, with the Origin a browser adds to a POST.
    createMeal: () => measure('mealCreate', load, { origin: server.url }),
  };
}

async function benchDatabase(scratch: Scratch, kind: DatabaseKind, withWeb: boolean) {
  log(`${kind}: seeding ${LIBRARY.dishes} dishes and ${LIBRARY.meals} meals`);
  const databaseUrl = await scratch.databaseUrl(kind, 'hearth_bench');
  const seeded = await seedBenchLibrary(databaseUrl, LIBRARY);
  const server = await startServerProcess({ databaseUrl });
  let web: WebFigures | null = null;
  let api: Omit<ApiFigures, 'statementsPerRequest'>;
  let importFile: ImportFigures['file'];
  try {
    log(`${kind}: server ${server.url} (pid ${server.pid}); load with autocannon`);
    const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
    const { createMeal, ...reads } = await measureApi(server, seeded.dishIds, cookie);
    if (withWeb) {
      log(`${kind}: web figures in Chromium`);
      web = await measureWeb(server.url, LIBRARY.dishes);
    }
    log(`${kind}: a ${IMPORT_RECIPES}-recipe Paprika import while the bench cook reads the library`);
    importFile = await measureFileImport(server, cookie, IMPORT_RECIPES);
    // Last: it adds thousands of meals, which the reads and the timeline must not see.
    api = { ...reads, mealCreate: await createMeal() };
  } finally {
    await server.kill('SIGTERM');
  }
  log(`${kind}: statements per request, in-process, at 10 and 10,000 rows`);
  const statementsPerRequest = await measureStatements(await scratch.databaseUrl(kind, 'hearth_statements'));
  return { api: { ...api, statementsPerRequest }, web, importFile };
}

async function main() {
  const started = Date.now();
  ensureBuild();
  const scratch = new Scratch();
  const api: BenchResults['api'] = {};
  const importFiles: BenchResults['imports']['file'] = {};
  let web: WebFigures | null;
  try {
    const sqlite = await benchDatabase(scratch, 'sqlite', !options['no-web']);
    api.sqlite = sqlite.api;
    importFiles.sqlite = sqlite.importFile;
    web = sqlite.web;
    if (options.postgres) {
      const postgres = await benchDatabase(scratch, 'postgres', false);
      api.postgres = postgres.api;
      importFiles.postgres = postgres.importFile;
    }
  } finally {
    await scratch.dispose();
  }
  const image = await measureImageFigures();
  log(`import: readRecipePage on a 1 MB page, ${PAGE_PARSE_RUNS} runs per layout`);
  const imports = { pageParseMs: measurePageParse(PAGE_PARSE_RUNS), file: importFiles };
  const table = buildTable(api, web, image, imports);
  const cpu = cpus();
  const results: BenchResults = {
    startedAt: new Date(started).toISOString(),
    elapsedSec: Math.round((Date.now() - started) / 1000),
    machine: { cpus: cpu.length, cpuModel: cpu[0]?.model ?? 'unknown', node: process.version, platform: `${process.platform} ${process.arch}` },
    library: LIBRARY,
    load: { ...load, latencyDurationSec: latencyRun.durationSec, requestHeaders: Object.entries(BROWSER_HEADERS).map(([key, value]) => `${key}: ${value}`).join('; ') },
    api,
    web,
    image,
    imports,
    table,
  };
  const out = resolve(process.env.BENCH_OUT ?? resolve(ROOT, 'bench-results.json'));
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatTable(table));
  console.log(`\n${results.elapsedSec} s on ${cpu.length} x ${results.machine.cpuModel}; details in ${out}`);
  if (table.some((entry) => entry.verdict === 'ERROR')) {
    console.error('Some load runs got no answer or answers other than 2xx: those figures are not valid.');
    process.exitCode = 1;
  }
}

await main();
