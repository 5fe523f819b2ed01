import type { ApiReads, LatencyReadFigure } from './api.js';
import type { LoadFigure, LoadSettings } from './api-load.js';
import { BUDGETS, type Budget, type Verdict, judge, judgeAll } from './budgets.js';
import type { ImageFigures } from './image.js';
import type { FileImportFigure, PageParseFigure } from './import.js';
import type { ParseStallFigure } from './parse-stall.js';
import type { ProposalFigure } from './planner.js';
import type { DatabaseKind } from './library.js';
import type { LighthouseFigure } from './lighthouse.js';
import { ROUTE_NAMES, type RouteName } from './routes.js';
import { type Spread, type Spreads, formatSpread } from './spread.js';
import type { StatementCount } from './statements.js';
import type { WebFigures } from './web.js';
import type { WorkersFigure } from './workers.js';

/** One database's API figures, each number the spread of the runs. */
export type ApiFigures = Spreads<ApiReads> & {
  workers: Spreads<WorkersFigure>;
  mealCreate: Spreads<LoadFigure>;
  /** Fill my week: one proposal at a time. */
  proposal: Spreads<ProposalFigure>;
  statementsPerRequest: Record<RouteName, StatementCount>;
};

export interface BenchResults {
  startedAt: string;
  elapsedSec: number;
  runs: number;
  machine: { cpus: number; cpuModel: string; node: string; platform: string; loadAverage: { start: number[]; end: number[] } };
  library: { dishes: number; meals: number };
  load: LoadSettings & { latencyDurationSec: number; requestHeaders: string };
  api: Partial<Record<DatabaseKind, ApiFigures>>;
  web: Spreads<WebFigures> | null;
  lighthouse: Spreads<Record<string, LighthouseFigure>> | null;
  image: Spreads<ImageFigures>;
  imports: ImportResults;
  table: Row[];
}

/** Recipe import: parsing a 1 MB page in this process, and a 2,000-recipe file imported by each database's server. */
export interface ImportResults {
  pageParseMs: Spreads<{ jsonLd: PageParseFigure; headings: PageParseFigure }>;
  file: Partial<Record<DatabaseKind, Spreads<FileImportFigure>>>;
  /** Another cook's dish list while the slowest ingredient lines are parsed, beside idle. */
  parseStall: Partial<Record<DatabaseKind, Spreads<ParseStallFigure>>>;
}

export interface Row {
  figure: string;
  database: DatabaseKind | '';
  value: string;
  budget: string;
  verdict: Verdict | 'ERROR';
}

const ms = (spread: Spread) => formatSpread(spread, 'ms');

function loadText(figure: Spreads<LoadFigure>): string {
  if (figure.responses.min === 0) return `no answer within ${figure.durationSec.median} s in some run (${figure.connections.median} conn)`;
  return `p95 ${ms(figure.latencyMs.p95)}, ${formatSpread(figure.requestsPerSec, 'req/s')} (${figure.connections.median} conn)`;
}

/** A load figure is only a figure when every run had answers and every answer was a 2xx. */
function loadVerdict(figures: Array<Spreads<LoadFigure>>, verdict: Verdict): Row['verdict'] {
  const broken = figures.some((figure) => figure.responses.min === 0 || figure.non2xx.max > 0 || figure.errors.max > 0);
  return broken ? 'ERROR' : verdict;
}

function row(figure: string, database: Row['database'], value: string, budget: Budget | string | undefined, verdict: Row['verdict']): Row {
  return { figure, database, value, budget: typeof budget === 'string' ? budget : (budget?.limit ?? ''), verdict };
}

/** The 10-connection figure (budgeted) beside one cook's request alone, compressed and not. */
function latencyReadRow(name: string, database: DatabaseKind, figure: Spreads<LatencyReadFigure>): Row {
  const alone = figure.oneConnection;
  const plain = figure.oneConnectionUncompressed;
  return row(
    `api.${name}`,
    database,
    `${loadText(figure)}; 1 conn p95 ${ms(alone.latencyMs.p95)}, uncompressed ${ms(plain.latencyMs.p95)}`,
    BUDGETS.readP95Ms,
    loadVerdict([figure, alone, plain], judge(BUDGETS.readP95Ms, figure.latencyMs.p95.median)),
  );
}

