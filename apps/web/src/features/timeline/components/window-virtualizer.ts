import {
  type PartialKeys,
  Virtualizer,
  type VirtualizerOptions,
  measureElement,
  observeWindowOffset,
  observeWindowRect,
  windowScroll,
} from '@tanstack/virtual-core';

/**
 * The list library's window virtualizer, as @tanstack/react-virtual's `useWindowVirtualizer`
 * sets it up: fetched by use-later-window-virtualizer.ts once the first screen is up, so that
 * none of it is in the first screen's code.
 */
export type WindowVirtualizer = Virtualizer<Window, Element>;
export type WindowVirtualizerOptions = VirtualizerOptions<Window, Element>;
export type WindowOptions = PartialKeys<
  WindowVirtualizerOptions,
  'getScrollElement' | 'observeElementRect' | 'observeElementOffset' | 'scrollToFn' | 'measureElement'
>;
export type ItemKey = ReturnType<NonNullable<WindowVirtualizerOptions['getItemKey']>>;

/** `options` for the window, an element's size from `knownSize` until it is measured. */
export function windowOptions(options: WindowOptions, knownSize?: (key: ItemKey) => number | undefined): WindowVirtualizerOptions {
  return {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    ...options,
    measureElement: (element, entry, virtualizer) => {
      const key = virtualizer.options.getItemKey(virtualizer.indexFromElement(element));
      const known = entry || virtualizer.itemSizeCache.has(key) ? undefined : knownSize?.(key);
      return known ?? measureElement(element, entry, virtualizer);
    },
  };
}

export { Virtualizer };
