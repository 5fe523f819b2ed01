/**
 * Lighthouse (the npm package) in Debian's Chromium, as a phone would see a screen: its
 * default mobile emulation and simulated throttling (slow 4G, a 4x slower CPU). Each screen is
 * loaded cold; signed-in screens get the session cookie on every request.
 */
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_ARGS, chromiumExecutable } from '../e2e/support/chromium.js';

export interface LighthouseFigure {
  performance: number;
  accessibility: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Everything the page transferred, in KiB. */
  transferKb: number;
}

export interface LighthouseScreen {
  name: string;
  path: string;
  cookie?: string;
}

const round = (value: number, places = 0) => Math.round(value * 10 ** places) / 10 ** places;

export async function measureLighthouse(baseUrl: string, screens: LighthouseScreen[]): Promise<Record<string, LighthouseFigure>> {
  const figures: Record<string, LighthouseFigure> = {};
  // A Chromium of its own for each load: an empty cookie jar too. Lighthouse keeps a profile's
  // cookies between loads, and a cookie the app set on one screen (its time zone, for the
  // server's renders) then replaced the session cookie sent with the next: that screen came
  // signed out, as the static shell.
  const run = async (screen: LighthouseScreen) => {
    const chrome = await chromeLauncher.launch({
      chromePath: chromiumExecutable(),
      chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    });
    try {
      const result = await lighthouse(`${baseUrl}${screen.path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance', 'accessibility'],
        ...(screen.cookie ? { extraHeaders: { Cookie: screen.cookie } } : {}),
      });
      if (!result) throw new Error(`Lighthouse gave no result for ${screen.path}`);
      return result.lhr;
    } finally {
      chrome.kill();
    }
  };
  for (const screen of screens) {
    let lhr = await run(screen);
    // A load Lighthouse could not trace (a protocol timeout on a busy machine) is tried once more.
    if (lhr.runtimeError) {
      process.stderr.write(`[bench]   Lighthouse ${screen.name}: ${lhr.runtimeError.code}; once more\n`);
      lhr = await run(screen);
    }
    const { categories, audits } = lhr;
    const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    // No score (a failed load) is no figure, never a zero that would pull the median down.
    const score = (value: number | null | undefined) => (typeof value === 'number' ? round(value * 100) : Number.NaN);
    figures[screen.name] = {
      performance: score(categories.performance?.score),
      accessibility: score(categories.accessibility?.score),
      fcpMs: round(numeric('first-contentful-paint')),
      lcpMs: round(numeric('largest-contentful-paint')),
      tbtMs: round(numeric('total-blocking-time')),
      cls: round(numeric('cumulative-layout-shift'), 3),
      transferKb: round(numeric('total-byte-weight') / 1024, 1),
    };
  }
  return figures;
}
