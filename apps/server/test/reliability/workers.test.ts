import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JsonClient } from '../http-json.js';
import { type HttpSession, signUpOverHttp } from '../http-session.js';
import { type ServerProcess, startServerProcess } from '../server-process.js';

/**
 * `npm start` runs one worker per core (WEB_CONCURRENCY) under a primary that replaces a worker
 * that dies (decision 0026): killing one mid-service loses no request that is retried, and
 * the primary brings the count back.
 */

/** The processes whose parent is `parentPid`, read from /proc (Linux, as CI). */
function childrenOf(parentPid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // "pid (name) state ppid ...": the name may hold spaces, so read after its closing parenthesis.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (ppid === parentPid) children.push(Number(entry));
    } catch {
      // The process ended while we looked.
    }
  }
  return children;
}

/** Reads `read` every few milliseconds until `done` holds: process changes send us no event. */
async function until<T>(read: () => T, done: (value: T) => boolean): Promise<T> {
  for (;;) {
    const value = read();
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('npm start with WEB_CONCURRENCY=2', () => {
  const dir = mkdtempSync(join(tmpdir(), 'hearth-workers-'));
  let server: ServerProcess;
  let session: HttpSession;

  beforeAll(async () => {
    server = await startServerProcess({
      databaseUrl: `file:${join(dir, 'hearth.db')}`,
      // Info, so the primary's "worker listening" lines are printed.
      env: { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
    });
    session = await signUpOverHttp(server.url, { email: 'workers@example.com', password: 'worker-password', username: 'Workers' });
  });

  afterAll(async () => {
    await server?.kill('SIGTERM');
    rmSync(dir, { recursive: true, force: true });
  });

  it('runs two workers under one primary, replaces one that is killed, and keeps answering', async () => {
    const workers = await until(
      () => childrenOf(server.pid),
      (pids) => pids.length === 2,
    );
    // Both must listen before one is killed: a worker that is still starting shares no port yet,
    // and the primary stops accepting once no worker listens.
    await until(
      () => server.output().match(/worker listening/g)?.length ?? 0,
      (listening) => listening >= 2,
    );
    const client = () => new JsonClient(server.url, { cookie: session.cookie, origin: server.url });

    const before = client();
    const created = await before.send({ method: 'POST', path: '/api/dishes', body: { dishName: 'Before the crash' } });
    expect(created.status).toBe(201);
    before.close();

    process.kill(workers[0]!, 'SIGKILL');
    await until(
      () => childrenOf(server.pid),
      (pids) => !pids.includes(workers[0]!),
    );

    // Every request on a fresh connection is answered, by the surviving worker or the new one.
    for (let request = 0; request < 20; request += 1) {
      const after = client();
      const read = await after.send({ path: `/api/dishes/${(created.body as { id: number }).id}` });
      after.close();
      expect(read.status).toBe(200);
    }

    const replaced = await until(
      () => childrenOf(server.pid),
      (pids) => pids.length === 2,
    );
    expect(replaced).not.toContain(workers[0]);
    expect(server.hasExited()).toBe(false);
  });

  it('stops every worker and then itself on SIGTERM', async () => {
    const workers = await until(
      () => childrenOf(server.pid),
      (pids) => pids.length === 2,
    );
    await server.kill('SIGTERM');
    for (const pid of workers) expect(() => process.kill(pid, 0)).toThrow();
  });
});
