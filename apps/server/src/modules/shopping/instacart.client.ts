import type { FastifyBaseLogger } from 'fastify';
import type { InstacartLineItem } from './instacart-line-items.js';
import { isHttpUrl } from '@hearth/shared/urls';
import { z } from 'zod';
import { ServiceUnavailableError, UpstreamError, UpstreamTimeoutError } from '../../errors.js';

/** The body of `POST /idp/v1/products/products_link` (Instacart Developer Platform). */
export interface InstacartShoppingListPage {
  title: string;
  image_url?: string;
  link_type: 'shopping_list';
  /** Days the page stays up; without it a shopping-list page has no documented lifetime. */
  expires_in: number;
  line_items: InstacartLineItem[];
  landing_page_configuration: { partner_linkback_url: string };
}

export interface InstacartClientOptions {
  apiKey: string | undefined;
  baseUrl: string;
  timeoutMs: number;
  retryBaseMs: number;
  log: FastifyBaseLogger;
}

export const INSTACART_NOT_CONFIGURED = 'Instacart is not configured on this server';
const INSTACART_BUSY = 'Instacart is busy right now. Please try again in a few minutes.';
const INSTACART_TOO_SLOW = 'Instacart did not answer in time. Please try again.';
const PRODUCTS_LINK_PATH = '/idp/v1/products/products_link';

/** Tries in all when Instacart is busy; the time limit also bounds them. */
const MAX_ATTEMPTS = 3;
/** Instacart's own error text is shown to the user; a runaway message is cut here. */
const MAX_MESSAGE_LENGTH = 300;

const successSchema = z.object({ products_link_url: z.string().refine(isHttpUrl) });

/** Both documented error shapes: `{error: {message}}` and `{error: {errors: [{message}]}}`. */
const errorBodySchema = z.object({
  error: z.union([
    z.string(),
    z.object({
      message: z.string().optional(),
      errors: z.array(z.object({ message: z.string() })).optional(),
    }),
  ]),
});

/** 408 is Instacart giving up on a slow request and 429 its rate limit: both pass with time. */
function isRetryable(status: number): boolean {
  return status === 408 || status === 429 || status >= 500;
}

function isTimeout(error: unknown): boolean {
  return error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError');
}

/** Retry-After in seconds, when Instacart sends one. */
function retryAfterMs(response: Response): number | undefined {
  const seconds = Number(response.headers.get('retry-after'));
  return Number.isFinite(seconds) && seconds > 0 ? seconds * 1000 : undefined;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001f\u007f]+/g;

export class InstacartClient {
  constructor(private readonly options: InstacartClientOptions) {}

  get isConfigured(): boolean {
    return this.options.apiKey !== undefined;
  }

  /**
   * Creates a shopping-list page and answers its address. Busy answers (429, 5xx) and lost
   * connections are retried with growing waits; the whole call, retries included, ends
   * within `timeoutMs`. The API key goes in the header only, never in a log or a message.
   */
  async createShoppingListPage(page: InstacartShoppingListPage): Promise<string> {
    const { apiKey, baseUrl, timeoutMs, retryBaseMs, log } = this.options;
    if (!apiKey) throw new ServiceUnavailableError(INSTACART_NOT_CONFIGURED, 'INSTACART_NOT_CONFIGURED');

    const deadline = Date.now() + timeoutMs;
    const body = JSON.stringify(page);
    for (let attempt = 1; ; attempt += 1) {
      let response: Response | undefined;
      let text = '';
      try {
        response = await fetch(`${baseUrl}${PRODUCTS_LINK_PATH}`, {
          method: 'POST',
          headers: {
            accept: 'application/json',
            authorization: `Bearer ${apiKey}`,
            'content-type': 'application/json',
          },
          body,
          // A redirect would be a misconfigured base URL; never carry the key elsewhere.
          redirect: 'error',
          signal: AbortSignal.timeout(Math.max(deadline - Date.now(), 1)),
        });
        text = await response.text();
      } catch (error) {
        if (isTimeout(error)) {
          log.warn({ attempt, timeoutMs }, 'Instacart did not answer in time');
          throw new UpstreamTimeoutError(INSTACART_TOO_SLOW, 'INSTACART_TIMEOUT');
        }
        log.warn({ attempt, reason: error instanceof Error ? error.message : String(error) }, 'Instacart could not be reached');
        response = undefined;
      }

      if (response?.ok) return this.readLink(text);
      if (response && !isRetryable(response.status)) throw this.refusal(response.status, text);

      const wait = (response && retryAfterMs(response)) ?? retryBaseMs * 2 ** (attempt - 1) * (1 + Math.random() / 2);
      if (attempt >= MAX_ATTEMPTS || Date.now() + wait >= deadline) {
        log.warn({ attempt, status: response?.status }, 'Instacart stayed busy; giving up');
        throw new ServiceUnavailableError(INSTACART_BUSY, 'INSTACART_UNAVAILABLE');
      }
      log.info({ attempt, status: response?.status, waitMs: Math.round(wait) }, 'Instacart busy; retrying');
      await sleep(wait);
    }
  }

  private readLink(text: string): string {
    const parsed = successSchema.safeParse(parseJson(text));
    if (!parsed.success) {
      this.options.log.warn('Instacart answered 2xx without a products_link_url');
      throw new UpstreamError('Instacart answered without a shopping list link.', 'INSTACART_BAD_ANSWER');
    }
    return parsed.data.products_link_url;
  }

  /** Instacart refused the request (4xx): pass its own explanation on, minus anything secret. */
  private refusal(status: number, text: string): UpstreamError {
    const message = this.scrub(instacartMessage(text) ?? `HTTP ${status}`);
    if (status === 401 || status === 403) {
      this.options.log.error({ status }, 'Instacart refused our credentials; check INSTACART_API_KEY');
    } else {
      this.options.log.warn({ status, instacartMessage: message }, 'Instacart refused the shopping list');
    }
    return new UpstreamError(`Instacart could not create the shopping list: ${message}`, 'INSTACART_REFUSED');
  }

  private scrub(message: string): string {
    const { apiKey } = this.options;
    const clean = apiKey ? message.split(apiKey).join('[redacted]') : message;
    return clean.replace(CONTROL_CHARACTERS, ' ').trim().slice(0, MAX_MESSAGE_LENGTH);
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The human part of an Instacart error body, whichever documented shape it came in. */
function instacartMessage(text: string): string | undefined {
  const parsed = errorBodySchema.safeParse(parseJson(text));
  if (!parsed.success) return undefined;
  const { error } = parsed.data;
  if (typeof error === 'string') return error || undefined;
  const messages = [error.message, ...(error.errors ?? []).map((item) => item.message)].filter(Boolean);
  return messages.length ? messages.join('; ') : undefined;
}
