/**
 * The server under test runs as `npm start` does: one worker per core (WEB_CONCURRENCY's
 * default). To show what the workers change, the dish list is also measured at 10 connections
 * on a one-process server (WEB_CONCURRENCY=1) against the same database.
 */
import { availableParallelism } from 'node:os';
import { type ServerProcess, startServerProcess } from '../apps/server/test/server-process.js';
import type { LoadFigure, LoadSettings } from './api-load.js';
import { measureRoute } from './api.js';

/** The default of WEB_CONCURRENCY (apps/server/src/config.ts). */
export const DEFAULT_WORKERS = availableParallelism();

export interface WorkersFigure {
  /** Worker processes of the server under test. */
  workers: number;
  /** The dish list at 10 connections on one process; the workers' figure is api.dishList. */
  oneProcessDishList: LoadFigure;
}

export function startBenchServer(databaseUrl: string, workers = DEFAULT_WORKERS): Promise<ServerProcess> {
  // Each run signs up a hearth member, an importer and a parser from this one address, and parses hundreds of times.
  return startServerProcess({
    databaseUrl,
    env: { WEB_CONCURRENCY: String(workers), SIGN_UP_LIMIT_PER_HOUR: '1000', RECIPE_IMPORT_LIMIT_PER_HOUR: '100000' },
  });
}

export async function measureOneProcess(
  server: ServerProcess,
  dishIds: readonly number[],
  cookie: string,
  load: LoadSettings,
): Promise<WorkersFigure> {
  const oneProcessDishList = await measureRoute(server.url, { name: 'dishList', dishIds, cookie }, load);
  return { workers: DEFAULT_WORKERS, oneProcessDishList };
}
