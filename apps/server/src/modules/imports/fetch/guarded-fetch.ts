import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import { type AppError, PayloadTooLargeError, SiteUnavailableError, UnprocessableError, ValidationError } from '../../../errors.js';
import {
  type HostResolver,
  type ResolvedAddress,
  bareHostname,
  checkedAddresses,
  parseFetchableUrl,
  sameAddress,
  systemResolver,
} from './guarded-fetch-address.js';
import { BodyTooLargeError, UnknownEncodingError, decodeContent, readCappedBody } from './guarded-fetch-body.js';
import { decodeHtml } from './guarded-fetch-charset.js';

/**
 * The one way the server fetches an address a user gave it (docs/design.md#reliability-and-security). node:http with a
 * pinned `lookup` was chosen over undici's Agent: the check and the connection share one
 * resolution without another dependency, and the socket's remote address is verified again.
 */

export interface GuardedFetchOptions {
  /** URL_IMPORT_ALLOWED_HOSTS: host names (optionally host:port) that may be on private addresses. */
  allowedHosts: readonly string[];
  /** Largest body, before and after decompression. Default 5 MB. */
  maxBytes?: number;
  /** The whole fetch, redirects and a slow body included. Default 10 s. */
  timeoutMs?: number;
  /** Each TCP (and TLS) connection. Default 5 s. */
  connectTimeoutMs?: number;
  /** Default 5. */
  maxRedirects?: number;
  /** Default: the system resolver (getaddrinfo). */
  resolveHost?: HostResolver;
  /** Cancels the fetch, for example when the client goes away. */
  signal?: AbortSignal;
}

export interface FetchedPage {
  /** The address the page finally came from, after redirects. */
  finalUrl: string;
  status: number;
  /** The media type without parameters, e.g. "text/html". */
  contentType: string;
  html: string;
}

export const PAGE_FETCH_DEFAULTS = {
  maxBytes: 5 * 1024 * 1024,
  timeoutMs: 10_000,
  connectTimeoutMs: 5_000,
  maxRedirects: 5,
} as const;

/** A current desktop Chrome: some recipe sites answer bots with an empty page or a 403. */
const BROWSER_HEADERS = {
  'user-agent': 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-language': 'en-US,en;q=0.9',
  'accept-encoding': 'gzip, deflate, br',
} as const;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);
const USE_PASTE = 'Open the recipe in your browser, copy the page (or its text) and use Paste instead.';

const messages = {
  refused: `That site refused to share the page with The Hearth. ${USE_PASTE}`,
  notFound: (status: number) => `That page was not found on the site (it answered ${status}). Check the address.`,
  siteError: (status: number) => `The site answered with an error (${status}). Try again later. ${USE_PASTE}`,
  tooManyRedirects: (max: number) => `That address sends visitors on more than ${max} times, so The Hearth stopped following it.`,
  badRedirect: 'That page sends visitors on to an address that is not a web page.',
  tooSlow: (ms: number) => `The site took too long to answer (more than ${Math.round(ms / 1000)} seconds). Try again later. ${USE_PASTE}`,
  tooLarge: (bytes: number) =>
    `That page is larger than ${Math.round(bytes / (1024 * 1024))} MB, more than any recipe page needs. ${USE_PASTE}`,
  notHtml: (type: string) => `That address is not a web page (the site sent ${type}). Give the address of the recipe's page.`,
  hostNotFound: 'We could not find that website. Check the address for typing mistakes.',
  unreachable: 'We could not reach that website. Check the address, or try again later.',
  damaged: `The site sent a page we could not read. ${USE_PASTE}`,
};

/** Thrown inside a request; turned into the cook-facing error by `toAppError`. */
class FetchTimeout extends Error {}

function pinnedLookup(addresses: readonly ResolvedAddress[]): LookupFunction {
  return (_hostname, options, callback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : undefined;
    const candidates = family ? addresses.filter((entry) => entry.family === family) : [...addresses];
    const first = candidates[0];
    if (!first) {
      callback(Object.assign(new Error('No checked address of that family'), { code: 'ENOTFOUND' }), '', 0);
    } else if (options.all) {
      callback(null, candidates);
    } else {
      callback(null, first.address, first.family);
    }
  };
}

function requestOnce(
  url: URL,
  addresses: readonly ResolvedAddress[],
  connectTimeoutMs: number,
  signal: AbortSignal,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request({
      protocol: url.protocol,
      hostname: bareHostname(url),
      port: url.port || undefined,
      path: `${url.pathname}${url.search}`,
      method: 'GET',
      headers: BROWSER_HEADERS,
      // A fresh connection for every hop, so every hop goes through the pinned lookup.
      agent: false,
      lookup: pinnedLookup(addresses),
      signal,
    });
    request.once('socket', (socket) => {
      const connectTimer = setTimeout(() => request.destroy(new FetchTimeout()), connectTimeoutMs);
      socket.once('connect', () => {
        clearTimeout(connectTimer);
        // The connection must be to an address that was checked, whatever happened in between.
        const remote = socket.remoteAddress ?? '';
        if (!addresses.some(({ address }) => sameAddress(address, remote))) {
          request.destroy(new Error(`Connected to an unchecked address ${remote}`));
        }
      });
      socket.once('close', () => clearTimeout(connectTimer));
    });
    request.once('response', resolve);
    // Errors can follow the response (a body cut off); later ones find the promise settled.
    request.on('error', reject);
    request.end();
  });
}

