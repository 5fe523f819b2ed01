import autocannon from 'autocannon';
import { measureLargeAnswers } from './http-load.js';

export interface LoadSettings {
  connections: number;
  warmupSec: number;
  durationSec: number;
}

export interface LoadRequest {
  method?: 'GET' | 'POST';
  path: string;
  /** Called per request to vary the path, such as a different dish each time. */
  nextPath?: () => string;
  body?: unknown;
  headers?: Record<string, string>;
  /** Answers of hundreds of KB (the whole dish list): read by bench/http-load.ts, not autocannon. */
  largeAnswer?: boolean;
}

export interface LoadFigure {
  requestsPerSec: number;
  latencyMs: { p50: number; p95: number; p99: number };
  responses: number;
  connections: number;
  durationSec: number;
  /** Answers that were not 2xx, and connection errors or timeouts: should both be 0. */
  non2xx: number;
  errors: number;
}

function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1);
  return sorted[Math.max(0, index)] as number;
}

function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

function run(
  baseUrl: string,
  request: LoadRequest,
  connections: number,
  durationSec: number,
): Promise<{ result: autocannon.Result; latencies: number[]; statuses: Map<number, number> }> {
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : JSON.stringify(request.body);
    const headers = { ...request.headers, ...(body ? { 'content-type': 'application/json' } : {}) };
    const nextPath = request.nextPath;
    const instance = autocannon(
      {
        url: baseUrl,
        connections,
        duration: durationSec,
        timeout: 30,
        requests: [
          {
            method: request.method ?? 'GET',
            path: request.path,
            headers,
            ...(body ? { body } : {}),
            ...(nextPath ? { setupRequest: (req: autocannon.Request) => ({ ...req, path: nextPath() }) } : {}),
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve({ result, latencies, statuses })),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
}

/** The figure of one measured run, from every response's own time. */
function summarise(connections: number) {
  return (latencies: number[], statuses: Map<number, number>, durationSec: number, errors: number): LoadFigure => {
    latencies.sort((a, b) => a - b);
    let ok = 0;
    for (const [status, count] of statuses) if (status >= 200 && status < 300) ok += count;
    return {
      requestsPerSec: round(latencies.length / durationSec, 1),
      latencyMs: {
        p50: round(percentile(latencies, 0.5)),
        p95: round(percentile(latencies, 0.95)),
        p99: round(percentile(latencies, 0.99)),
      },
      responses: latencies.length,
      connections,
      durationSec: round(durationSec),
      non2xx: latencies.length - ok,
      errors,
    };
  };
}

/**
 * Requests per second and latency percentiles for one route: a warm-up run first (JIT,
 * caches, connection setup), then the measured run. Percentiles come from every response's
 * own time, since autocannon's summary has no p95.
 */
export async function measureLoad(baseUrl: string, request: LoadRequest, settings: LoadSettings): Promise<LoadFigure> {
  if (request.largeAnswer) return measureLargeAnswers(baseUrl, request, settings, summarise(settings.connections));
  if (settings.warmupSec > 0) await run(baseUrl, request, settings.connections, settings.warmupSec);
  const { result, latencies, statuses } = await run(baseUrl, request, settings.connections, settings.durationSec);
  return summarise(settings.connections)(latencies, statuses, result.duration, result.errors + result.timeouts);
}
