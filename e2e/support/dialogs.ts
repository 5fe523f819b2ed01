import type { Page } from '@playwright/test';

/**
 * Answers the next alert/confirm on the page as soon as it opens, and resolves with its text.
 * Register it before the click: an open alert blocks the page, and Playwright's click can wait
 * on the page, so awaiting the click first and the dialog second can wait forever.
 */
export function nextDialog(page: Page, answer: 'accept' | 'dismiss' = 'dismiss'): Promise<string> {
  return new Promise((resolve) => {
    page.once('dialog', async (dialog) => {
      const message = dialog.message();
      await (answer === 'accept' ? dialog.accept() : dialog.dismiss());
      resolve(message);
    });
  });
}
