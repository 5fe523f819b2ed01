import type { ApiErrorBody } from '@hearth/shared/api-error';
import { liveOriginHeaders } from './live-origin';

/**
 * An error answer from our API: the HTTP status, the server's stable code, and its human
 * message when it sent one (`serverMessage` is null for, say, a proxy's HTML error page).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly serverMessage: string | null,
    readonly statusText = '',
    /** The answer's body as text, for messages that quote it. */
    readonly body = '',
  ) {
    super(serverMessage ?? `${status} ${statusText}`.trim());
    this.name = 'ApiError';
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions {
  method?: Method;
  /** Sent as JSON, or as-is when it is FormData. */
  body?: unknown;
  query?: Record<string, string | number | boolean | string[] | undefined>;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

function buildUrl(path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) params.append(key, String(item));
  }
  const search = params.toString();
  return `/api${path}${search ? `?${search}` : ''}`;
}

async function readError(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  try {
    const body = JSON.parse(text) as Partial<ApiErrorBody>;
    if (typeof body.message === 'string' && body.message) {
      return new ApiError(response.status, body.code ?? 'ERROR', body.message, response.statusText, text);
    }
  } catch {
    // Not JSON: a proxy's error page, say. Fall through to a generic message.
  }
  return new ApiError(response.status, 'HTTP_ERROR', null, response.statusText, text);
}

/** How a request reaches the API: the browser's fetch; the server's own routes when it renders a page (entry-server.tsx). */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Sends every later request through `next`: only the server-rendering entry calls this, once. */
export function setApiTransport(next: ApiTransport): void {
  transport = next;
}

async function send(url: string, options: RequestOptions): Promise<Response> {
  const { method = 'GET', body, signal } = options;
  const isForm = typeof FormData !== 'undefined' && body instanceof FormData;
  // A change names its tab, so the tab can tell its own change's live event from others' (live-origin.ts).
  const headers: Record<string, string> = {
    accept: 'application/json',
    ...(method === 'GET' ? {} : liveOriginHeaders),
    ...options.headers,
  };
  if (body !== undefined && !isForm) headers['content-type'] = 'application/json';

  const response = await transport(url, {
    method,
    headers,
    credentials: 'same-origin',
    body: body === undefined ? undefined : isForm ? (body as FormData) : JSON.stringify(body),
    signal,
  });
  // 304 answers a conditional request (If-None-Match): the caller's copy is current.
  if (!response.ok && response.status !== 304) throw await readError(response);
  return response;
}

/**
 * Calls our API under /api with the session cookie. Answers the parsed JSON,
 * undefined for 204, and throws ApiError for any non-2xx answer.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(buildUrl(path, options.query), options);
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The answer itself, for callers that read its headers or a 304 (`apiAllPages`, the library copy). */
export function apiResponse(path: string, options: RequestOptions = {}): Promise<Response> {
  return send(buildUrl(path, options.query), options);
}

const NEXT_PAGE = /<([^>]+)>;\s*rel="next"/;

/** Each page of an answer the server gives in pages (a `Link: <...>; rel="next"` header), parsed, to the end. */
export async function* apiPages<T>(path: string, options: RequestOptions = {}): AsyncGenerator<T> {
  let url: string | undefined = buildUrl(path, options.query);
  while (url) {
    const response = await send(url, options);
    yield (await response.json()) as T;
    url = NEXT_PAGE.exec(response.headers.get('link') ?? '')?.[1];
  }
}

/** A list the server answers in pages, read to its end. */
export async function apiAllPages<T>(path: string, options: RequestOptions = {}): Promise<T[]> {
  const items: T[] = [];
  for await (const page of apiPages<T[]>(path, options)) items.push(...page);
  return items;
}

/** The message to show for a failure: the server's words when it sent some, else the fallback. */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return fallback;
}

/**
 * The three-step messages of docs/product.md#error-catalogue: the server's words; else `answered` when the server
 * answered without any; else `unreachable` when the request never got an answer.
 */
export function failureMessage(error: unknown, answered: string, unreachable: string): string {
  if (error instanceof ApiError) return error.serverMessage ?? answered;
  return unreachable;
}

/** Whether a failure is the server's answer (an ApiError), rather than a request that never got one. */
export function isServerAnswer(error: unknown): boolean {
  return error instanceof ApiError;
}
