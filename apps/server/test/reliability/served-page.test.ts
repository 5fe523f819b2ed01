import { createHash } from 'node:crypto';
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

  it.each([
    ['the static shell', '/'],
    ['a screen the server rendered', '/login'],
  ])('allow exactly the inline blocks the build wrote into %s, by their hash, and no inline handlers', async (page, path) => {
    const response = await fetch(`${server.url}${path}`);
    const html = await response.text();
    if (path === '/') expect(html).toBe(readFileSync(`${WEB_DIST}/index.html`, 'utf8'));
    // The screen itself, and the state the app takes it over from, which is data and never runs.
    else expect(html).toContain('<h1 id="auth-title">Sign In</h1>');
    const csp = response.headers.get('content-security-policy') ?? '';
    const directive = (name: string) =>
      csp
        .split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${name} `)) ?? '';
    const sha256 = (content: string) => `'sha256-${createHash('sha256').update(content, 'utf8').digest('base64')}'`;

    const inlineScripts = [...html.matchAll(/<script(?![^>]*\b(?:src=|type="application\/json"))[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => match[1]!,
    );
    const inlineStyles = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]!);
    // The first-paint shell: the boot script and the entry stylesheet are in the page itself.
    expect(inlineScripts.length).toBeGreaterThan(0);
    expect(inlineStyles.length).toBeGreaterThan(0);
    for (const content of inlineScripts) expect(directive('script-src')).toContain(sha256(content));
    for (const content of inlineStyles) expect(directive('style-src')).toContain(sha256(content));
    expect(directive('script-src')).not.toContain('unsafe-inline');
    expect(directive('style-src')).not.toContain('unsafe-inline');
    // A block someone managed to inject is not allowed.
    expect(directive('script-src')).not.toContain(sha256('alert(1)'));

    for (const tag of html.match(/<script\b[^>]*\bsrc=[^>]*>/g) ?? []) expect(tag).toMatch(/\bsrc="\/[^"/][^"]*"/);
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
