/**
 * A closed-loop load client on node:http, for answers too large for autocannon: autocannon
 * appends every chunk of an answer to a string, which holds one client thread to about 85 MB/s
 * (the dish list, ~280 KB compressed, answered 300 req/s with p95 60 ms to it, and 1,300 req/s
 * with p95 15 ms to this client or to curl, on the same server). This one discards the bytes as
 * they arrive; for small answers autocannon stays the faster client (about twice the no-op's
 * requests per second), so api-load.ts picks by the request's `largeAnswer`.
 */
import http from 'node:http';
import type { LoadFigure, LoadRequest, LoadSettings } from './api-load.js';

const TIMEOUT_MS = 30_000;

interface Sample {
  latencies: number[];
  statuses: number[];
  errors: number;
  seconds: number;
}

function send(agent: http.Agent, url: URL, request: LoadRequest): Promise<number> {
  const body = request.body === undefined ? undefined : JSON.stringify(request.body);
  const headers = {
    ...request.headers,
    ...(body ? { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) } : {}),
  };
  return new Promise((resolve, reject) => {
    const req = http.request(
      new URL(request.nextPath?.() ?? request.path, url),
      { agent, method: request.method ?? 'GET', headers, timeout: TIMEOUT_MS },
      (res) => {
        res.on('data', () => undefined);
        res.on('end', () => resolve(res.statusCode ?? 0));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

async function run(baseUrl: string, request: LoadRequest, connections: number, durationSec: number): Promise<Sample> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const url = new URL(baseUrl);
  const sample: Sample = { latencies: [], statuses: [], errors: 0, seconds: 0 };
  const started = performance.now();
  const deadline = started + durationSec * 1000;
  const connection = async () => {
    while (performance.now() < deadline) {
      const start = performance.now();
      try {
        const status = await send(agent, url, request);
        sample.latencies.push(performance.now() - start);
        sample.statuses.push(status);
      } catch {
        sample.errors += 1;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, connection));
  sample.seconds = (performance.now() - started) / 1000;
  agent.destroy();
  return sample;
}

/** The same figure as autocannon's measureLoad: a warm-up run, then the measured run. */
export async function measureLargeAnswers(
  baseUrl: string,
  request: LoadRequest,
  settings: LoadSettings,
  summarise: (latencies: number[], statuses: Map<number, number>, durationSec: number, errors: number) => LoadFigure,
): Promise<LoadFigure> {
  if (settings.warmupSec > 0) await run(baseUrl, request, settings.connections, settings.warmupSec);
  const sample = await run(baseUrl, request, settings.connections, settings.durationSec);
  const statuses = new Map<number, number>();
  for (const status of sample.statuses) statuses.set(status, (statuses.get(status) ?? 0) + 1);
  return summarise(sample.latencies, statuses, sample.seconds, sample.errors);
}
