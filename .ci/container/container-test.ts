/**
 * The container test, run by .ci/container/test.sh once the image is built: what a self-hoster
 * does on day one, against the real image under podman.
 *
 * - start it with a volume, sign up and create a dish over HTTP;
 * - stop it (SIGTERM: it must exit 0, not be killed) and start it again: the dish is still there;
 * - its HEALTHCHECK runs and reports healthy; no process in it runs as root;
 * - a second container on PostgreSQL (the embedded PostgreSQL the tests use, on the host)
 *   serves the same API: the same OpenAPI document, the same journey;
 * - prints the image's size.
 *
 * Containers use the host's network: this machine's podman has no other working network, and
 * the test only talks to 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../../apps/server/test/embedded-postgres.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { type HttpSession, signUpOverHttp } from '../../apps/server/test/http-session.js';

const IMAGE = process.env.HEARTH_IMAGE ?? 'localhost/the-hearth:ci';
/** How long a container may take to answer its readiness route after `podman run`/`start`. */
const READY_WITHIN_MS = 90_000;
const run = `hearth-ci-${process.pid}`;
const started: string[] = [];
const failures: string[] = [];

const exec = promisify(execFile);

async function podman(...args: string[]): Promise<string> {
  try {
    const { stdout } = await exec('podman', args, { maxBuffer: 16 * 1024 * 1024 });
    return stdout.trim();
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`podman ${args.join(' ')} failed: ${stderr?.trim() ?? String(error)}`, { cause: error });
  }
}

function say(message: string) {
  console.log(`[container-test ${new Date().toISOString().slice(11, 19)}] ${message}`);
}

function check(ok: boolean, what: string, detail = '') {
  say(`${ok ? 'ok  ' : 'FAIL'} ${what}${detail ? `: ${detail}` : ''}`);
  if (!ok) failures.push(what);
}

interface Container {
  name: string;
  url: string;
}

async function startContainer(suffix: string, env: Record<string, string>, volume?: string): Promise<Container> {
  const name = `${run}-${suffix}`;
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const settings = { HOST: '127.0.0.1', PORT: String(port), PUBLIC_URL: url, ...env };
  started.push(name);
  await podman(
    'run',
    '--detach',
    '--name',
    name,
    '--network',
    'host',
    ...(volume ? ['--volume', `${volume}:/data`] : []),
    ...Object.entries(settings).flatMap(([key, value]) => ['--env', `${key}=${value}`]),
    IMAGE,
  );
  await waitUntilReady({ name, url });
  return { name, url };
}

/** Polls the readiness route: a container offers no event to await from outside. */
async function waitUntilReady({ name, url }: Container) {
  const deadline = Date.now() + READY_WITHIN_MS;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    const state = await podman('inspect', '--format', '{{.State.Status}}', name);
    if (state === 'exited') throw new Error(`${name} exited while starting:\n${await podman('logs', name)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} was not ready within ${READY_WITHIN_MS / 1000} s:\n${await podman('logs', name)}`);
}