function apiRows(database: DatabaseKind, api: ApiFigures): Row[] {
  const read = BUDGETS.dishReadRatioToNoop;
  const { workers } = api;
  const rows: Row[] = [
    row('api.noop', database, loadText(api.noop), undefined, loadVerdict([api.noop], 'n/a')),
    row(
      'api.dishRead',
      database,
      `ratioToNoop ${formatSpread(api.dishRead.ratioToNoop)}; ${loadText(api.dishRead)}`,
      read,
      loadVerdict([api.dishRead], judge(read, api.dishRead.ratioToNoop.median)),
    ),
    latencyReadRow('dishList', database, api.dishList),
    row(
      'api.dishList workers',
      database,
      `${workers.workers.median} workers: ${loadText(api.dishList)}; 1 process: ${loadText(workers.oneProcessDishList)}`,
      undefined,
      loadVerdict([workers.oneProcessDishList], 'n/a'),
    ),
    latencyReadRow('mealsTimeline (4 weeks)', database, api.mealsTimeline),
    latencyReadRow('mealDays', database, api.mealDays),
    row('api.mealCreate', database, loadText(api.mealCreate), undefined, loadVerdict([api.mealCreate], 'n/a')),
    row(
      'api.plannerProposal (7 days x 3 meals)',
      database,
      `p50 ${ms(api.proposal.p50Ms)}, p95 ${ms(api.proposal.p95Ms)}, max ${ms(api.proposal.maxMs)} over ${api.proposal.requests.median} proposals of ${api.proposal.slots.median} slots`,
      BUDGETS.proposalMs,
      api.proposal.slots.min === 21 ? judge(BUDGETS.proposalMs, api.proposal.p50Ms.median) : 'ERROR',
    ),
  ];
  for (const route of ROUTE_NAMES) {
    const { at10, at10000 } = api.statementsPerRequest[route];
    rows.push(
      row(
        `api.statementsPerRequest.${route}`,
        database,
        `${at10} at 10 rows, ${at10000} at 10,000 rows`,
        BUDGETS.statementsBounded,
        judge(BUDGETS.statementsBounded, at10000 - at10),
      ),
    );
  }
  return rows;
}

function webRows(web: Spreads<WebFigures> | null): Row[] {
  if (!web) return [row('web.*', '', 'skipped (--no-web)', undefined, 'not measured')];
  const js = BUDGETS.initialJsGzipKb;
  const filter = web.dishFilterMs;
  const timeline = web.timelineRenderMs;
  return [
    ...(['login', 'dashboard', 'dishes'] as const).map((screen) => {
      const figure = web.initialJsGzipKb[screen];
      return row(
        `web.initialJsGzipKb /${screen}`,
        '',
        `${formatSpread(figure.gzipKb, 'KB')} in ${figure.files.length} files`,
        js,
        judge(js, figure.gzipKb.median),
      );
    }),
    row(
      'web.dishFilterMs',
      '',
      `p95 ${ms(filter.p95)}, median ${ms(filter.median)}, max ${ms(filter.max)} (${filter.keystrokes.median} keystrokes${filter.unsettled.max > 0 ? ', SOME WORK FELL OUTSIDE THE MEASURE' : ''})`,
      BUDGETS.dishFilterMs,
      judge(BUDGETS.dishFilterMs, filter.p95.median),
    ),
    row(
      'web.timelineRenderMs',
      '',
      `${ms(timeline.median)} from data to first meal (first load ${ms(timeline.firstLoad)}); navigation to first meal ${ms(timeline.navigationToFirstMealMs)}; expand toggle ${ms(timeline.expandToggleMs)}`,
      undefined,
      'n/a',
    ),
  ];
}

