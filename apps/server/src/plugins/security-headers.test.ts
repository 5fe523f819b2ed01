import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';

/** The built web app this server serves (`npm run build`; `npm test` builds first). */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

let app: FastifyInstance;
let script: string;

beforeAll(async () => {
  if (!existsSync(`${WEB_DIST}/index.html`)) {
    throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first (npm test does).`);
  }
  const asset = readdirSync(`${WEB_DIST}/assets`).find((name) => name.endsWith('.js'));
  if (!asset) throw new Error('the web build has no JavaScript asset');
  script = `/assets/${asset}`;
  app = await buildTestApp();
});

afterAll(async () => {
  await app?.close();
});

function expectSecurityHeaders(headers: Record<string, unknown>) {
  const csp = String(headers['content-security-policy']);
  expect(csp).toContain("object-src 'none'");
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toContain("base-uri 'none'");
  expect(csp).toContain("script-src 'self'");
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
}

describe('security headers on the page and on the API', () => {
  it.each([
    ['the app page', '/', 200, 'text/html'],
    ['a screen reloaded in the browser', '/dishes/7', 200, 'text/html'],
    ['the sign-in screen', '/login', 200, 'text/html'],
    ['a script of the app', () => script, 200, 'javascript'],
    ['an API answer', '/api/health', 200, 'application/json'],
    ['an API answer refusing a visitor', '/api/dishes', 401, 'application/json'],
    ['an unknown API route', '/api/no-such-route', 404, 'application/json'],
  ] as const)('are sent with %s', async (_what, url, status, type) => {
    const response = await app.inject({ method: 'GET', url: typeof url === 'function' ? url() : url });
    expect(response.statusCode).toBe(status);
    expect(String(response.headers['content-type'])).toContain(type);
    expectSecurityHeaders(response.headers);
  });

  it('go with a page that needs no inline script, which the policy would block', async () => {
    const html = readFileSync(`${WEB_DIST}/index.html`, 'utf8');
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/assets\//);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});