async function call(container: Container, session: HttpSession, path: string, body?: unknown) {
  const response = await fetch(`${container.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { cookie: session.cookie, origin: container.url, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return response.json() as Promise<unknown>;
}

async function dishNames(container: Container, session: HttpSession): Promise<string[]> {
  const dishes = (await call(container, session, '/api/dishes')) as Array<{ dishName: string }>;
  return dishes.map((dish) => dish.dishName);
}

/** A new cook signs up (the first is the server's admin) and creates a dish. */
async function firstDay(container: Container, dishName: string) {
  const session = await signUpOverHttp(container.url, { email: 'cook@example.com', password: 'a long enough password', username: 'cook' });
  const me = (await call(container, session, '/api/auth/get-session')) as { user: { role?: string } };
  check(me.user.role === 'admin', `${container.name}: the first account is the admin`, `role ${me.user.role}`);
  await call(container, session, '/api/dishes', {
    dishName,
    ingredients: [{ item: 'lentils', quantity: 1, unit: 'cup', optional: false }],
  });
  check((await dishNames(container, session)).includes(dishName), `${container.name}: sign up and create a dish over HTTP`);
  return session;
}

/** Runs the image's own HEALTHCHECK (no systemd timer runs it here) and reads the status podman records. */
async function checkHealthy(container: Container) {
  await podman('healthcheck', 'run', container.name).catch((error: Error) => say(error.message));
  const status = await podman('inspect', '--format', '{{.State.Health.Status}}', container.name);
  check(status === 'healthy', `${container.name}: the HEALTHCHECK reports healthy`, status);
}

/** Every process in the container, with the user it runs as (read from the host, as `ps` would). */
async function checkNotRoot(container: Container) {
  const table = await podman('top', container.name, 'user', 'huser', 'args');
  const processes = table.split('\n').slice(1);
  const asRoot = processes.filter((line) => /^\s*root\b/.test(line) || /^\s*\S+\s+root\b/.test(line));
  check(processes.length > 0 && asRoot.length === 0, `${container.name}: no process runs as root`, `\n${table}`);
}

async function openApi(container: Container) {
  const answer = await fetch(`${container.url}/api/docs/json`);
  return (await answer.json()) as { paths: Record<string, unknown> };
}

async function main() {
  const size = Number(await podman('image', 'inspect', '--format', '{{.Size}}', IMAGE));
  say(`image ${IMAGE}: ${(size / 1e6).toFixed(0)} MB`);
  const labels = await podman('image', 'inspect', '--format', '{{json .Config.Healthcheck}}', IMAGE);
  check(labels.includes('/api/health'), 'the image carries a HEALTHCHECK on the readiness route', labels);

  const volume = `${run}-data`;
  await podman('volume', 'create', volume);
  try {
    const sqlite = await startContainer('sqlite', {}, volume);
    const session = await firstDay(sqlite, 'Volume soup');
    await checkHealthy(sqlite);
    await checkNotRoot(sqlite);

    await podman('stop', '--time', '30', sqlite.name);
    const exitCode = await podman('inspect', '--format', '{{.State.ExitCode}}', sqlite.name);
    check(exitCode === '0', `${sqlite.name}: stops gracefully on SIGTERM (exit code 0)`, exitCode);
    await podman('start', sqlite.name);
    await waitUntilReady(sqlite);
    check(
      (await dishNames(sqlite, session)).includes('Volume soup'),
      `${sqlite.name}: after a stop and a start, the dish (and the session) are still there`,
    );
    const dataFiles = await podman('exec', sqlite.name, 'ls', '/data');
    check(dataFiles.split('\n').includes('hearth.db'), `${sqlite.name}: the SQLite file lives in the /data volume`, dataFiles);

    const postgres = await startEmbeddedPostgres({ durable: false });
    try {
      const databaseUrl = await postgres.createDatabase('hearth_container');
      const onPostgres = await startContainer('postgres', { DATABASE_URL: databaseUrl });
      await firstDay(onPostgres, 'Postgres stew');
      await checkHealthy(onPostgres);
      const [onSqliteApi, onPostgresApi] = await Promise.all([openApi(sqlite), openApi(onPostgres)]);
      check(
        JSON.stringify(onSqliteApi) === JSON.stringify(onPostgresApi) && Object.keys(onPostgresApi.paths).length > 10,
        'the PostgreSQL container serves the same API (the same OpenAPI document)',
        `${Object.keys(onPostgresApi.paths).length} paths`,
      );
      await podman('stop', '--time', '30', onPostgres.name);
    } finally {
      await postgres.stop();
    }
  } finally {
    for (const name of started) await podman('rm', '--force', name).catch(() => {});
    await podman('volume', 'rm', '--force', volume).catch(() => {});
  }
}

const startedAt = Date.now();
main().then(
  () => {
    say(`${failures.length === 0 ? 'passed' : `FAILED: ${failures.join('; ')}`} in ${Math.round((Date.now() - startedAt) / 1000)} s`);
    process.exit(failures.length === 0 ? 0 : 1);
  },
  (error: unknown) => {
    say(`FAILED: ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  },
);