const LIGHTHOUSE_LIMIT = `${BUDGETS.lighthousePerformance.limit}, ${BUDGETS.lighthouseAccessibility.limit}, ${BUDGETS.lighthouseFcpMs.limit}`;

function shoppingListRows(list: Spreads<WebFigures['shoppingList']>): Row[] {
  const { filterMs: filter, checkOffToOtherPageMs: checkOff } = list;
  return [
    row(
      'web.shoppingListRenderMs',
      '',
      `${ms(list.renderMs)} from the page holding the list to the last of ${list.items.median} items laid out, from the answer's arrival ${ms(list.renderFromArrivalMs)}; first load ${ms(list.firstLoad.renderMs)}, from the arrival ${ms(list.firstLoad.renderFromArrivalMs)}`,
      BUDGETS.shoppingListRenderMs,
      judge(BUDGETS.shoppingListRenderMs, list.renderMs.median),
    ),
    row(
      'web.shoppingListFilterMs',
      '',
      `${list.items.median} items: p95 ${ms(filter.p95)}, median ${ms(filter.median)}, max ${ms(filter.max)} (${filter.keystrokes.median} keystrokes)`,
      BUDGETS.shoppingListFilterMs,
      judge(BUDGETS.shoppingListFilterMs, filter.p95.median),
    ),
    row(
      'web.checkOffToOtherPageMs',
      '',
      `median ${ms(checkOff.median)}, max ${ms(checkOff.max)} (${checkOff.samples.median} check-offs, another member's page)`,
      BUDGETS.checkOffToOtherPageMs,
      judge(BUDGETS.checkOffToOtherPageMs, checkOff.median.median),
    ),
  ];
}

function importRows(imports: ImportResults): Row[] {
  const parse = BUDGETS.pageParseP95Ms;
  const rows = (['jsonLd', 'headings'] as const).map((layout) => {
    const figure = imports.pageParseMs[layout];
    const value = `p50 ${ms(figure.p50)} / p95 ${ms(figure.p95)} / max ${ms(figure.max)} (${Math.round(figure.pageBytes.median / 1024)} KB page, ${figure.runs.median} parses)`;
    return row(`import.pageParseMs (${layout === 'jsonLd' ? 'JSON-LD' : 'headings'})`, '', value, parse, judge(parse, figure.p95.median));
  });
  for (const [database, file] of Object.entries(imports.file) as Array<[DatabaseKind, Spreads<FileImportFigure>]>) {
    const failed = file.imported.min !== file.recipes.median || file.otherList.non2xx.max > 0;
    const verdict = (budget: Budget, value: number | null) => (failed ? 'ERROR' : judge(budget, value));
    const { aboveBaselineMb: above, baselineMb: baseline, peakMb: peak } = file;
    const memory =
      above && baseline && peak
        ? `${formatSpread(above, 'MB')} above ${formatSpread(baseline, 'MB')} (peak ${formatSpread(peak, 'MB')})`
        : 'not measured (no /proc)';
    rows.push(
      row(
        'import.file.seconds',
        database,
        `${formatSpread(file.seconds, 's')} for ${file.recipes.median} recipes (${file.fileMb.median} MB file), ${file.imported.min} imported`,
        BUDGETS.fileImportSeconds,
        verdict(BUDGETS.fileImportSeconds, file.seconds.median),
      ),
      row('import.file.memoryMb', database, memory, BUDGETS.fileImportMemoryMb, verdict(BUDGETS.fileImportMemoryMb, above?.median ?? null)),
      row(
        'import.file.otherListMs',
        database,
        `p50 ${ms(file.otherList.p50)} / p95 ${ms(file.otherList.p95)} / max ${ms(file.otherList.max)} over ${file.otherList.requests.median} requests`,
        BUDGETS.otherListDuringImportP95Ms,
        verdict(BUDGETS.otherListDuringImportP95Ms, file.otherList.p95.median),
      ),
    );
  }
  for (const [database, stall] of Object.entries(imports.parseStall) as Array<[DatabaseKind, Spreads<ParseStallFigure>]>) {
    const failed = stall.whileParsing.non2xx.max > 0 || stall.idle.non2xx.max > 0 || stall.parses.min === 0;
    const { idle, whileParsing } = stall;
    rows.push(
      row(
        'import.parseStall.otherListMs',
        database,
        `p95 ${ms(whileParsing.p95)} while parsing (max ${ms(whileParsing.max)}), ${ms(idle.p95)} idle; ${stall.parses.median} parses of 330 x 1,000 "⅓" (p50 ${ms(stall.parseP50Ms)}, ${stall.parseNon200.max} not 200)`,
        BUDGETS.otherListDuringImportP95Ms,
        failed ? 'ERROR' : judge(BUDGETS.otherListDuringImportP95Ms, whileParsing.p95.median),
      ),
    );
  }
  return rows;
}

