import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the browser journeys find the app and the loopback services it talks to. The ports sit
 * below Linux's ephemeral range (32768-60999): an outgoing connection, say to PostgreSQL, may
 * take any port in that range as its own and then a server cannot listen there (EADDRINUSE).
 */
export const APP_PORT = Number(process.env.E2E_PORT ?? 23117);
export const BASE_URL = `http://127.0.0.1:${APP_PORT}`;
export const INSTACART_PORT = APP_PORT + 1;
export const INSTACART_STUB_URL = `http://127.0.0.1:${INSTACART_PORT}`;
export const INSTACART_API_KEY = 'e2e-instacart-key';
/** A recipe site on loopback, which the app may fetch because URL_IMPORT_ALLOWED_HOSTS names it. */
export const RECIPE_SITE_PORT = APP_PORT + 2;
export const RECIPE_SITE_URL = `http://127.0.0.1:${RECIPE_SITE_PORT}`;
/** Two more app servers on the same database, set up otherwise (e2e/support/app-server.ts). */
export const BARE_APP_PORT = APP_PORT + 3;
export const GOOGLE_APP_PORT = APP_PORT + 4;

/**
 * The journeys' database: a PostgreSQL one from `npm run test:e2e:postgres`, else an SQLite
 * file of this run (playwright.config.ts sets HEARTH_E2E_RUN once; its workers inherit it).
 */
export function e2eDatabaseUrl(): string {
  return process.env.E2E_DATABASE_URL ?? `file:${join(tmpdir(), `hearth-e2e-${process.env.HEARTH_E2E_RUN}.db`)}`;
}

/** Makes the loopback Instacart answer the next request for a page titled `forTitle` this way. */
export async function scriptInstacartAnswer(answer: { status: number; body?: unknown; forTitle: string }) {
  const response = await fetch(`${INSTACART_STUB_URL}/__stub/answer-next`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(answer),
  });
  if (!response.ok) throw new Error(`could not script the Instacart stub: ${response.status}`);
}

/** The products_link requests the loopback Instacart received for pages titled `title`, as sent. */
export async function instacartRequestsFor(
  title: string,
): Promise<Array<{ body: { title: string; line_items: Array<Record<string, unknown>> } }>> {
  const response = await fetch(`${INSTACART_STUB_URL}/__stub/requests?title=${encodeURIComponent(title)}`);
  if (!response.ok) throw new Error(`could not read the Instacart stub: ${response.status}`);
  return (await response.json()) as Array<{ body: { title: string; line_items: Array<Record<string, unknown>> } }>;
}

/**
 * A second app server for the journeys of the person who runs it (accounts, sign-up policy,
 * single sign-on): its own database, whose first account becomes its admin, and a loopback
 * OpenID Connect provider beside it.
 */
export const OPERATOR_PORT = APP_PORT + 5;
export const OPERATOR_URL = `http://127.0.0.1:${OPERATOR_PORT}`;
export const OIDC_PORT = APP_PORT + 6;
export const OIDC_URL = `http://127.0.0.1:${OIDC_PORT}`;
/** The provider's button label on the operator server, and the group that makes admins there. */
export const OIDC_PROVIDER_NAME = 'Household ID';
