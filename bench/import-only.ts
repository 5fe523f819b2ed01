/**
 * npm run bench:import [-- --postgres] [-- --runs N] [-- --recipes N]
 *
 * The import figure of `npm run bench` alone, beside the idle figure it is judged against:
 * seeds the bench library, starts the built server as `npm start` would (one worker per
 * core), then each run reads the bench cook's dish list on an idle server and again while a
 * new cook imports a Paprika export (2,000 recipes by default). Prints each run and the
 * median and range; faster to repeat than the whole bench when working on imports.
 */
import { loadavg } from 'node:os';
import { parseArgs } from 'node:util';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { type FileImportFigure, measureFileImport } from './import.js';
import { BENCH_COOK, type DatabaseKind, Scratch, seedBenchLibrary } from './library.js';
import { type ListTimes, readLists } from './parse-stall.js';
import { formatSpread, spreadsOf } from './spread.js';
import { startBenchServer } from './workers.js';

const { values: options } = parseArgs({
  options: {
    postgres: { type: 'boolean', default: false },
    runs: { type: 'string', default: '3' },
    recipes: { type: 'string', default: '2000' },
  },
});
const runs = Number(options.runs);
const recipes = Number(options.recipes);
const LIBRARY = { dishes: 10_000, meals: 2_000 };
/** The idle reads of each run, as many as the parse-stall figure takes. */
const IDLE_READS = 150;

const log = (message: string) => process.stderr.write(`[bench:import] ${message}\n`);

interface ImportRun {
  idle: ListTimes;
  importing: FileImportFigure;
  /** The p95 while importing over the idle p95: the budget is at most 2. */
  ratio: number;
  /** The machine's one-minute load average after the run: a busy neighbour shows here. */
  load: number;
}

async function benchImports(kind: DatabaseKind): Promise<ImportRun[]> {
  const scratch = new Scratch();
  try {
    log(`${kind}: seeding ${LIBRARY.dishes} dishes and ${LIBRARY.meals} meals`);
    const databaseUrl = await scratch.databaseUrl(kind, 'hearth_bench');
    await seedBenchLibrary(databaseUrl, LIBRARY);
    const server = await startBenchServer(databaseUrl);
    try {
      const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
      const results: ImportRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        const idle = await readLists(server, cookie, IDLE_READS);
        const importing = await measureFileImport(server, cookie, recipes);
        const ratio = Math.round((importing.otherList.p95 / idle.p95) * 100) / 100;
        const load = Math.round(loadavg()[0]! * 100) / 100;
        log(
          `${kind} run ${run}: idle p95 ${idle.p95} ms; importing p95 ${importing.otherList.p95} ms (x${ratio}), ` +
            `${importing.imported}/${recipes} ${importing.status} in ${importing.seconds} s; load average ${load}`,
        );
        results.push({ idle, importing, ratio, load });
      }
      return results;
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await scratch.dispose();
  }
}

const kinds: DatabaseKind[] = options.postgres ? ['sqlite', 'postgres'] : ['sqlite'];
for (const kind of kinds) {
  const folded = spreadsOf(await benchImports(kind));
  // Resident memory is read from /proc: null where there is none.
  const memory = folded.importing.aboveBaselineMb;
  console.log(
    `${kind}: idle p95 ${formatSpread(folded.idle.p95, 'ms')}; while importing p95 ${formatSpread(folded.importing.otherList.p95, 'ms')} ` +
      `(x${formatSpread(folded.ratio)}), p50 ${formatSpread(folded.importing.otherList.p50, 'ms')}, ` +
      `max ${formatSpread(folded.importing.otherList.max, 'ms')}; import ${formatSpread(folded.importing.seconds, 's')}, ` +
      `${memory ? formatSpread(memory, 'MB') : '?'} above baseline; load average ${formatSpread(folded.load)}`,
  );
}
