import type { LoadFigure, LoadSettings } from './api-load.js';
import { BUDGETS, type Budget, type Verdict, judge } from './budgets.js';
import type { ImageFigures } from './image.js';
import type { ImportFigures } from './import.js';
import type { DatabaseKind } from './library.js';
import { ROUTE_NAMES, type RouteName } from './routes.js';
import type { StatementCount } from './statements.js';
import type { WebFigures } from './web.js';

export type ReadFigure = LoadFigure & { ratioToNoop: number };
/** List and timeline reads also run alone (one connection), as one cook's request would. */
export type LatencyReadFigure = ReadFigure & { oneConnection: LoadFigure; oneConnectionUncompressed: LoadFigure };

export interface ApiFigures {
  noop: LoadFigure;
  dishRead: ReadFigure;
  dishList: LatencyReadFigure;
  mealsTimeline: LatencyReadFigure;
  mealCreate: LoadFigure;
  statementsPerRequest: Record<RouteName, StatementCount>;
}

export interface BenchResults {
  startedAt: string;
  elapsedSec: number;
  machine: { cpus: number; cpuModel: string; node: string; platform: string };
  library: { dishes: number; meals: number };
  load: LoadSettings & { latencyDurationSec: number; requestHeaders: string };
  api: Partial<Record<DatabaseKind, ApiFigures>>;
  web: WebFigures | null;
  image: ImageFigures;
  imports: { pageParseMs: ImportFigures['pageParseMs']; file: Partial<Record<DatabaseKind, ImportFigures['file']>> };
  table: Row[];
}

export interface Row {
  figure: string;
  database: DatabaseKind | '';
  value: string;
  budget: string;
  verdict: Verdict | 'ERROR';
}

const ms = (value: number) => `${value} ms`;

function loadText(figure: LoadFigure): string {
  if (figure.responses === 0) return `no answer within ${figure.durationSec} s (${figure.connections} conn)`;
  const { p50, p95, p99 } = figure.latencyMs;
  return `${figure.requestsPerSec} req/s, p50 ${p50} / p95 ${p95} / p99 ${p99} ms (${figure.connections} conn)`;
}

/** A load figure is only a figure when there were answers and every one was a 2xx. */
function loadVerdict(figure: LoadFigure, verdict: Verdict): Row['verdict'] {
  return figure.responses === 0 || figure.non2xx > 0 || figure.errors > 0 ? 'ERROR' : verdict;
}

function row(figure: string, database: Row['database'], value: string, budget: Budget | undefined, verdict: Row['verdict']): Row {
  return { figure, database, value, budget: budget?.limit ?? '', verdict };
}

