import type { Locator, Page } from '@playwright/test';

/**
 * The test language (docs/translating.md): every message of the catalogs accented and 40%
 * longer ("Ţĥé··· çööķ··"). A screen shown in it holds no plain ASCII letter except what people
 * typed, which the screen marks `translate="no"`; anything else still in plain English was
 * written in a component instead of a catalog.
 */

/**
 * The product's name, never translated, may stand in plain letters anywhere; so may the start
 * of a web address, shown in address fields until one is typed.
 */
const PRODUCT_NAME = 'The Hearth';
const ADDRESS_START = 'https://';

/** Shows the app in the test language on every page this test opens (signing out clears storage; this sets it again). */
export async function usePseudoLocale(page: Page): Promise<void> {
  await page.addInitScript(() => localStorage.setItem('locale', 'pseudo'));
}

/**
 * Every text a person meets in `scope` (the page by default) that still holds a plain ASCII
 * letter: visible text, and the aria-label, title, placeholder and alt of visible elements, and
 * the page's title. Text inside `translate="no"` is the cook's own and is skipped, and removed
 * wherever a message quotes it ("Pause Simmer timer").
 */
export async function untranslatedTexts(page: Page, scope?: Locator): Promise<string[]> {
  const root = scope ?? page.locator('body');
  return root.evaluate(
    (element, notWords) => {
      const visible = (node: Element) => node.checkVisibility({ checkVisibilityCSS: true });
      const own = (node: Node) => node.parentElement?.closest('[translate="no"]') ?? null;
      const typed: string[] = [...notWords];
      for (const kept of Array.from(element.ownerDocument.querySelectorAll('[translate="no"]'))) {
        const walker = element.ownerDocument.createTreeWalker(kept, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent?.trim();
          if (text) typed.push(text);
        }
      }
      typed.sort((a, b) => b.length - a.length);
      const unquoted = (text: string) => typed.reduce((rest, quote) => rest.split(quote).join(' '), text);
      const plain = (text: string | null | undefined) => Boolean(text && /[A-Za-z]/.test(unquoted(text)));

      const found: string[] = [];
      const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || own(node) || parent.closest('script, style, noscript, template')) continue;
        // An option is drawn by its select, which is what must be visible.
        const shown = parent.closest('option') ? visible(parent.closest('select') ?? parent) : visible(parent);
        if (shown && plain(node.textContent)) found.push(`text: ${node.textContent!.trim()}`);
      }
      for (const labelled of [element, ...Array.from(element.querySelectorAll('*'))]) {
        if (!visible(labelled)) continue;
        for (const attribute of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = labelled.getAttribute(attribute);
          if (plain(value)) found.push(`${attribute}: ${value}`);
        }
      }
      if (plain(element.ownerDocument.title)) found.push(`page title: ${element.ownerDocument.title}`);
      return found;
    },
    [PRODUCT_NAME, ADDRESS_START],
  );
}
