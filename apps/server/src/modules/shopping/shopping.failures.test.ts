import { describe, expect, it } from 'vitest';
import { INSTACART_TEST_KEY, pancakes, startShoppingTest, shoppingTestForFile } from '../../../test/shopping-fixtures.js';
import { countRows } from '../../../test/test-app.js';

/** What the app answers when Instacart misbehaves: never a hang, never the key, never a 500. */
const context = await shoppingTestForFile();

function expectNoKey(body: string) {
  expect(body).not.toContain(INSTACART_TEST_KEY);
}

describe('POST /api/instacart/shopping-list when Instacart fails', () => {
  it('answers 502 with Instacart\'s message when it refuses the list (400)', async () => {
    context.stub.answerNext({
      status: 400,
      body: { error: { message: 'line_items must have a name', code: 1001 }, meta: { key: 'line_items' } },
    });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({
      code: 'INSTACART_REFUSED',
      message: 'Instacart could not create the shopping list: line_items must have a name',
    });
    expect(context.stub.requests).toHaveLength(1);
    expect(await countRows(context.app, 'shopping_links')).toBe(0);
  });

  it('reads the multiple-errors shape too', async () => {
    context.stub.answerNext({
      status: 400,
      body: { error: { code: 9999, errors: [{ message: 'title is too long', code: 1001, meta: { key: 'title' } }, { message: 'image_url is invalid', code: 1001 }] } },
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

  it('never repeats the key, even when Instacart\'s message contains it', async () => {
    context.stub.answerNext({ status: 400, body: { error: { message: `Key ${INSTACART_TEST_KEY} cannot create links`, code: 4001 } } });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(502);
    expectNoKey(response.body);
    expect(response.json().message).toContain('[redacted]');
  });

  it('answers 502 when Instacart refuses our key (401), without retrying', async () => {
    const wrongKey = await startShoppingTest({ INSTACART_API_KEY: 'keys.revoked-key-999' });
    try {
      const response = await wrongKey.shop({ dish: pancakes });
      expect(response.statusCode).toBe(502);
      expect(response.json()).toEqual({ code: 'INSTACART_REFUSED', message: 'Instacart could not create the shopping list: Invalid API key' });
      expect(response.body).not.toContain('keys.revoked-key-999');
      expect(wrongKey.stub.requests).toHaveLength(1);
    } finally {
      await wrongKey.close();
    }
  });

  it('retries after a 429 and answers the page once Instacart accepts', async () => {
    context.stub.answerNext({ status: 429, body: { error: { message: 'Too many requests', code: 2003 } } });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(200);
    expect(response.json().products_link_url).toMatch(/\/store\/shopping_lists\/\d+$/);
    expect(context.stub.requests).toHaveLength(2);
    expect(context.stub.requests[1]?.body).toEqual(context.stub.requests[0]?.body);
  });

  it('retries a 500 a few times, then answers 503', async () => {
    context.stub.answerNext({ status: 500 }, { status: 502, body: 'Bad gateway' }, { status: 503 }, { status: 500 });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      code: 'INSTACART_UNAVAILABLE',
      message: 'Instacart is busy right now. Please try again in a few minutes.',
    });
    expect(context.stub.requests).toHaveLength(3);
    expect(await countRows(context.app, 'shopping_links')).toBe(0);
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

  it('answers 502 when Instacart says yes but sends no usable link', async () => {
    context.stub.answerNext({ status: 200, body: { products_link_url: 'javascript:alert(1)' } });
    const response = await context.shop({ dish: pancakes });
    expect(response.statusCode).toBe(502);
    expect(response.json()).toEqual({ code: 'INSTACART_BAD_ANSWER', message: 'Instacart answered without a shopping list link.' });
    expect(await countRows(context.app, 'shopping_links')).toBe(0);
  });
});

describe('POST /api/instacart/shopping-list without an Instacart key', () => {
  it('answers 503 saying Instacart is not configured, and calls nobody', async () => {
    const unconfigured = await startShoppingTest({ INSTACART_API_KEY: '' });
    try {
      const response = await unconfigured.shop({ dish: pancakes });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ code: 'INSTACART_NOT_CONFIGURED', message: 'Instacart is not configured on this server' });
      expect(unconfigured.stub.requests).toHaveLength(0);
    } finally {
      await unconfigured.close();
    }
  });
});
