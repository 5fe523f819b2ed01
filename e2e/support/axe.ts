import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * Every problem axe finds on the page as it is now, whatever its impact (WCAG 2.1 A and AA and
 * axe's best practices), as "rule: targets" so a failure names what to fix.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await takenOver(page);
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice']).analyze();
  return results.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Serious and critical problems axe finds on the page as it is now. */
export async function seriousViolations(page: Page) {
  await takenOver(page);
  await transitionsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ id: violation.id, help: violation.help, targets: violation.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * Waits until the app has taken over a page the server rendered (decision 0082). The server
 * sends its root inert, and axe leaves inert content out, so a page checked before then has no
 * main landmark and no heading: its text is on screen already, which is all a journey waits for.
 */
async function takenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('#root[inert]'));
}

/**
 * Waits for the colour transitions running now (buttons ease into a new theme's colours for
 * 120 ms): axe measuring contrast halfway through one reports colours no reader sees. Only
 * transitions, which end; an animation such as a spinner may run for ever.
 */
async function transitionsEnded(page: Page): Promise<void> {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}
