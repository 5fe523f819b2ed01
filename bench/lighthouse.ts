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
  const chrome = await chromeLauncher.launch({
    chromePath: chromiumExecutable(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
  });
  const figures: Record<string, LighthouseFigure> = {};
  try {
    for (const screen of screens) {
      const result = await lighthouse(
        `${baseUrl}${screen.path}`,
        {
          port: chrome.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance', 'accessibility'],
          ...(screen.cookie ? { extraHeaders: { Cookie: screen.cookie } } : {}),
        },
      );
      if (!result) throw new Error(`Lighthouse gave no result for ${screen.path}`);
      const { categories, audits } = result.lhr;
      const numeric = (id: string) => audits[id]?.numericValue ?? Number.NaN;
      figures[screen.name] = {
        performance: round((categories.performance?.score ?? 0) * 100),
        accessibility: round((categories.accessibility?.score ?? 0) * 100),
        fcpMs: round(numeric('first-contentful-paint')),
        lcpMs: round(numeric('largest-contentful-paint')),
        tbtMs: round(numeric('total-blocking-time')),
        cls: round(numeric('cumulative-layout-shift'), 3),
        transferKb: round(numeric('total-byte-weight') / 1024, 1),
      };
    }
  } finally {
    chrome.kill();
  }
  return figures;
}
