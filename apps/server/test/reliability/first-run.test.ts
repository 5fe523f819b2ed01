import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUpOverHttp } from '../http-session.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';

/**
 * A first run with nothing configured, opened at the address the server listens on
 * (http://127.0.0.1:PORT) rather than PUBLIC_URL's default of localhost. Against the real
 * process in production mode: the auth library checks origins only there.
 */
const dir = mkdtempSync(join(tmpdir(), 'hearth-first-run-'));
let server: ServerProcess;

beforeAll(async () => {
  server = await startServerProcess({ databaseUrl: `file:${join(dir, 'hearth.db')}`, env: { PUBLIC_URL: '', LOG_LEVEL: 'info' } });
});

afterAll(async () => {
  await server.kill('SIGTERM');
  rmSync(dir, { recursive: true, force: true });
});

describe('a server without PUBLIC_URL', () => {
  it('says in one readable line where it is and which addresses it accepts, before the request log', () => {
    const lines = server.output().split('\n');
    const ready = lines.findIndex((line) => line.startsWith('The Hearth is ready at '));
    expect(lines[ready]).toBe(
      `The Hearth is ready at http://localhost:${server.port}. It also accepts http://127.0.0.1:${server.port}, http://[::1]:${server.port}. Set PUBLIC_URL to serve it at another address.`,
    );
    const firstRequest = lines.findIndex((line) => line.includes('"incoming request"'));
    expect(firstRequest === -1 || firstRequest > ready).toBe(true);
  });

  it('signs a cook up from a page opened at 127.0.0.1', async () => {
    const cook = await signUpOverHttp(server.url, { email: 'first@example.com', password: 'first-password', username: 'First' });
    expect(cook.userId).toBeTruthy();
  });

  it('refuses another address with a message that names the setting', async () => {
    const response = await fetch(`${server.url}/api/auth/sign-up/email`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://192.0.2.7:8080' },
      body: JSON.stringify({ email: 'other@example.com', password: 'other-password', username: 'Other', name: 'Other' }),
    });
    expect(response.status).toBe(403);
    const body = (await response.json()) as { code: string; message: string };
    expect(body.code).toBe('UNTRUSTED_ORIGIN');
    expect(body.message).toContain('PUBLIC_URL');
    expect(body.message).toContain('http://192.0.2.7:8080');
  });
});
