import { startTransition, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import type * as WindowVirtualizerModule from './window-virtualizer';
import type { ItemKey, WindowOptions, WindowVirtualizer } from './window-virtualizer';

type Library = typeof WindowVirtualizerModule;

/**
 * `useWindowVirtualizer` (@tanstack/react-virtual) whose library is fetched only once `load` is
 * true: null until then. The list it places can draw its first view meanwhile, in the same
 * elements it then positions (a list that swapped components would build its days again, and
 * lose a menu opened, a drag begun or the focus in them). It takes their place in a transition.
 * What react-virtual's hook does, less what we do not use: direct style writes, and flushSync
 * (a scroll renders with React's next batch, not at once inside the scroll event: opening two
 * years at today would otherwise render the days once per scroll step, in one long task).
 * `knownSize` gives an element's size before it is measured, read from the page otherwise.
 */
export function useLaterWindowVirtualizer(
  options: WindowOptions,
  load: boolean,
  knownSize?: (key: ItemKey) => number | undefined,
): WindowVirtualizer | null {
  const rerender = useReducer((count: number) => count + 1, 0)[1];
  const resolve = (library: Library) =>
    library.windowOptions(
      {
        ...options,
        onChange: (virtualizer, sync) => {
          rerender();
          options.onChange?.(virtualizer, sync);
        },
      },
      knownSize,
    );
  const latestResolve = useRef(resolve);
  useLayoutEffect(() => {
    latestResolve.current = resolve;
  });

  const [loaded, setLoaded] = useState<{ library: Library; virtualizer: WindowVirtualizer } | null>(null);
  useEffect(() => {
    if (!load || loaded) return;
    let current = true;
    // A failed fetch (offline, a new deploy) leaves the first view, which works on its own.
    void import('./window-virtualizer').then(
      (library) => {
        if (!current) return;
        startTransition(() => setLoaded({ library, virtualizer: new library.Virtualizer(latestResolve.current(library)) }));
      },
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [load, loaded]);

  const virtualizer = loaded?.virtualizer ?? null;
  if (loaded) loaded.virtualizer.setOptions(resolve(loaded.library));
  useLayoutEffect(() => virtualizer?._didMount(), [virtualizer]);
  useLayoutEffect(() => virtualizer?._willUpdate());
  return virtualizer;
}