function apiRows(database: DatabaseKind, api: ApiFigures): Row[] {
  const rows: Row[] = [row('api.noop', database, loadText(api.noop), undefined, loadVerdict(api.noop, 'n/a'))];
  const read = BUDGETS.dishReadRatioToNoop;
  rows.push(
    row('api.dishRead', database, `${loadText(api.dishRead)}; ratioToNoop ${api.dishRead.ratioToNoop}`, read, loadVerdict(api.dishRead, judge(read, api.dishRead.ratioToNoop))),
  );
  for (const name of ['dishList', 'mealsTimeline'] as const) {
    const figure = api[name];
    rows.push(row(`api.${name}`, database, `${loadText(figure)}; ratioToNoop ${figure.ratioToNoop}`, undefined, loadVerdict(figure, 'n/a')));
    const alone = figure.oneConnection;
    const plain = figure.oneConnectionUncompressed;
    rows.push(
      row(
        `api.${name} (1 conn)`,
        database,
        `p50 ${alone.latencyMs.p50} / p95 ${alone.latencyMs.p95} / p99 ${alone.latencyMs.p99} ms; uncompressed p95 ${plain.latencyMs.p95} ms`,
        BUDGETS.readP95Ms,
        loadVerdict(alone, judge(BUDGETS.readP95Ms, alone.latencyMs.p95)),
      ),
    );
  }
  rows.push(row('api.mealCreate', database, loadText(api.mealCreate), undefined, loadVerdict(api.mealCreate, 'n/a')));
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

function webRows(web: WebFigures | null): Row[] {
  if (!web) return [row('web.*', '', 'skipped (--no-web)', undefined, 'not measured')];
  const js = BUDGETS.initialJsGzipKb;
  const filter = web.dishFilterMs;
  const timeline = web.timelineRenderMs;
  return [
    ...(['dashboard', 'login'] as const).map((screen) => {
      const figure = web.initialJsGzipKb[screen];
      return row(`web.initialJsGzipKb /${screen}`, '', `${figure.gzipKb} KB in ${figure.files.length} files`, js, judge(js, figure.gzipKb));
    }),
    row(
      'web.dishFilterMs',
      '',
      `p95 ${filter.p95} ms, median ${filter.median}, max ${filter.max} (${filter.keystrokes} keystrokes${filter.settledWithinMeasure ? '' : ', SOME WORK FELL OUTSIDE THE MEASURE'})`,
      BUDGETS.dishFilterMs,
      judge(BUDGETS.dishFilterMs, filter.p95),
    ),
    row(
      'web.timelineRenderMs',
      '',
      `${ms(timeline.median)} from data to first day (first load ${timeline.firstLoad}); navigation to first day ${timeline.navigationToFirstDayMs} ms; expand toggle ${timeline.expandToggleMs} ms`,
      undefined,
      'n/a',
    ),
    ...shoppingListRows(web.shoppingList),
  ];
}

function shoppingListRows(list: WebFigures['shoppingList']): Row[] {
  const { filterMs: filter, checkOffToOtherPageMs: checkOff } = list;
  return [
    row(
      'web.shoppingListRenderMs',
      '',
      `${ms(list.renderMs)} from the answer to the last of ${list.items} items laid out`,
      BUDGETS.shoppingListRenderMs,
      judge(BUDGETS.shoppingListRenderMs, list.renderMs),
    ),
    row(
      'web.shoppingListFilterMs',
      '',
      `${list.items} items: p95 ${filter.p95} ms, median ${filter.median}, max ${filter.max} (${filter.keystrokes} keystrokes)`,
      BUDGETS.shoppingListFilterMs,
      judge(BUDGETS.shoppingListFilterMs, filter.p95),
    ),
    row(
      'web.checkOffToOtherPageMs',
      '',
      `median ${ms(checkOff.median)}, max ${checkOff.max} (${checkOff.samples} check-offs, another member's page)`,
      BUDGETS.checkOffToOtherPageMs,
      judge(BUDGETS.checkOffToOtherPageMs, checkOff.median),
    ),
  ];
}

function imageRows(image: ImageFigures): Row[] {
  const note = image.note ? ` (${image.note})` : '';
  const shown = (value: number | null) => (value === null ? `not measured${note}` : `${ms(value)}${note}`);
  return [
    row('image.processMs', '', shown(image.processMs), BUDGETS.imageProcessMs, judge(BUDGETS.imageProcessMs, image.processMs)),
    row('image.ocrMs', '', shown(image.ocrMs), undefined, judge(undefined, image.ocrMs)),
  ];
}

function importRows(imports: BenchResults['imports']): Row[] {
  const parse = BUDGETS.pageParseP95Ms;
  const rows = (['jsonLd', 'headings'] as const).map((layout) => {
    const figure = imports.pageParseMs[layout];
    const value = `p50 ${figure.p50} / p95 ${figure.p95} / max ${figure.max} ms (${Math.round(figure.pageBytes / 1024)} KB page, ${figure.runs} runs)`;
    return row(`import.pageParseMs (${layout === 'jsonLd' ? 'JSON-LD' : 'headings'})`, '', value, parse, judge(parse, figure.p95));
  });
  for (const [database, file] of Object.entries(imports.file) as Array<[DatabaseKind, ImportFigures['file']]>) {
    if (!file) {
      rows.push(row('import.file', database, 'not measured', undefined, 'not measured'));
      continue;
    }
    const failed = file.status !== 'done' || file.imported !== file.recipes || file.otherList.non2xx > 0;
    const verdict = (budget: Budget, value: number | null) => (failed ? 'ERROR' : judge(budget, value));
    rows.push(
      row('import.file.seconds', database, `${file.seconds} s for ${file.recipes} recipes (${file.fileMb} MB file), ${file.imported} imported, job ${file.status}`, BUDGETS.fileImportSeconds, verdict(BUDGETS.fileImportSeconds, file.seconds)),
      row('import.file.memoryMb', database, file.aboveBaselineMb === null ? 'not measured (no /proc)' : `${file.aboveBaselineMb} MB above ${file.baselineMb} MB (peak ${file.peakMb} MB)`, BUDGETS.fileImportMemoryMb, verdict(BUDGETS.fileImportMemoryMb, file.aboveBaselineMb)),
      row('import.file.otherListMs', database, `p50 ${file.otherList.p50} / p95 ${file.otherList.p95} / max ${file.otherList.max} ms over ${file.otherList.requests} requests`, BUDGETS.otherListDuringImportP95Ms, verdict(BUDGETS.otherListDuringImportP95Ms, file.otherList.p95)),
    );
  }
  return rows;
}

export function buildTable(api: BenchResults['api'], web: WebFigures | null, image: ImageFigures, imports: BenchResults['imports']): Row[] {
  const rows: Row[] = [];
  for (const [database, figures] of Object.entries(api) as Array<[DatabaseKind, ApiFigures]>) rows.push(...apiRows(database, figures));
  return [...rows, ...webRows(web), ...imageRows(image), ...importRows(imports)];
}

export function formatTable(rows: Row[]): string {
  const headings: Row = { figure: 'Figure', database: 'DB' as Row['database'], value: 'Measured', budget: 'Budget', verdict: 'Result' as Verdict };
  const columns = ['figure', 'database', 'value', 'budget', 'verdict'] as const;
  const widths = columns.map((column) => Math.max(...[headings, ...rows].map((entry) => String(entry[column]).length)));
  const line = (entry: Row) => `| ${columns.map((column, index) => String(entry[column]).padEnd(widths[index] ?? 0)).join(' | ')} |`;
  const rule = `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`;
  return [line(headings), rule, ...rows.map(line)].join('\n');
}
