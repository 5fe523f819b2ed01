/**
 * The container test, run by .ci/container/test.sh once the image is built: what a self-hoster
 * does on day one, against the real image under podman.
 *
 * - start it with a volume, sign up and create a dish over HTTP;
 * - stop it (SIGTERM: it must exit 0, not be killed) and start it again: the dish is still there;
 * - its HEALTHCHECK runs and reports healthy; no process in it runs as root;
 * - a second container on PostgreSQL (the embedded PostgreSQL the tests use, on the host)
 *   serves the same API: the same OpenAPI document, the same journey;
 * - compose.yaml with its PostgreSQL service (a stand-in image, stand-in-postgres.sh): the
 *   server reaches the database by its service name, the dish lands in PostgreSQL, and both
 *   survive a `down` and an `up`;
 * - prints the image's size.
 *
 * Containers started here use the host's network, and the test only talks to 127.0.0.1. The
 * compose run uses compose's own network, as a self-hoster's would, and publishes on 127.0.0.1.
 */
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { startEmbeddedPostgres } from '../../apps/server/test/embedded-postgres.js';
import { freePort } from '../../apps/server/test/free-port.js';
import { type HttpSession, signUpOverHttp } from '../../apps/server/test/http-session.js';

const IMAGE = process.env.HEARTH_IMAGE ?? 'localhost/the-hearth:ci';
const POSTGRES_IMAGE = 'localhost/hearth-stand-in/postgres:15-bookworm';
const REPOSITORY = fileURLToPath(new URL('../..', import.meta.url));
/** How long a container may take to answer its readiness route after `podman run`/`start`. */
const READY_WITHIN_MS = 90_000;
const run = `hearth-ci-${process.pid}`;
const started: string[] = [];
const failures: string[] = [];

const exec = promisify(execFile);

async function command(tool: string, args: string[], env?: NodeJS.ProcessEnv): Promise<string> {
  try {
    const { stdout } = await exec(tool, args, { maxBuffer: 16 * 1024 * 1024, cwd: REPOSITORY, env });
    return stdout.trim();
  } catch (error) {
    const { stderr } = error as { stderr?: string };
    throw new Error(`${tool} ${args.join(' ')} failed: ${stderr?.trim() ?? String(error)}`, { cause: error });
  }
}

const podman = (...args: string[]) => command('podman', args);

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

/**
 * Polls the readiness route: a container offers no event to await from outside. One that its
 * restart policy brings back (compose's server, started before its database) may exit meanwhile.
 */
async function waitUntilReady({ name, url }: Container, { restarts = false, within = READY_WITHIN_MS } = {}) {
  const deadline = Date.now() + within;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/health`).catch(() => undefined);
    if (answer?.ok) return;
    const state = await podman('inspect', '--format', '{{.State.Status}}', name);
    if (state === 'exited' && !restarts) throw new Error(`${name} exited while starting:\n${await podman('logs', name)}`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${name} was not ready within ${within / 1000} s:\n${await podman('logs', name)}`);
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

/**
 * compose.yaml as a self-hoster runs it with PostgreSQL (podman-compose 1.0 knows no profiles, so
 * `up` starts both services): the server finds the database by its service name, the dish lands
 * in PostgreSQL, and after `down` and `up` the dish and the session are still there.
 */
async function composeOnPostgres() {
  const port = await freePort();
  const project = `${run}-compose`;
  const hearth = { name: `${project}_hearth_1`, url: `http://127.0.0.1:${port}` };
  // The server may start before PostgreSQL has made its cluster, stop, and be started again.
  const env = {
    ...process.env,
    HEARTH_IMAGE: IMAGE,
    POSTGRES_IMAGE,
    HEARTH_PORT: `127.0.0.1:${port}`,
    PUBLIC_URL: hearth.url,
    DATABASE_URL: 'postgres://hearth:hearth@postgres:5432/hearth',
    AUTH_SECRET: 'the container test signs its sessions with this',
  };
  const compose = (...args: string[]) => command('podman-compose', ['--project-name', project, '--file', 'compose.yaml', ...args], env);
  try {
    await compose('up', '-d');
    await waitUntilReady(hearth, { restarts: true, within: 2 * READY_WITHIN_MS });
    const session = await firstDay(hearth, 'Compose chowder');
    const stored = await podman(
      'exec',
      `${project}_postgres_1`,
      'psql',
      '--username=hearth',
      '--dbname=hearth',
      '--tuples-only',
      '--no-align',
      '--command=SELECT dish_name FROM dishes',
    );
    check(stored.split('\n').includes('Compose chowder'), 'compose with PostgreSQL: the dish is stored in the postgres service', stored);
    await compose('down');
    await compose('up', '-d');
    await waitUntilReady(hearth, { restarts: true, within: 2 * READY_WITHIN_MS });
    check(
      (await dishNames(hearth, session)).includes('Compose chowder'),
      'compose with PostgreSQL: after `down` and `up`, the dish and the session are still there',
    );
  } finally {
    await compose('down', '--volumes').catch((error: Error) => say(error.message));
    // podman-compose 1.0 leaves the network it made behind.
    await podman('network', 'rm', `${project}_default`).catch(() => {});
  }
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
    await composeOnPostgres();
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
