/**
 * `npm run bench:signed-out`: Lighthouse on the signed-out screens of a running server (the
 * full bench measures /login among its screens; this gives its figures in a minute, for
 * comparing a change to how the first screens arrive). Three cold loads per screen: the median
 * with the range.
 *
 *   npm run bench:signed-out -- http://127.0.0.1:3000
 */
import { measureLighthouse } from './lighthouse.js';
import { spreadOf } from './spread.js';

const baseUrl = process.argv[2] ?? 'http://127.0.0.1:3000';
const RUNS = 3;
const screens = [
  { name: '/login', path: '/login' },
  { name: '/register', path: '/register' },
];

const runs = [];
for (let run = 0; run < RUNS; run += 1) runs.push(await measureLighthouse(baseUrl, screens));
for (const { name } of screens) {
  const figure = (key: 'performance' | 'lcpMs' | 'fcpMs' | 'tbtMs') => {
    const { median, min, max } = spreadOf(runs.map((figures) => figures[name]![key]));
    return `${median} [${min}-${max}]`;
  };
  console.log(name, { performance: figure('performance'), lcpMs: figure('lcpMs'), fcpMs: figure('fcpMs'), tbtMs: figure('tbtMs') });
}