function mediaType(contentType: string | undefined): string {
  return (contentType ?? '').split(';')[0]!.trim().toLowerCase();
}

/** A body without a declared type is HTML when it starts like markup. */
function looksLikeMarkup(bytes: Buffer): boolean {
  return /^(\uFEFF|\s)*</.test(bytes.subarray(0, 512).toString('latin1'));
}

function answerError(status: number): AppError {
  if (status === 401 || status === 403 || status === 429) return new SiteUnavailableError(messages.refused, 'SITE_REFUSED');
  if (status === 404 || status === 410) return new SiteUnavailableError(messages.notFound(status), 'PAGE_NOT_FOUND');
  return new SiteUnavailableError(messages.siteError(status), 'SITE_ERROR');
}

function toAppError(error: unknown, options: Required<Omit<GuardedFetchOptions, 'signal'>>, timedOut: boolean): Error {
  if (error instanceof ValidationError || error instanceof SiteUnavailableError || error instanceof UnprocessableError) {
    return error;
  }
  if (error instanceof BodyTooLargeError) return new PayloadTooLargeError(messages.tooLarge(error.limit));
  if (timedOut || error instanceof FetchTimeout) {
    return new SiteUnavailableError(messages.tooSlow(options.timeoutMs), 'SITE_TIMEOUT');
  }
  if (error instanceof UnknownEncodingError) return new SiteUnavailableError(messages.damaged, 'UNREADABLE_PAGE');
  const code = (error as { code?: string }).code ?? '';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'ENODATA') {
    return new SiteUnavailableError(messages.hostNotFound, 'HOST_NOT_FOUND');
  }
  if (code.startsWith('Z_') || code === 'ERR_INVALID_CHAR') return new SiteUnavailableError(messages.damaged, 'UNREADABLE_PAGE');
  return new SiteUnavailableError(messages.unreachable, 'SITE_UNREACHABLE');
}

/**
 * Fetches a web page for the recipe reader. Refuses anything but http(s) to public addresses
 * (or the operator's allowed hosts), checks every redirect the same way, and caps the size,
 * the time and the decompressed size. Every failure is a typed error with a message a cook
 * understands.
 */
export async function fetchPage(rawUrl: string, options: GuardedFetchOptions): Promise<FetchedPage> {
  const settings = {
    allowedHosts: options.allowedHosts,
    maxBytes: options.maxBytes ?? PAGE_FETCH_DEFAULTS.maxBytes,
    timeoutMs: options.timeoutMs ?? PAGE_FETCH_DEFAULTS.timeoutMs,
    connectTimeoutMs: options.connectTimeoutMs ?? PAGE_FETCH_DEFAULTS.connectTimeoutMs,
    maxRedirects: options.maxRedirects ?? PAGE_FETCH_DEFAULTS.maxRedirects,
    resolveHost: options.resolveHost ?? systemResolver,
  };
  let url = parseFetchableUrl(rawUrl);
  const deadline = AbortSignal.timeout(settings.timeoutMs);
  const signal = options.signal ? AbortSignal.any([deadline, options.signal]) : deadline;

  try {
    for (let hop = 0; ; hop += 1) {
      const addresses = await untilAborted(checkedAddresses(url, { ...settings, viaRedirect: hop > 0 }), signal);
      const response = await requestOnce(url, addresses, settings.connectTimeoutMs, signal);
      const status = response.statusCode ?? 0;

      if (REDIRECT_STATUSES.has(status) && response.headers.location) {
        response.destroy();
        if (hop >= settings.maxRedirects) {
          throw new SiteUnavailableError(messages.tooManyRedirects(settings.maxRedirects), 'TOO_MANY_REDIRECTS');
        }
        url = nextHop(url, response.headers.location);
        continue;
      }
      if (status < 200 || status > 299) {
        response.destroy();
        throw answerError(status);
      }
      return await readPage(url, response, settings.maxBytes);
    }
  } catch (error) {
    throw toAppError(error, settings, deadline.aborted);
  }
}

/** DNS lookups take no signal; the deadline still ends the wait for one. */
function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  signal.throwIfAborted();
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort));
  });
}

function nextHop(from: URL, location: string): URL {
  let target: URL;
  try {
    target = new URL(location, from);
  } catch {
    throw new SiteUnavailableError(messages.badRedirect, 'BAD_REDIRECT');
  }
  try {
    return parseFetchableUrl(target.href);
  } catch {
    throw new SiteUnavailableError(messages.badRedirect, 'BAD_REDIRECT');
  }
}

async function readPage(url: URL, response: IncomingMessage, maxBytes: number): Promise<FetchedPage> {
  const declaredType = response.headers['content-type'];
  const type = mediaType(declaredType);
  if (type && !HTML_TYPES.has(type)) {
    response.destroy();
    throw new UnprocessableError(messages.notHtml(type), 'NOT_A_WEB_PAGE');
  }
  const raw = await readCappedBody(response, maxBytes);
  const bytes = await decodeContent(raw, response.headers['content-encoding'], maxBytes);
  if (!type && !looksLikeMarkup(bytes)) {
    throw new UnprocessableError(messages.notHtml('something other than a web page'), 'NOT_A_WEB_PAGE');
  }
  return {
    finalUrl: url.href,
    status: response.statusCode ?? 200,
    contentType: type || 'text/html',
    html: decodeHtml(bytes, declaredType),
  };
}
