/**
 * Fill my week's figure (docs/design.md#budgets): a proposal for 7 days x 3 meals from the bench
 * cook's 10,000 dishes, with rules that read every table the planner reads (a tag day, a
 * weekday time limit, less waste with pantry items to use soon), one request at a time as one
 * cook's tap on "Fill my week" is, each with its own seed. Timed from the client, so the figure
 * includes the HTTP round trip on loopback.
 *
 * Alone: `node --conditions=@hearth/source --import tsx bench/planner.ts` (after `npm run build`).
 */
import { fileURLToPath } from 'node:url';
import { addDays, isoWeekday, utcToday } from '@hearth/shared/calendar-dates';
import { signInOverHttp } from '../apps/server/test/http-session.js';
import { BENCH_COOK, Scratch, seedBenchLibrary } from './library.js';
import { spreadOf } from './spread.js';
import { startBenchServer } from './workers.js';

export interface ProposalFigure {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  requests: number;
  /** Slots filled per proposal (21 when the week is empty). */
  slots: number;
}

const round = (value: number) => Math.round(value * 100) / 100;

async function send(baseUrl: string, cookie: string, method: string, path: string, body: unknown) {
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { cookie, origin: baseUrl, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}: ${await response.text()}`);
  return response.json() as Promise<{ slots?: unknown[] }>;
}

/** Sets the bench cook's rules and pantry, then times `requests` proposals after two warm-ups. */
export async function measureProposal(baseUrl: string, cookie: string, requests: number): Promise<ProposalFigure> {
  const today = utcToday();
  // A week far from the seeded meals' two years, so every one of its 21 slots is empty.
  const monday = addDays(today, 2 * 365 + 8 - isoWeekday(today));
  await send(baseUrl, cookie, 'PUT', '/api/planner/rules', {
    tag_days: [{ weekday: 5, tag: 'Soup', meal_type: 'Dinner' }],
    no_repeat_days: 14,
    no_tag_twice_in_a_row: true,
    weekday_max_minutes: 45,
    prefer_favourites: true,
    prefer_high_ratings: true,
    prefer_not_cooked_in_a_while: true,
    less_waste: true,
  });
  for (const line of ['200 g spinach', '1 bunch cilantro', '300 ml cream']) {
    await send(baseUrl, cookie, 'POST', '/api/pantry', { line, use_by: addDays(monday, 2) });
  }
  const body = (seed: number) => ({
    start_date: monday,
    end_date: addDays(monday, 6),
    meal_types: ['Breakfast', 'Lunch', 'Dinner'],
    seed,
    today: monday,
  });
  for (let seed = 1; seed <= 2; seed += 1) await send(baseUrl, cookie, 'POST', '/api/planner/proposal', body(seed));
  const times: number[] = [];
  let slots = 0;
  for (let seed = 100; seed < 100 + requests; seed += 1) {
    const started = performance.now();
    const answer = await send(baseUrl, cookie, 'POST', '/api/planner/proposal', body(seed));
    times.push(performance.now() - started);
    slots = answer.slots?.length ?? 0;
  }
  const sorted = [...times].sort((a, b) => a - b);
  return {
    p50Ms: round(spreadOf(times).median),
    p95Ms: round(sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)]!),
    maxMs: round(sorted.at(-1)!),
    requests,
    slots,
  };
}

/** Alone: seeds the bench library on SQLite, starts the built server and prints the figure. */
async function main() {
  const scratch = new Scratch();
  try {
    const databaseUrl = await scratch.databaseUrl('sqlite', 'hearth_planner_bench');
    process.stderr.write('[bench] seeding 10,000 dishes and 2,000 meals\n');
    await seedBenchLibrary(databaseUrl, { dishes: 10_000, meals: 2_000 });
    const server = await startBenchServer(databaseUrl, 1);
    try {
      const { cookie } = await signInOverHttp(server.url, BENCH_COOK.email, BENCH_COOK.password);
      console.log(JSON.stringify(await measureProposal(server.url, cookie, 20), null, 2));
    } finally {
      await server.kill('SIGTERM');
    }
  } finally {
    await scratch.dispose();
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await main();
