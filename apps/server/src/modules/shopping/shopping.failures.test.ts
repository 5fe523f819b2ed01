import { describe, expect, it } from 'vitest';
import { INSTACART_TEST_KEY, pancakes, startShoppingTest, shoppingTestForFile } from '../../../test/shopping-fixtures.js';
import type { ScriptedAnswer } from '../../../test/instacart-stub.js';
import { countRows } from '../../../test/test-app.js';

/** What the app answers when Instacart misbehaves: never a hang, never the key, never a 500. */
const context = await shoppingTestForFile();

function expectNoKey(body: string) {
  expect(body).not.toContain(INSTACART_TEST_KEY);
}

/** Shops once through an app of its own whose Instacart key is `key`: its answer, and what its stub was sent. */
async function shopOnceWithKey(key: string) {
  const other = await startShoppingTest({ INSTACART_API_KEY: key });
  try {
    return { response: await other.shop({ dish: pancakes }), requests: other.stub.requests };
  } finally {
    await other.close();
  }
}

describe('POST /api/instacart/shopping-list when Instacart fails', () => {
  /** Instacart's answers in turn, and the error the cook gets after as many requests, with no link kept. */
  it.each<[string, { answers: ScriptedAnswer[]; status: number; error: { code: string; message: string }; requests: number }]>([
    [
      "answers 502 with Instacart's message when it refuses the list (400)",
      {
        answers: [{ status: 400, body: { error: { message: 'line_items must have a name', code: 1001 }, meta: { key: 'line_items' } } }],
        status: 502,
        error: { code: 'INSTACART_REFUSED', message: 'Instacart could not create the shopping list: line_items must have a name' },
        requests: 1,
      },
    ],
    [
      'retries a 500 a few times, then answers 503',
      {
        answers: [{ status: 500 }, { status: 502, body: 'Bad gateway' }, { status: 503 }, { status: 500 }],
        status: 503,
        error: { code: 'INSTACART_UNAVAILABLE', message: 'Instacart is busy right now. Please try again in a few minutes.' },
        requests: 3,
      },
    ],
    [
      'answers 502 when Instacart says yes but sends no usable link',
      {
        answers: [{ status: 200, body: { products_link_url: 'javascript:alert(1)' } }],
        status: 502,
        error: { code: 'INSTACART_BAD_ANSWER', message: 'Instacart answered without a shopping list link.' },
        requests: 1,
      },
    ],
  ])('%s', async (_name, { answers, status, error, requests }) => {
    context.stub.answerNext(...answers);
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual(error);
    expect(context.stub.requests).toHaveLength(requests);
    expect(await countRows(context.app, 'shopping_links')).toBe(0);
  });

  it('reads the multiple-errors shape too', async () => {
    context.stub.answerNext({
      status: 400,
      body: {
        error: {
          code: 9999,
          errors: [
            { message: 'title is too long', code: 1001, meta: { key: 'title' } },
            { message: 'image_url is invalid', code: 1001 },
          ],
        },
      },
    });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Instacart could not create the shopping list: title is too long; image_url is invalid');
  });

  it('answers 502 naming the status when the refusal has no readable body', async () => {
    context.stub.answerNext({ status: 404, body: '<html>nope</html>' });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(502);
    expect(response.json().message).toBe('Instacart could not create the shopping list: HTTP 404');
  });

  it("never repeats the key, even when Instacart's message contains it", async () => {
    context.stub.answerNext({ status: 400, body: { error: { message: `Key ${INSTACART_TEST_KEY} cannot create links`, code: 4001 } } });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(502);
    expectNoKey(response.body);
    expect(response.json().message).toContain('[redacted]');
  });

  it('answers 502 when Instacart refuses our key (401), without retrying', async () => {
    const { response, requests } = await shopOnceWithKey('keys.revoked-key-999');
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'INSTACART_REFUSED',
      message: 'Instacart could not create the shopping list: Invalid API key',
    });
    expect(response.body).not.toContain('keys.revoked-key-999');
    expect(requests).toHaveLength(1);
  });

  it('retries after a 429 and answers the page once Instacart accepts', async () => {
    context.stub.answerNext({ status: 429, body: { error: { message: 'Too many requests', code: 2003 } } });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(200);
    expect(response.json().products_link_url).toMatch(/\/store\/shopping_lists\/\d+$/);
    expect(context.stub.requests).toHaveLength(2);
    expect(context.stub.requests[1]?.body).toEqual(context.stub.requests[0]?.body);
  });

  it('answers 504 when Instacart never answers, within the time limit', async () => {
    context.stub.answerNext({ hang: true });
    const started = Date.now();
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(504);
    expect(response.json()).toEqual({ code: 'INSTACART_TIMEOUT', message: 'Instacart did not answer in time. Please try again.' });
    // The test app allows 1 s (INSTACART_TIMEOUT_MS); production allows 10 s.
    expect(Date.now() - started).toBeLessThan(5_000);
  });
});

describe('POST /api/instacart/shopping-list without an Instacart key', () => {
  it('answers 503 saying Instacart is not configured, and calls nobody', async () => {
    const { response, requests } = await shopOnceWithKey('');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ code: 'INSTACART_NOT_CONFIGURED', message: 'Instacart is not configured on this server' });
    expect(requests).toHaveLength(0);
  });
});
