import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port.js';

/** The built server, exactly what `npm start` runs. */
export const SERVER_ENTRY = fileURLToPath(new URL('../dist/main.js', import.meta.url));

const READY_TIMEOUT_MS = 60_000;
const READY_POLL_MS = 25;
const OUTPUT_KEPT = 64 * 1024;

export interface ServerProcessOptions {
  /** DATABASE_URL of the process; it may already hold data. */
  databaseUrl: string;
  /** Reuse a port across restarts; a free one otherwise. */
  port?: number;
  /** More environment, such as sign-in limits. */
  env?: Record<string, string>;
  /** Node's own flags, such as --cpu-prof (which NODE_OPTIONS may not carry). */
  nodeFlags?: string[];
}

export interface ServerProcess {
  url: string;
  port: number;
  pid: number;
  /** What the process printed so far (the tail), for failure messages. */
  output(): string;
  /** True once the process has ended, for whatever reason. */
  hasExited(): boolean;
  /** Sends the signal and resolves once the process has exited. */
  kill(signal: NodeJS.Signals): Promise<void>;
}

/** The same AUTH_SECRET on every start, so sessions survive a restart. */
export const SERVER_AUTH_SECRET = 'reliability-secret-reliability-secret-42';

function exitOf(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

async function answersHealth(url: string): Promise<boolean> {
  try {
    const response = await fetch(`${url}/api/health`);
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Starts `node apps/server/dist/main.js` as production would, on loopback, and resolves
 * once its readiness URL answers. Rejects with the process output if it exits first.
 */
export async function startServerProcess({ databaseUrl, port, env = {}, nodeFlags = [] }: ServerProcessOptions): Promise<ServerProcess> {
  if (!existsSync(SERVER_ENTRY)) {
    throw new Error(`${SERVER_ENTRY} is missing: run \`npm run build\` first.`);
  }
  const listenPort = port ?? (await freePort());
  const url = `http://127.0.0.1:${listenPort}`;
  const child = spawn(process.execPath, [...nodeFlags, SERVER_ENTRY], {
    // Only what the server needs: NODE_ENV=test from a test runner would change the auth
    // library's behaviour (it skips origin checks under test).
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(listenPort),
      PUBLIC_URL: url,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SERVER_AUTH_SECRET,
      LOG_LEVEL: 'warn',
      // One process, as each test expects, unless it asks for workers.
      WEB_CONCURRENCY: '1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString('utf8')).slice(-OUTPUT_KEPT);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  const exited = exitOf(child);
  let hasExited = false;
  void exited.then(() => {
    hasExited = true;
  });

  const deadline = Date.now() + READY_TIMEOUT_MS;
  while (!(await answersHealth(url))) {
    if (hasExited) throw new Error(`the server exited before it was ready (code ${child.exitCode}):\n${output}`);
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready after ${READY_TIMEOUT_MS} ms:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, READY_POLL_MS));
  }

  return {
    url,
    port: listenPort,
    pid: child.pid ?? -1,
    output: () => output,
    hasExited: () => hasExited,
    async kill(signal) {
      if (!hasExited) child.kill(signal);
      await exited;
    },
  };
}
