import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import type { DishSummary } from '@hearth/shared/dishes';
import { type ItemFocus, focusItemAgain } from '../../../lib/focus-again';
import styles from './dish-grid.module.css';

// The first view's columns in dish-grid.module.css are these, as CSS.
const MIN_CARD_WIDTH = 240;
const GAP = 16;
const ESTIMATED_ROW_HEIGHT = 310;

/** Where the grid stands on the page: its width (how many columns fit) and its top. */
export interface GridBox {
  width: number;
  top: number;
}

/**
 * Follows the element's width (so the number of columns fits the screen) and its distance from
 * the top of the page (where the window's scroll reaches the first row), from `known` (the
 * first view's, which this grid replaces) until measured.
 */
function useBox(ref: React.RefObject<HTMLElement | null>, known: GridBox): GridBox {
  const [box, setBox] = useState(known);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () =>
      setBox((current) => {
        const next = { width: element.getBoundingClientRect().width, top: element.offsetTop };
        return next.width === current.width && next.top === current.top ? current : next;
      });
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return box;
}

/**
 * The cards, in rows, rendering only the rows near the viewport: with 10,000 dishes a
 * keystroke in the search box re-renders a screenful, not the whole library. The rows are
 * placed by style properties from measurements, which neither the server has nor its markup
 * may carry (the Content-Security-Policy). Its own chunk: the first view (dish-grid.tsx) needs
 * none of it.
 */
export default function VirtualDishGrid({
  dishes,
  card,
  label,
  firstViewBox,
  focus,
}: {
  dishes: DishSummary[];
  card: (dish: DishSummary, index: number) => ReactNode;
  label: string;
  /** The first view's place, which the rows take. */
  firstViewBox: GridBox;
  /** The control focused in the first view, focused again here if the focus was lost with it. */
  focus?: ItemFocus | undefined;
}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const { width, top } = useBox(containerRef, firstViewBox);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));

  useLayoutEffect(() => focusItemAgain(containerRef.current, 'aria-posinset', focus), [focus]);

  const virtualizer = useWindowVirtualizer({
    count: Math.ceil(dishes.length / columns),
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    scrollMargin: top,
    // The window's size from the start, not once observed: rows drawn for a window of no height
    // would be dropped and drawn again.
    initialRect: { width: window.innerWidth, height: window.innerHeight },
  });

  return (
    <div ref={containerRef} className={styles.grid} role="list" aria-label={label} style={{ height: virtualizer.getTotalSize() }}>
      {virtualizer.getVirtualItems().map((row) => {
        const first = row.index * columns;
        return (
          <div
            key={row.key}
            role="presentation"
            data-index={row.index}
            ref={virtualizer.measureElement}
            className={styles.row}
            style={{
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
              transform: `translateY(${row.start - top}px)`,
            }}
          >
            {dishes.slice(first, first + columns).map((dish, offset) => card(dish, first + offset))}
          </div>
        );
      })}
    </div>
  );
}
