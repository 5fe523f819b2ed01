import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config.js';
import { readExportFileInPool } from '../modules/imports/index.js';
import type { ExportFile, ExportLimits, ExportReading } from '../modules/imports/index.js';
import { ParsePool } from './parse-pool.js';
import type { ParseTaskName, ParseTasks } from './parse-tasks.js';

export interface Parsing {
  /** Runs a parser of untrusted content on a pool thread (parse-tasks.ts names them). */
  run<K extends Exclude<ParseTaskName, 'readExportFile'>>(
    task: K,
    input: Parameters<ParseTasks[K]>[0],
  ): Promise<Awaited<ReturnType<ParseTasks[K]>>>;
  /** Reads an uploaded export file on a thread of the files' pool, its recipes a chunk at a time. */
  readExportFile(file: ExportFile, limits?: Partial<ExportLimits>): Promise<ExportReading>;
  /** Tasks each pool has finished, whichever way. */
  completed(): { requests: number; files: number };
}

declare module 'fastify' {
  interface FastifyInstance {
    parsing: Parsing;
  }
}

/** The source worker under tsx (tests, `npm run dev`), the built one under `npm start`. */
const WORKER_URL = new URL(import.meta.url.endsWith('.ts') ? './parse-worker.ts' : './parse-worker.js', import.meta.url);

interface Pools {
  requests: ParsePool;
  files: ParsePool;
  apps: number;
}

/**
 * The pools of this process, by their settings: a server runs one app per process, but tests
 * build several apps side by side (two "processes" on one database), and each new thread that
 * loads the parsers from source costs seconds. The pools end with the last app using them.
 */
const processPools = new Map<string, Pools>();

function acquirePools(parse: Config['parse']): Pools {
  const key = JSON.stringify(parse);
  let pools = processPools.get(key);
  if (!pools) {
    const common = { workerUrl: WORKER_URL, timeLimitMs: parse.timeLimitMs, memoryLimitMb: parse.memoryLimitMb };
    pools = {
      requests: new ParsePool({ ...common, maxThreads: parse.threads, maxQueue: 16 * parse.threads }),
      files: new ParsePool({ ...common, maxThreads: parse.threads, maxQueue: 4 * parse.threads }),
      apps: 0,
    };
    processPools.set(key, pools);
  }
  pools.apps += 1;
  return pools;
}

async function releasePools(parse: Config['parse'], pools: Pools): Promise<void> {
  pools.apps -= 1;
  if (pools.apps > 0) return;
  processPools.delete(JSON.stringify(parse));
  await Promise.all([pools.requests.close(), pools.files.close()]);
}

/**
 * Two small pools per process: one for what a request waits on (pages, pasted text, ingredient
 * lines, OCR text) and one for export files, whose readings last as long as an import, so a
 * running import never keeps a cook's paste waiting.
 */
async function parsingPlugin(app: FastifyInstance) {
  const { parse } = app.config;
  const pools = acquirePools(parse);
  app.addHook('onClose', () => releasePools(parse, pools));
  app.decorate('parsing', {
    run: (task, input) => pools.requests.run(task, input),
    readExportFile: (file, limits) => readExportFileInPool(pools.files, file, limits),
    completed: () => ({ requests: pools.requests.completed, files: pools.files.completed }),
  } satisfies Parsing);
}

export default fp(parsingPlugin, { name: 'parsing' });
