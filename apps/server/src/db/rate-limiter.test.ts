import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';

const FIVE_MINUTES = 5 * 60_000;
const HOUR = 60 * 60_000;

async function limitKeys(app: Awaited<ReturnType<typeof buildTestApp>>): Promise<string[]> {
  const { rows } = await sql<{ key: string }>`SELECT key FROM rate_limits WHERE key LIKE ${'clean-up:%'} ORDER BY key`.execute(app.db);
  return rows.map((row) => row.key);
}

describe('rate limit counters', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('lose the counts that ran out over an hour ago every five minutes, and stop with the app', async () => {
    // Timers are faked from the start: the limiters set theirs up while the app is built.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    const app = await buildTestApp();
    const now = Date.now();
    await sql`INSERT INTO rate_limits (key, points, expire) VALUES
      (${'clean-up:ran-out'}, ${1}, ${now - 2 * HOUR}),
      (${'clean-up:recent'}, ${1}, ${now - HOUR / 2}),
      (${'clean-up:running'}, ${1}, ${now + HOUR})`.execute(app.db);

    vi.advanceTimersByTime(FIVE_MINUTES);
    // PostgreSQL deletes on a pooled connection: look again until it has (a busy database
    // may take a while; the clock is real, only timers are faked).
    const lookUntil = Date.now() + 15_000;
    while (Date.now() < lookUntil && (await limitKeys(app)).includes('clean-up:ran-out')) {
      await new Promise((resolve) => setImmediate(resolve));
    }
    expect(await limitKeys(app)).toEqual(['clean-up:recent', 'clean-up:running']);

    await app.close();
    // Nothing of the limiters is left to fire on a closed database.
    expect(vi.getTimerCount()).toBe(0);
  });
});