function lighthouseRows(lighthouse: Spreads<Record<string, LighthouseFigure>> | null): Row[] {
  if (!lighthouse) return [row('lighthouse.*', '', 'skipped (--no-web)', undefined, 'not measured')];
  const seconds = (spread: Spread) =>
    formatSpread({ median: spread.median / 1000, min: spread.min / 1000, max: spread.max / 1000, runs: spread.runs }, 's');
  return Object.entries(lighthouse).map(([screen, figure]) =>
    row(
      `lighthouse ${screen}`,
      '',
      `perf ${formatSpread(figure.performance)}, a11y ${formatSpread(figure.accessibility)}, FCP ${seconds(figure.fcpMs)}, LCP ${seconds(figure.lcpMs)}, TBT ${ms(figure.tbtMs)}, ${formatSpread(figure.transferKb, 'KB')}`,
      LIGHTHOUSE_LIMIT,
      judgeAll([
        [BUDGETS.lighthousePerformance, figure.performance.median],
        [BUDGETS.lighthouseAccessibility, figure.accessibility.median],
        [BUDGETS.lighthouseFcpMs, figure.fcpMs.median],
      ]),
    ),
  );
}

function imageRows(image: Spreads<ImageFigures>): Row[] {
  const note = image.note ? ` (${image.note})` : '';
  const shown = (value: Spread | null) => (value === null ? `not measured${note}` : `${ms(value)}${note}`);
  return [
    row(
      'image.processMs',
      '',
      shown(image.processMs),
      BUDGETS.imageProcessMs,
      judge(BUDGETS.imageProcessMs, image.processMs?.median ?? null),
    ),
    row('image.ocrMs', '', shown(image.ocrMs), undefined, judge(undefined, image.ocrMs?.median ?? null)),
  ];
}

export function buildTable(results: Pick<BenchResults, 'api' | 'web' | 'lighthouse' | 'image' | 'imports'>): Row[] {
  const rows: Row[] = [];
  for (const [database, figures] of Object.entries(results.api) as Array<[DatabaseKind, ApiFigures]>)
    rows.push(...apiRows(database, figures));
  return [
    ...rows,
    ...webRows(results.web),
    ...(results.web ? shoppingListRows(results.web.shoppingList) : []),
    ...lighthouseRows(results.lighthouse),
    ...imageRows(results.image),
    ...importRows(results.imports),
  ];
}

export function formatTable(rows: Row[], runs: number): string {
  const measured = runs > 1 ? `Measured: median [min-max] of ${runs} runs` : 'Measured (1 run)';
  const headings: Row = {
    figure: 'Figure',
    database: 'DB' as Row['database'],
    value: measured,
    budget: 'Budget (on the median)',
    verdict: 'Result' as Verdict,
  };
  const columns = ['figure', 'database', 'value', 'budget', 'verdict'] as const;
  const widths = columns.map((column) => Math.max(...[headings, ...rows].map((entry) => String(entry[column]).length)));
  const line = (entry: Row) => `| ${columns.map((column, index) => String(entry[column]).padEnd(widths[index] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(headings), rule, ...rows.map(line)].join('\n');
}
