import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useLayoutEffect, useRef, useState } from 'react';
import type { DishSummary } from '@hearth/shared/dishes';
import { useI18n } from './i18n';
import { DishCard } from './dish-card';
import styles from './dish-grid.module.css';

const MIN_CARD_WIDTH = 240;
const GAP = 16;
const ESTIMATED_ROW_HEIGHT = 310;

/**
 * Follows the element's width (so the number of columns fits the screen) and its distance
 * from the top of the page (where the window's scroll reaches the first row).
 */
function useBox(ref: React.RefObject<HTMLElement | null>) {
  const [box, setBox] = useState({ width: 0, top: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => setBox({ width: element.getBoundingClientRect().width, top: element.offsetTop });
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
 * keystroke in the search box re-renders a screenful, not the whole library.
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
  const { width, top } = useBox(containerRef);
  const columns = Math.max(1, Math.floor((width + GAP) / (MIN_CARD_WIDTH + GAP)));
  const rowCount = Math.ceil(dishes.length / columns);

  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => ESTIMATED_ROW_HEIGHT,
    overscan: 3,
    scrollMargin: top,
  });

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
            {dishes.slice(first, first + columns).map((dish, offset) => (
              // Keyed by place, not by dish: when a keystroke changes which dishes match, the
              // cards on screen are updated in place instead of removed and built again.
              <DishCard
                key={offset}
                dish={dish}
                origin={origin}
                position={first + offset + 1}
                total={dishes.length}
                marked={dish.id === markedId}
                showLastCooked={showLastCooked}
              />
            ))}
          </div>
        );
      })}
    </div>
  );
}
