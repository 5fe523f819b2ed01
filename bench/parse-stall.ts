/**
 * What the slowest ingredient lines of the outside review cost other cooks: POST
 * /api/ingredients/parse with as many lines of a thousand "⅓" as one body may carry, sent again
 * and again by one cook on two connections, while the bench cook reads the library (GET
 * /api/dishes, one request after another). The same reads on an idle server stand beside it.
 * The lines are parsed on the server's parse pool (apps/server/src/parsing), so the reads
 * should hardly notice. `readLists` serves bench/import-only.ts too.
 */
import { signUpOverHttp } from '../apps/server/test/http-session.js';
import type { ServerProcess } from '../apps/server/test/server-process.js';

export interface ListTimes {
  requests: number;
  p50: number;
  p95: number;
  max: number;
  non2xx: number;
}

export interface ParseStallFigure {
  /** The bench cook's dish list with nothing else running. */
  idle: ListTimes;
  /** The same while the slowest lines are parsed. */
  whileParsing: ListTimes;
  /** The parse requests answered meanwhile, their median time, and how many were not 200. */
  parses: number;
  parseP50Ms: number;
  parseNon200: number;
}

/** As many lines of a thousand "⅓" as the 1 MB JSON body limit lets through (each is 3 KB). */
const SLOWEST_LINES = Array.from({ length: 330 }, () => '⅓'.repeat(1_000));

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1))] ?? Number.NaN;
}

const round = (value: number) => Math.round(value * 100) / 100;

export async function readLists(server: ServerProcess, cookie: string, requests: number): Promise<ListTimes> {
  const times: number[] = [];
  let non2xx = 0;
  for (let request = 0; request < requests; request += 1) {
    const start = performance.now();
    const response = await fetch(`${server.url}/api/dishes`, {
      headers: { cookie, accept: 'application/json', 'accept-encoding': 'gzip, deflate, br' },
    });
    await response.arrayBuffer();
    times.push(performance.now() - start);
    if (!response.ok) non2xx += 1;
  }
  const sorted = times.sort((a, b) => a - b);
  return { requests, p50: round(percentile(sorted, 0.5)), p95: round(percentile(sorted, 0.95)), max: round(sorted.at(-1)!), non2xx };
}

export async function measureParseStall(server: ServerProcess, readerCookie: string, reads: number): Promise<ParseStallFigure> {
  const idle = await readLists(server, readerCookie, reads);
  const parser = await signUpOverHttp(server.url, {
    email: `parser-${Date.now()}@example.com`,
    password: 'bench-password',
    username: 'Parser',
  });
  const headers = { cookie: parser.cookie, origin: server.url, 'content-type': 'application/json' };
  const body = JSON.stringify({ lines: SLOWEST_LINES });
  let running = true;
  const parseTimes: number[] = [];
  let parseNon200 = 0;
  const parseLoop = async () => {
    while (running) {
      const start = performance.now();
      const response = await fetch(`${server.url}/api/ingredients/parse`, { method: 'POST', headers, body });
      await response.arrayBuffer();
      parseTimes.push(performance.now() - start);
      if (response.status !== 200) parseNon200 += 1;
    }
  };
  const loops = [parseLoop(), parseLoop()];
  // Let the first parses reach the server before the reads start.
  await new Promise((resolve) => setTimeout(resolve, 200));
  const whileParsing = await readLists(server, readerCookie, reads);
  running = false;
  await Promise.all(loops);
  const sortedParses = parseTimes.sort((a, b) => a - b);
  return { idle, whileParsing, parses: parseTimes.length, parseP50Ms: round(percentile(sortedParses, 0.5)), parseNon200 };
}
