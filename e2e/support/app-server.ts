import { type ChildProcess, spawn } from 'node:child_process';
import { e2eDatabaseUrl } from './servers';

export interface AppServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Another app server on the journeys' database, set up differently from the main one (no
 * Instacart, Google configured, no PUBLIC_URL): what a household's own server looks like.
 * Started by the journeys that need it, in a serial describe block, and stopped after.
 */
export async function startAppServer(port: number, env: Record<string, string>): Promise<AppServer> {
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['apps/server/dist/main.js'], {
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: e2eDatabaseUrl(),
      LOG_LEVEL: 'warn',
      WEB_CONCURRENCY: '1',
      SIGN_UP_LIMIT_PER_HOUR: '100000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the app server on port ${port} exited (code ${child.exitCode})`);
    const healthy = await fetch(`${url}/api/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (healthy) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the app server on port ${port} was not ready after 60 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
