/**
 * npm run bench [-- --postgres] [-- --quick] [-- --no-web] [-- --runs N]
 *
 * Seeds a throwaway library (10,000 dishes, 2,000 meals over two years), starts the built
 * server as `npm start` would (one worker per core), and measures its figures against the
 * budgets of docs/design.md#budgets, `--runs` times (3 by default, 1 with --quick): each
 * figure is reported as its median and range, and judged on the median. Prints a table and
 * writes bench-results.json (or BENCH_OUT).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { SERVER_ENTRY } from '../apps/server/test/server-process.js';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { type ApiReads, type ApiSettings, BROWSER_HEADERS, measureRoute, measureApiReads } from './api.js';
import type { LoadFigure } from './api-load.js';
import { type ImageFigures, measureImageFigures } from './image.js';
import { type FileImportFigure, type PageParseFigure, measureFileImport, measurePageParse } from './import.js';
import { type ParseStallFigure, measureParseStall } from './parse-stall.js';
import { type ProposalFigure, measureProposal } from './planner.js';
import { BENCH_COOK, type DatabaseKind, NEW_COOK, Scratch, seedBenchLibrary } from './library.js';
import { type LighthouseFigure, measureLighthouse } from './lighthouse.js';
import { lighthouseScreens, publicLinkPath } from './lighthouse-screens.js';
import { type ApiFigures, type BenchResults, type ImportResults, buildTable, formatTable } from './report.js';
import { spreadsOf } from './spread.js';
import { measureStatements } from './statements.js';
import { type WebFigures, measureWeb } from './web.js';
import { type WorkersFigure, measureOneProcess, startBenchServer } from './workers.js';

const LIBRARY = { dishes: 10_000, meals: 2_000 };
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const WEB_INDEX = resolve(ROOT, 'apps/web/dist/index.html');

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    quick: { type: 'boolean', default: false },
    'no-web': { type: 'boolean', default: false },
    runs: { type: 'string' },
  },
});

const runs = Number(options.runs ?? (options.quick ? 1 : 3));
if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, not ${options.runs}`);

// Ten connections keep the server busy without hiding latency behind a long queue.
const settings: ApiSettings = options.quick
  ? { load: { connections: 10, warmupSec: 1, durationSec: 3 }, latency: { connections: 1, warmupSec: 1, durationSec: 2 } }
  : { load: { connections: 10, warmupSec: 2, durationSec: 8 }, latency: { connections: 1, warmupSec: 1, durationSec: 5 } };

/** Recipe import: a 2,000-recipe export file (fewer with --quick, which only checks that the bench runs). */
const IMPORT_RECIPES = options.quick ? 200 : 2_000;
const PAGE_PARSES = options.quick ? 20 : 200;
/** The bench cook's dish-list reads, idle and while the slowest ingredient lines are parsed. */
const PARSE_STALL_READS = options.quick ? 40 : 150;
/** Fill my week's proposals timed per run, one at a time. */
const PROPOSALS = options.quick ? 10 : 30;

const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const rounded = (values: number[]) => values.map((value) => Math.round(value * 100) / 100);

function ensureBuild() {
  if (existsSync(SERVER_ENTRY) && existsSync(WEB_INDEX)) {
    log('measuring the existing build in apps/*/dist: run `npm run build` first after changing code');
    return;
  }
  log('no build found: running `npm run build`');
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('`npm run build` failed');
}

interface BrowserRun {
  web: WebFigures;
  lighthouse: Record<string, LighthouseFigure>;
}

