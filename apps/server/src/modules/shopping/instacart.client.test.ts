import { createServer } from 'node:net';
import Fastify from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type InstacartStub, startInstacartStub } from '../../../test/instacart-stub.js';
import { INSTACART_TEST_KEY } from '../../../test/shopping-fixtures.js';
import { AppError } from '../../errors.js';
import { InstacartClient, type InstacartShoppingListPage } from './instacart.client.js';

const page: InstacartShoppingListPage = {
  title: 'Soup',
  link_type: 'shopping_list',
  expires_in: 30,
  line_items: [{ name: 'leeks', display_text: '2 leeks', line_item_measurements: [{ quantity: 2, unit: 'each' }] }],
  landing_page_configuration: { partner_linkback_url: 'http://localhost:3000' },
};

let stub: InstacartStub;
/** Every line the client logged, at every level, to prove the key never reaches a log. */
const logLines: string[] = [];
const logger = Fastify({ logger: { level: 'trace', stream: { write: (line: string) => logLines.push(line) } } });

function client(overrides: Partial<ConstructorParameters<typeof InstacartClient>[0]> = {}) {
  return new InstacartClient({
    apiKey: INSTACART_TEST_KEY,
    baseUrl: stub.url,
    timeoutMs: 1000,
    retryBaseMs: 10,
    log: logger.log,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

beforeAll(async () => {
  stub = await startInstacartStub(INSTACART_TEST_KEY);
});

afterAll(async () => {
  await stub.close();
  await logger.close();
});

beforeEach(() => {
  stub.reset();
});

describe('InstacartClient.createShoppingListPage', () => {
  it('answers the page address Instacart made', async () => {
    await expect(client().createShoppingListPage(page)).resolves.toMatch(new RegExp(`^${stub.url}/store/shopping_lists/\\d+$`));
    expect(stub.requests[0]?.body).toEqual(page);
  });

  it('keeps the key out of every log line through retries, refusals and success', async () => {
    logLines.length = 0;
    stub.answerNext({ status: 429 }, { status: 500 }, { status: 400, body: { error: { message: `bad key ${INSTACART_TEST_KEY}` } } });
    await failure(client().createShoppingListPage(page));
    stub.answerNext({ status: 401, body: { error: { message: `unknown ${INSTACART_TEST_KEY}` } } });
    await failure(client().createShoppingListPage(page));
    await client().createShoppingListPage(page);
    expect(logLines.length).toBeGreaterThan(2);
    expect(logLines.join('\n')).not.toContain(INSTACART_TEST_KEY);
  });

  it('retries a 408 from Instacart as a busy answer', async () => {
    stub.answerNext({ status: 408 });
    await expect(client().createShoppingListPage(page)).resolves.toMatch(/shopping_lists/);
    expect(stub.requests).toHaveLength(2);
  });

  it('waits as long as Retry-After asks before trying again', async () => {
    stub.answerNext({ status: 429, headers: { 'retry-after': '0.2' } });
    const started = Date.now();
    await client({ retryBaseMs: 0 }).createShoppingListPage(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
    expect(stub.requests).toHaveLength(2);
  });

  it('gives up at once with 503 when Retry-After is beyond the time limit', async () => {
    stub.answerNext({ status: 429, headers: { 'retry-after': '60' } });
    const error = await failure(client().createShoppingListPage(page));
    expect(error.statusCode).toBe(503);
    expect(stub.requests).toHaveLength(1);
  });

  it('retries when Instacart cannot be reached, then answers 503', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const error = await failure(client({ baseUrl: `http://127.0.0.1:${closedPort}` }).createShoppingListPage(page));
    expect(error.statusCode).toBe(503);
    expect(error.code).toBe('INSTACART_UNAVAILABLE');
  });

  it('answers 503 without calling anyone when no key is configured', async () => {
    const error = await failure(client({ apiKey: undefined }).createShoppingListPage(page));
    expect(error).toMatchObject({ statusCode: 503, message: 'Instacart is not configured on this server' });
    expect(stub.requests).toHaveLength(0);
  });
});
