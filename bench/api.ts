import { type LoadFigure, type LoadSettings, measureLoad } from './api-load.js';
import { type RouteName, benchRequests } from './routes.js';

/** What Chromium sends with every fetch: answers are compressed as a browser would get them. */
export const BROWSER_HEADERS = { accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' };

export type ReadFigure = LoadFigure & { ratioToNoop: number };
/** List and timeline reads also run alone (one connection), as one cook's request would. */
export type LatencyReadFigure = ReadFigure & { oneConnection: LoadFigure; oneConnectionUncompressed: LoadFigure };

/** One run of the API reads (the write comes last, once the reads are done: it adds meals). */
export interface ApiReads {
  noop: LoadFigure;
  dishRead: ReadFigure;
  dishList: LatencyReadFigure;
  mealsTimeline: LatencyReadFigure;
  mealDays: LatencyReadFigure;
}

export interface ApiSettings {
  /** The budgeted load: 10 connections. */
  load: LoadSettings;
  /** One connection, for one cook's latency. */
  latency: LoadSettings;
}

const log = (message: string) => process.stderr.write(`[bench]   ${message}\n`);

/** Measures one route on a running server as the signed-in cook, with a browser's headers. */
export function measureRoute(
  baseUrl: string,
  request: { name: RouteName; dishIds: readonly number[]; cookie: string },
  settings: LoadSettings,
  extraHeaders: Record<string, string> = {},
): Promise<LoadFigure> {
  log(`${request.name} (${settings.connections} conn, ${settings.durationSec} s)`);
  const route = benchRequests(request.dishIds)[request.name];
  return measureLoad(baseUrl, { ...route, headers: { ...BROWSER_HEADERS, cookie: request.cookie, ...extraHeaders } }, settings);
}

export async function measureApiReads(
  baseUrl: string,
  dishIds: readonly number[],
  cookie: string,
  settings: ApiSettings,
): Promise<ApiReads> {
  const measure = (name: RouteName, load = settings.load, extra: Record<string, string> = {}) =>
    measureRoute(baseUrl, { name, dishIds, cookie }, load, extra);
  const noop = await measure('noop');
  const ratio = (figure: LoadFigure) => Math.round((figure.requestsPerSec / noop.requestsPerSec) * 1000) / 1000;
  const dishRead = await measure('dishRead');
  const latencyRead = async (name: 'dishList' | 'mealsTimeline' | 'mealDays'): Promise<LatencyReadFigure> => {
    const figure = await measure(name);
    const oneConnection = await measure(name, settings.latency);
    const oneConnectionUncompressed = await measure(name, settings.latency, { 'accept-encoding': 'identity' });
    return { ...figure, ratioToNoop: ratio(figure), oneConnection, oneConnectionUncompressed };
  };
  return {
    noop,
    dishRead: { ...dishRead, ratioToNoop: ratio(dishRead) },
    dishList: await latencyRead('dishList'),
    mealsTimeline: await latencyRead('mealsTimeline'),
    mealDays: await latencyRead('mealDays'),
  };
}
