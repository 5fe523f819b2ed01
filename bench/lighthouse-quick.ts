/**
 * `npm run bench:lighthouse`: Lighthouse on a few screens of a running server, three cold loads
 * each, as the median with the range. The full bench measures every screen with its own data;
 * this gives one screen's figures in a minute, for comparing how a change makes it arrive.
 *
 *   npm run bench:lighthouse -- http://127.0.0.1:3000 /login /register
 *   HEARTH_COOKIE='better-auth.session_token=...; hearth-tz=UTC' npm run bench:lighthouse -- http://127.0.0.1:3000 /dishes/1
 *
 * (A dish's page is rendered on the server only for a browser that has said its time zone.)
 */
import { measureLighthouse } from './lighthouse.js';
import { spreadOf } from './spread.js';

const [baseUrl = 'http://127.0.0.1:3000', ...paths] = process.argv.slice(2);
const RUNS = 3;
const cookie = process.env.HEARTH_COOKIE;
const screens = (paths.length ? paths : ['/login']).map((path) => ({ name: path, path, cookie }));

const runs: Array<Awaited<ReturnType<typeof measureLighthouse>>> = [];
for (let run = 0; run < RUNS; run += 1) runs.push(await measureLighthouse(baseUrl, screens));
for (const { name } of screens) {
  const figure = (key: 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs') => {
    const { median, min, max } = spreadOf(runs.map((figures) => figures[name]![key]));
    return `${median} [${min}-${max}]`;
  };
  console.log(name, { performance: figure('performance'), lcpMs: figure('lcpMs'), fcpMs: figure('fcpMs'), tbtMs: figure('tbtMs') });
}
