/**
 * Recipe import figures (docs/design.md#budgets):
 * - import.pageParseMs: readRecipePage on a 1 MB recipe page, in this process, without the
 *   network: p95 of many runs, for the JSON-LD page and for a page read from its headings.
 * - import.file: a 2,000-recipe Paprika-style export uploaded to the built server (POST
 *   /api/import/file) and followed to the end of its job: the time, the server's resident
 *   memory above what it held before the upload (sampled from /proc), and meanwhile another
 *   cook's GET /api/dishes, asked again and again on one connection, as its p95.
 */
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildLargeRecipePage } from '../apps/server/src/modules/imports/pages/large-recipe-page.js';
import { readRecipePage } from '../apps/server/src/modules/imports/pages/read-recipe-page.js';
import { buildPaprikaExport } from '../apps/server/test/export-fixtures.js';
import { signUpOverHttp } from '../apps/server/test/http-session.js';
import type { ServerProcess } from '../apps/server/test/server-process.js';

export interface PageParseFigure {
  pageBytes: number;
  runs: number;
  p50: number;
  p95: number;
  max: number;
}

export interface FileImportFigure {
  recipes: number;
  fileMb: number;
  status: string;
  imported: number;
  seconds: number;
  /** Resident memory of the server (primary and workers): before the upload, the most during the job, and the difference. */
  baselineMb: number | null;
  peakMb: number | null;
  aboveBaselineMb: number | null;
  /** Another cook's GET /api/dishes while the job ran. */
  otherList: { requests: number; p50: number; p95: number; max: number; non2xx: number };
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

function timings(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  return { p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1) ?? Number.NaN) };
}

export function measurePageParse(runs: number): { jsonLd: PageParseFigure; headings: PageParseFigure } {
  const measure = (layout: 'json-ld' | 'headings'): PageParseFigure => {
    const page = buildLargeRecipePage(1_000_000, layout);
    const url = 'https://bench.example/recipes/one';
    for (let warm = 0; warm < 10; warm += 1) readRecipePage(page, url);
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const start = performance.now();
      readRecipePage(page, url);
      times.push(performance.now() - start);
    }
    return { pageBytes: Buffer.byteLength(page), runs, ...timings(times) };
  };
  return { jsonLd: measure('json-ld'), headings: measure('headings') };
}

/** The process's resident memory in MB, where /proc tells it (Linux). */
function processRssKb(pid: number): number | null {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) : null;
  } catch {
    return null;
  }
}

/** The processes whose parent is `pid`: the workers of a server started as `npm start` runs it. */
function childrenOf(pid: number): number[] {
  return readdirSync('/proc')
    .filter((entry) => {
      if (!/^\d+$/.test(entry)) return false;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
        return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]) === pid;
      } catch {
        return false;
      }
    })
    .map(Number);
}

/**
 * Resident memory of the server: its primary and its workers, in MB (Linux /proc; null
 * elsewhere). The workers are found once per import: listing every process of the machine ten
 * times a second took CPU from the server on two cores, during the import only.
 */
function residentMb(pid: number, workers: readonly number[]): number | null {
  const own = processRssKb(pid);
  if (own === null) return null;
  return Math.round((own + workers.map(processRssKb).reduce<number>((sum, kb) => sum + (kb ?? 0), 0)) / 1024);
}

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

interface Job {
  status: string;
  imported: number;
}

/**
 * Uploads a `recipes`-recipe Paprika file as a new cook and follows the job, while `readerCookie`'s
 * library is read over and over. The server should have settled (no other load) before.
 */
export async function measureFileImport(server: ServerProcess, readerCookie: string, recipes: number): Promise<FileImportFigure> {
  const folder = mkdtempSync(join(tmpdir(), 'hearth-bench-import-'));
  try {
    const path = join(folder, 'bench.paprikarecipes');
    await buildPaprikaExport(recipes, path);
    const bytes = readFileSync(path);
    const importer = await signUpOverHttp(server.url, {
      email: `importer-${Date.now()}@example.com`,
      password: 'bench-password',
      username: 'Importer',
    });
    const headers = { cookie: importer.cookie, origin: server.url };

    const workers = childrenOf(server.pid);
    const baselineMb = residentMb(server.pid, workers);
    let peakMb = baselineMb;
    let running = true;
    const sampler = (async () => {
      while (running) {
        const now = residentMb(server.pid, workers);
        if (now !== null && (peakMb === null || now > peakMb)) peakMb = now;
        await sleep(100);
      }
    })();
    const listTimes: number[] = [];
    let non2xx = 0;
    const reader = (async () => {
      while (running) {
        const start = performance.now();
        const response = await fetch(`${server.url}/api/dishes`, {
          headers: { cookie: readerCookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
        });
        await response.arrayBuffer();
        listTimes.push(performance.now() - start);
        if (!response.ok) non2xx += 1;
      }
    })();

    const started = performance.now();
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)]), 'bench.paprikarecipes');
    const upload = await fetch(`${server.url}/api/import/file`, { method: 'POST', headers, body: form });
    if (upload.status !== 202) throw new Error(`upload answered ${upload.status} ${await upload.text()}`);
    const { jobId } = (await upload.json()) as { jobId: number };
    let job: Job = { status: 'running', imported: 0 };
    while (job.status === 'running') {
      await sleep(250);
      job = (await (await fetch(`${server.url}/api/import/jobs/${jobId}`, { headers })).json()) as Job;
    }
    const seconds = round((performance.now() - started) / 1000);
    running = false;
    await Promise.all([sampler, reader]);

    return {
      recipes,
      fileMb: round(bytes.length / 1024 / 1024),
      status: job.status,
      imported: job.imported,
      seconds,
      baselineMb,
      peakMb,
      aboveBaselineMb: baselineMb === null || peakMb === null ? null : peakMb - baselineMb,
      otherList: { requests: listTimes.length, ...timings(listTimes), non2xx },
    };
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}
