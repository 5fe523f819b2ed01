import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeEach } from 'vitest';
import type { ShoppingListRequestBody } from '@hearth/shared/shopping';
import { type InstacartStub, startInstacartStub } from './instacart-stub.js';
import { buildTestApp, signUpUser, type TestUser } from './test-app.js';

/** Looks like a development key from Instacart, so a leak would be easy to spot. */
export const INSTACART_TEST_KEY = 'keys.test-instacart-key-0123456789';

/** A dish as the detail screen sends it: every kind of ingredient line the mapping cares about. */
export const pancakes = {
  id: 7,
  dishName: 'Pancakes',
  imageUrl: 'https://images.example/pancakes.jpg',
  ingredients: [
    { item: 'flour', quantity: 2, unit: 'cup' },
    { item: 'milk', quantity: 1.5, unit: 'cup' },
    { item: 'salt', quantity: 0.5, unit: 'tsp' },
    { item: 'eggs', quantity: 2, unit: '' },
    { item: 'blueberries', quantity: 1, unit: 'cup', optional: true },
    { item: 'maple syrup', quantity: 0, unit: 'as needed' },
  ],
} satisfies NonNullable<ShoppingListRequestBody['dish']>;

export interface ShoppingTestContext {
  app: FastifyInstance;
  stub: InstacartStub;
  user: TestUser;
  /** POST /api/instacart/shopping-list as the signed-in user (or with the headers given). */
  shop(body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** The settings that point the app at an Instacart stub, with short waits between retries. */
export function instacartStubEnv(stub: InstacartStub, timeoutMs = 1000): Record<string, string> {
  return {
    INSTACART_API_KEY: INSTACART_TEST_KEY,
    INSTACART_BASE_URL: stub.url,
    INSTACART_TIMEOUT_MS: String(timeoutMs),
    INSTACART_RETRY_BASE_MS: '10',
  };
}

/**
 * The app pointed at a fresh Instacart stub, with a short time limit and short waits so
 * failure tests finish quickly.
 */
export async function startShoppingTest(env: Record<string, string> = {}): Promise<ShoppingTestContext> {
  const stub = await startInstacartStub(INSTACART_TEST_KEY);
  const app = await buildTestApp({ ...instacartStubEnv(stub), ...env });
  const user = await signUpUser(app);
  return {
    app,
    stub,
    user,
    shop: (body, headers = user.headers) =>
      app.inject({ method: 'POST', url: '/api/instacart/shopping-list', payload: body as object, headers }),
    async close() {
      await app.close();
      await stub.close();
    },
  };
}

/** Each test starts with no pages remembered, so it always reaches the stub. */
export async function forgetShoppingLinks(app: FastifyInstance): Promise<void> {
  await app.db.deleteFrom('shopping_links').execute();
}

/**
 * The shopping test context for one test file: closed after the file, and with a stub that
 * forgets earlier requests and no remembered Instacart pages before each test.
 */
export async function shoppingTestForFile(env: Record<string, string> = {}): Promise<ShoppingTestContext> {
  const context = await startShoppingTest(env);
  afterAll(() => context.close());
  beforeEach(async () => {
    context.stub.reset();
    await forgetShoppingLinks(context.app);
  });
  return context;
}