async function benchDatabase(scratch: Scratch, kind: DatabaseKind, withWeb: boolean) {
  log(`${kind}: seeding ${LIBRARY.dishes} dishes and ${LIBRARY.meals} meals`);
  const databaseUrl = await scratch.databaseUrl(kind, 'hearth_bench');
  const seeded = await seedBenchLibrary(databaseUrl, LIBRARY);
  const server = await startBenchServer(databaseUrl);
  const oneProcess = await startBenchServer(databaseUrl, 1);
  // A bench that dies outside `finally` (an uncaught error) must not leave its servers running.
  const stopServers = () => void Promise.all([server.kill('SIGTERM'), oneProcess.kill('SIGTERM')]);
  process.once('exit', stopServers);
  const reads: ApiReads[] = [];
  const workers: WorkersFigure[] = [];
  const browser: BrowserRun[] = [];
  const mealCreate: LoadFigure[] = [];
  const imports: FileImportFigure[] = [];
  const parseStalls: ParseStallFigure[] = [];
  const proposals: ProposalFigure[] = [];
  try {
    log(`${kind}: server ${server.url} (pid ${server.pid}), one-process server ${oneProcess.url}; load with autocannon`);
    const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
    const newCook = await signInOverHttp(server.url, NEW_COOK.email, NEW_COOK.password);
    const publicDishPath = options.quick ? undefined : await publicLinkPath(server.url, newCook.cookie, seeded.newCookDishId);
    for (let run = 1; run <= runs; run += 1) {
      log(`${kind}: run ${run} of ${runs}`);
      reads.push(await measureApiReads(server.url, seeded.dishIds, cookie, settings));
      workers.push(await measureOneProcess(oneProcess, seeded.dishIds, cookie, settings.load));
      proposals.push(await measureProposal(server.url, cookie, PROPOSALS));
      if (withWeb) {
        log(`${kind}: web figures in Chromium, then Lighthouse`);
        const web = await measureWeb(server.url, LIBRARY.dishes, cookie);
        const middleDish = seeded.dishIds[Math.floor(seeded.dishIds.length / 2)]!;
        const screens = lighthouseScreens({
          library: { cookie, dishId: middleDish },
          ...(options.quick ? {} : { newCook: { cookie: newCook.cookie, dishId: seeded.newCookDishId }, publicDishPath }),
        });
        browser.push({ web, lighthouse: await measureLighthouse(server.url, screens) });
      }
    }
    // Each import is a new cook's, so the bench cook's library, read above, stays as it was.
    for (let run = 1; run <= runs; run += 1) {
      log(`${kind}: run ${run} of ${runs}: a ${IMPORT_RECIPES}-recipe Paprika import while the bench cook reads the library`);
      imports.push(await measureFileImport(server, cookie, IMPORT_RECIPES));
    }
    for (let run = 1; run <= runs; run += 1) {
      log(`${kind}: run ${run} of ${runs}: the bench cook's dish list idle, then while the slowest ingredient lines are parsed`);
      parseStalls.push(await measureParseStall(server, cookie, PARSE_STALL_READS));
    }
    // Last: it adds thousands of meals, which the reads and the timeline must not see.
    for (let run = 1; run <= runs; run += 1) {
      mealCreate.push(
        await measureRoute(server.url, { name: 'mealCreate', dishIds: seeded.dishIds, cookie }, settings.load, { origin: server.url }),
      );
    }
  } finally {
    process.off('exit', stopServers);
    await oneProcess.kill('SIGTERM');
    await server.kill('SIGTERM');
  }
  log(`${kind}: statements per request, in-process, at 10 and 10,000 rows`);
  const statementsPerRequest = await measureStatements(await scratch.databaseUrl(kind, 'hearth_statements'));
  const api: ApiFigures = {
    ...spreadsOf(reads),
    workers: spreadsOf(workers),
    mealCreate: spreadsOf(mealCreate),
    proposal: spreadsOf(proposals),
    statementsPerRequest,
  };
  return {
    api,
    web: browser.length ? spreadsOf(browser.map((entry) => entry.web)) : null,
    lighthouse: browser.length ? spreadsOf(browser.map((entry) => entry.lighthouse)) : null,
    importFile: spreadsOf(imports),
    parseStall: spreadsOf(parseStalls),
  };
}

async function main() {
  const started = Date.now();
  const loadAtStart = loadavg();
  ensureBuild();
  const scratch = new Scratch();
  const api: BenchResults['api'] = {};
  let browser: Pick<BenchResults, 'web' | 'lighthouse'>;
  const importFiles: ImportResults['file'] = {};
  const parseStalls: ImportResults['parseStall'] = {};
  try {
    const sqlite = await benchDatabase(scratch, 'sqlite', !options['no-web']);
    api.sqlite = sqlite.api;
    importFiles.sqlite = sqlite.importFile;
    parseStalls.sqlite = sqlite.parseStall;
    browser = sqlite;
    if (options.postgres) {
      const postgres = await benchDatabase(scratch, 'postgres', false);
      api.postgres = postgres.api;
      importFiles.postgres = postgres.importFile;
      parseStalls.postgres = postgres.parseStall;
    }
  } finally {
    await scratch.dispose();
  }
  const images: ImageFigures[] = [];
  for (let run = 1; run <= runs; run += 1) images.push(await measureImageFigures());
  const image = spreadsOf(images);
  log(`import: readRecipePage on a 1 MB page, ${PAGE_PARSES} parses per layout, ${runs} runs`);
  const parses: Array<{ jsonLd: PageParseFigure; headings: PageParseFigure }> = [];
  for (let run = 1; run <= runs; run += 1) parses.push(measurePageParse(PAGE_PARSES));
  const imports: ImportResults = { pageParseMs: spreadsOf(parses), file: importFiles, parseStall: parseStalls };
  const table = buildTable({ api, web: browser.web, lighthouse: browser.lighthouse, image, imports });
  const cpu = cpus();
  const results: BenchResults = {
    startedAt: new Date(started).toISOString(),
    elapsedSec: Math.round((Date.now() - started) / 1000),
    runs,
    machine: {
      cpus: cpu.length,
      cpuModel: cpu[0]?.model ?? 'unknown',
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      loadAverage: { start: rounded(loadAtStart), end: rounded(loadavg()) },
    },
    library: LIBRARY,
    load: {
      ...settings.load,
      latencyDurationSec: settings.latency.durationSec,
      requestHeaders: Object.entries(BROWSER_HEADERS)
        .map(([key, value]) => `${key}: ${value}`)
        .join('; '),
    },
    api,
    ...browser,
    image,
    imports,
    table,
  };
  const out = resolve(process.env.BENCH_OUT ?? resolve(ROOT, 'bench-results.json'));
  writeFileSync(out, `${JSON.stringify(results, null, 2)}\n`);
  console.log(formatTable(table, runs));
  const { start, end } = results.machine.loadAverage;
  console.log(
    `\n${results.elapsedSec} s on ${cpu.length} x ${results.machine.cpuModel}; load average (1, 5, 15 min) ${start.join(', ')} at the start, ${end.join(', ')} at the end; details in ${out}`,
  );
  if (table.some((entry) => entry.verdict === 'ERROR')) {
    console.error('Some load runs got no answer or answers other than 2xx: those figures are not valid.');
    process.exitCode = 1;
  }
}

await main();
