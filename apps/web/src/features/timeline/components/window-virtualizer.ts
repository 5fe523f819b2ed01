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

/**
 * `options` for the window, an element's size from `knownSize` until it is measured. Measured
 * only by the resize observer, which reads sizes from the layout the browser does anyway; an
 * element put in the page is given what is known of its size (its last size, `knownSize`, the
 * estimate) rather than measured at once, which would lay out the page inside the commit that
 * put it there (on a phone, most of the long task that mounts a long timeline's list).
 */
export function windowOptions(options: WindowOptions, knownSize?: (key: ItemKey) => number | undefined): WindowVirtualizerOptions {
  return {
    getScrollElement: () => window,
    observeElementRect: observeWindowRect,
    observeElementOffset: observeWindowOffset,
    scrollToFn: windowScroll,
    ...options,
    measureElement: (element, entry, virtualizer) => {
      if (entry) return measureElement(element, entry, virtualizer);
      const index = virtualizer.indexFromElement(element);
      const key = virtualizer.options.getItemKey(index);
      return virtualizer.itemSizeCache.get(key) ?? knownSize?.(key) ?? virtualizer.options.estimateSize(index);
    },
  };
}

export { Virtualizer };
