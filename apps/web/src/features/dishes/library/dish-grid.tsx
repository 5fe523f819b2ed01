import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DishSummary } from '@hearth/shared/dishes';
import { useI18n } from './i18n';
import { DishCard } from './dish-card';
import styles from './dish-grid.module.css';

// The first view's columns in dish-grid.module.css are these, as CSS.
const MIN_CARD_WIDTH = 240;
const GAP = 16;
const ESTIMATED_ROW_HEIGHT = 310;
/**
 * The cards of the first view, before the grid is measured: a screenful, three rows of four
 * columns or two of six (a phone's screen shows three cards), and no more, as each is markup to
 * send and an element to take over.
 */
export const FIRST_VIEW_CARDS = 12;

/**
 * Follows the element's width (so the number of columns fits the screen) and its distance
 * from the top of the page (where the window's scroll reaches the first row). Not `measured`
 * in the first render: the server's and the one that takes its markup over.
 */
function useBox(ref: React.RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0, measured: false });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setBox({ width: element.getBoundingClientRect().width, top: element.offsetTop, measured: true });
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
 * may carry (the Content-Security-Policy): until the grid is measured, its first cards flow in
 * columns drawn by CSS alone, where the rows then take their place (decision 0083).
 */
export function DishGrid({
  dishes,
  origin,
  markedId = null,
  showLastCooked = false,
}: {
  dishes: DishSummary[];
  origin: string;
  markedId?: number | null;
  /** Ordered by when each was last cooked: the cards say when. */
  showLastCooked?: boolean;
}) {
  const { i18n } = useI18n();
  const containerRef = useRef<HTMLDivElement>(null);
  const { width, top, measured } = useBox(containerRef);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = measured ? Math.ceil(dishes.length / columns) : 0;

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    scrollMargin: top,
  });

  const card = (dish: DishSummary, index: number) => (
    // Keyed by place, not by dish: when a keystroke changes which dishes match, the cards on
    // screen are updated in place instead of removed and built again.
    <DishCard
      key={index}
      dish={dish}
      origin={origin}
      position={index + 1}
      total={dishes.length}
      marked={dish.id === markedId}
      showLastCooked={showLastCooked}
    />
  );

  if (!measured) {
    return (
      <div ref={containerRef} className={styles.firstView} role="list" aria-label={i18n._('dishes.library.list.title')}>
        {dishes.slice(0, FIRST_VIEW_CARDS).map(card)}
      </div>
    );
  }
  return (
    <div
      ref={containerRef}
      className={styles.grid}
      role="list"
      aria-label={i18n._('dishes.library.list.title')}
      style={{ height: virtualizer.getTotalSize() }}
    >
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
