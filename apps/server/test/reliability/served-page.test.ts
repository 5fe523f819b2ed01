import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { get } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ServerProcess, startServerProcess } from '../server-process.js';

/** The built web app the server process serves (`npm run build`; `npm test` builds first). */
const WEB_DIST = fileURLToPath(new URL('../../../web/dist', import.meta.url));

const dir = mkdtempSync(join(tmpdir(), 'hearth-page-'));
let server: ServerProcess;
let script: string;

beforeAll(async () => {
  if (!existsSync(`${WEB_DIST}/index.html`)) throw new Error(`${WEB_DIST}/index.html is missing: run \`npm run build\` first.`);
  const asset = readdirSync(`${WEB_DIST}/assets`).find((name) => name.endsWith('.js'));
  if (!asset) throw new Error('the web build has no JavaScript asset');
  script = `/assets/${asset}`;
  server = await startServerProcess({ databaseUrl: `file:${join(dir, 'hearth.db')}` });
});

afterAll(async () => {
  await server?.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('security headers on the page and on the API, from the real server', () => {
  it.each([
    ['the app page', '/', 200, 'text/html'],
    ['a screen reloaded in the browser', '/dishes/7', 200, 'text/html'],
    ['the sign-in screen', '/login', 200, 'text/html'],
    ['a script of the app', () => script, 200, 'javascript'],
    ['an API answer', '/api/health', 200, 'application/json'],
    ['an API answer refusing a visitor', '/api/dishes', 401, 'application/json'],
    ['an unknown API route', '/api/no-such-route', 404, 'application/json'],
  ] as const)('are sent with %s', async (_what, path, status, type) => {
    const response = await fetch(`${server.url}${typeof path === 'function' ? path() : path}`);
    await response.arrayBuffer();
    expect(response.status).toBe(status);
    expect(response.headers.get('content-type')).toContain(type);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  });

  it('go with a page that needs no inline script, which the policy would block', async () => {
    const html = await (await fetch(`${server.url}/`)).text();
    expect(html).toBe(readFileSync(`${WEB_DIST}/index.html`, 'utf8'));
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toMatch(/\bsrc="\/[^"/][^"]*"/);
    expect(html).not.toMatch(/\son[a-z]+=/i);
  });
});

/** GET with the path sent byte for byte: fetch and URL would resolve the dot segments first. */
function rawGet(path: string): Promise<{ status: number; body: string }> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    }).on('error', reject);
  });
}

describe('path traversal against the files the server serves', () => {
  it.each([
    '/assets/..%2f..%2f..%2f..%2fpackage.json',
    '/..%2f..%2fpackage.json',
    '/%2e%2e/%2e%2e/%2e%2e/package.json',
    '/assets/%2e%2e%2f%2e%2e%2f%2e%2e%2fserver%2fpackage.json',
    '/assets/..%5c..%5c..%5cpackage.json',
    '/assets/%252e%252e%252fpackage.json',
    '/assets/../../../package.json',
    '/../../server/package.json',
  ])('never serves a file outside the web build for %s', async (path) => {
    const { status, body } = await rawGet(path);
    expect(status).toBeLessThan(500);
    expect(body).not.toContain('"name": "@hearth/');
    expect(body).not.toContain('"workspaces"');
  });
});
