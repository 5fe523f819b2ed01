import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request the stub received, as it came over the wire. */
export interface RecordedRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The parsed JSON body, or the raw text when it was not JSON. */
  body: unknown;
}

/**
 * A scripted answer for the next products_link request; `hang` never answers at all.
 * With `forTitle`, it waits for a request for a page of that title, so tests running side by
 * side against one stub never take each other's answers.
 */
export type ScriptedAnswer = ({ status: number; body?: unknown; headers?: Record<string, string> } | { hang: true }) & {
  forTitle?: string;
};

function takeAnswer(scripted: ScriptedAnswer[], body: unknown): ScriptedAnswer | undefined {
  const title = (body as { title?: unknown } | null)?.title;
  const index = scripted.findIndex((answer) => answer.forTitle === undefined || answer.forTitle === title);
  return index === -1 ? undefined : scripted.splice(index, 1)[0];
}

const PRODUCTS_LINK_PATH = '/idp/v1/products/products_link';

function sendJson(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  response.writeHead(status, { 'content-type': 'application/json', ...headers });
  response.end(text);
}

/** The documented single-error shape: `{error: {message, code}, meta: {key}}`. */
function invalidParameter(key: string, message: string) {
  return { error: { message, code: 1001 }, meta: { key } };
}

/** What a real products_link endpoint would refuse, checked the way its documentation describes. */
function findInvalidParameter(body: unknown): ReturnType<typeof invalidParameter> | undefined {
  const page = body as { title?: unknown; line_items?: unknown } | null;
  if (!page || typeof page !== 'object') return invalidParameter('body', 'The request body must be a JSON object');
  if (typeof page.title !== 'string' || !page.title) return invalidParameter('title', "title can't be blank");
  if (!Array.isArray(page.line_items) || !page.line_items.length) {
    return invalidParameter('line_items', "line_items can't be blank");
  }
  const nameless = page.line_items.some((item: { name?: unknown }) => typeof item?.name !== 'string' || !item.name);
  return nameless ? invalidParameter('line_items.name', "name can't be blank") : undefined;
}

/**
 * A loopback server that speaks the Instacart Developer Platform's products_link API as
 * documented: bearer key, JSON body, `{products_link_url}` on success and the documented error
 * bodies otherwise. Tests read what the app sent from `requests` and script failures with
 * `answerNext`. Pages it hands out are served too, so a browser can open them.
 */
export async function startInstacartStub(apiKey: string, { port = 0 }: { port?: number } = {}) {
  const requests: RecordedRequest[] = [];
  const scripted: ScriptedAnswer[] = [];
  let pagesMade = 0;

  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const path = request.url ?? '/';
      const text = Buffer.concat(chunks).toString('utf8');

      // Browser journeys run the app in another process; they script answers over HTTP.
      if (request.method === 'POST' && path === '/__stub/answer-next') {
        scripted.push(JSON.parse(text) as ScriptedAnswer);
        return sendJson(response, 204, undefined);
      }

      // ...and read back what the app sent for a page title, to check amounts it carried.
      if (request.method === 'GET' && path.startsWith('/__stub/requests?')) {
        const title = new URLSearchParams(path.split('?')[1]).get('title');
        return sendJson(
          response,
          200,
          requests.filter((recorded) => (recorded.body as { title?: unknown } | null)?.title === title),
        );
      }

      if (request.method === 'GET' && path.startsWith('/store/shopping_lists/')) {
        response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        response.end(`<!doctype html><title>Instacart stub</title><h1>Shopping list ${path.split('/').pop()}</h1>`);
        return;
      }

      let body: unknown = text;
      try {
        body = JSON.parse(text);
      } catch {
        // Kept as text so a test can see what was sent.
      }
      requests.push({ method: request.method ?? '', path, headers: request.headers, body });

      if (request.method !== 'POST' || path !== PRODUCTS_LINK_PATH) {
        return sendJson(response, 404, { error: { message: 'Not found', code: 4000 } });
      }
      const answer = takeAnswer(scripted, body);
      if (answer && 'hang' in answer) return;
      if (answer) return sendJson(response, answer.status, answer.body, answer.headers);

      if (request.headers.authorization !== `Bearer ${apiKey}`) {
        return sendJson(response, 401, { error: { message: 'Invalid API key', code: 4001 } });
      }
      if (!String(request.headers['content-type']).startsWith('application/json')) {
        return sendJson(response, 400, invalidParameter('body', 'Content-Type must be application/json'));
      }
      const invalid = findInvalidParameter(body);
      if (invalid) return sendJson(response, 400, invalid);

      pagesMade += 1;
      sendJson(response, 200, { products_link_url: `${url}/store/shopping_lists/${pagesMade}` });
    });
  });

  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** Use as INSTACART_BASE_URL. */
    url,
    apiKey,
    requests,
    /** Queues answers for the coming products_link requests, in order. */
    answerNext(...answers: ScriptedAnswer[]) {
      scripted.push(...answers);
    },
    /** Forgets recorded requests and unused scripted answers between tests. */
    reset() {
      requests.length = 0;
      scripted.length = 0;
    },
    close() {
      // Hanging requests would hold the server open forever.
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type InstacartStub = Awaited<ReturnType<typeof startInstacartStub>>;
