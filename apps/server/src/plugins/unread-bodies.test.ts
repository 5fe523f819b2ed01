import type { InjectOptions } from 'fastify';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { exportFileUpload, photoUpload } from '../../test/multipart-upload.js';
import { buildTestApp, signUpUser } from '../../test/test-app.js';

const app = await buildTestApp();
await app.listen({ port: 0, host: '127.0.0.1' });
const { port } = app.server.address() as AddressInfo;
afterAll(() => app.close());

/** Writes a request and then another on one keep-alive connection; answers what came back and whether the server closed it. */
async function twoRequestsOnOneConnection(first: Buffer): Promise<{ head: string; closed: boolean; answers: number }> {
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve) => socket.once('connect', resolve));
  let received = '';
  socket.on('data', (chunk: Buffer) => (received += chunk.toString('latin1')));
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()));
  socket.write(first);
  socket.write('GET /api/health/live HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
  // Either the server ends the connection after its refusal, or it answers both requests.
  await Promise.race([
    closed,
    new Promise<void>((resolve) => socket.on('data', () => received.match(/HTTP\/1\.1 /g)?.length === 2 && resolve())),
  ]);
  const answers = received.match(/HTTP\/1\.1 \d{3}/g)?.length ?? 0;
  socket.destroy();
  return { head: received.slice(0, received.indexOf('\r\n\r\n')), closed: answers < 2, answers };
}

function raw(options: InjectOptions): Buffer {
  const payload = options.payload as Buffer;
  const headers = Object.entries(options.headers ?? {})
    .map(([name, value]) => `${name}: ${String(value)}`)
    .join('\r\n');
  return Buffer.concat([
    Buffer.from(`POST ${String(options.url)} HTTP/1.1\r\nHost: 127.0.0.1\r\n${headers}\r\nContent-Length: ${payload.length}\r\n\r\n`),
    payload,
  ]);
}

describe('a multipart upload refused before its body is read', () => {
  it.each([
    [
      '/api/import/file',
      (headers: Record<string, string>) => exportFileUpload(headers, Buffer.alloc(200 * 1024, 'a'), 'export.zip', 'wrong'),
    ],
    [
      '/api/photo-to-fork',
      (headers: Record<string, string>) => photoUpload(headers, [{ field: 'wrong', bytes: Buffer.alloc(200 * 1024, 'a') }]),
    ],
  ])('on %s answers 400 and closes the connection, so the next request is never stuck behind it', async (_url, build) => {
    const cook = await signUpUser(app);
    const request = await build(cook.headers);
    const { head, closed } = await twoRequestsOnOneConnection(raw(request));
    expect(head).toMatch(/^HTTP\/1\.1 400/);
    expect(head.toLowerCase()).toContain('connection: close');
    expect(closed).toBe(true);
  });

  it('keeps the connection open after an upload read to its end', async () => {
    const cook = await signUpUser(app);
    const request = await exportFileUpload(cook.headers, 'not an export file at all', 'notes.txt');
    const { head, answers } = await twoRequestsOnOneConnection(raw(request));
    expect(head).toMatch(/^HTTP\/1\.1 4\d\d/);
    expect(head.toLowerCase()).not.toContain('connection: close');
    expect(answers).toBe(2);
  });
});
