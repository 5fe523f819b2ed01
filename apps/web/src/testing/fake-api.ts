import { vi } from 'vitest';

export interface FakeCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body?: unknown } | ((call: FakeCall) => { status?: number; body?: unknown });

/**
 * Stands in for the server at the fetch boundary: answers are keyed by "METHOD /path"
 * (without /api and the query string), and every call is recorded with its parsed JSON body.
 * A call nobody scripted answers 404, so a test notices a request it did not expect.
 */
export function fakeApi(answers: Record<string, Answer>) {
  const calls: FakeCall[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const path = url.pathname.replace(/^\/api/, '');
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined;
    const call = { method, path, body };
    calls.push(call);
    const scripted = answers[`${method} ${path}`];
    const answer = typeof scripted === 'function' ? scripted(call) : scripted;
    if (!answer)
      return new Response(JSON.stringify({ code: 'ROUTE_NOT_FOUND', message: `No fake for ${method} ${path}` }), { status: 404 });
    const status = answer.status ?? 200;
    if (status === 204) return new Response(null, { status });
    return new Response(JSON.stringify(answer.body ?? null), { status, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, fetchMock };
}
