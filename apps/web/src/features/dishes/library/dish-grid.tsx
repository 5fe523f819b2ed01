import { lazy, startTransition, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DishSummary } from '@hearth/shared/dishes';
import { afterFirstScreen, isFirstScreen } from '../../../lib/after-first-screen';
import { useTakenOver } from '../../../lib/use-taken-over';
import { useI18n } from './i18n';
import { DishCard } from './dish-card';
import type { GridBox } from './virtual-dish-grid';
import { type ItemFocus, focusedItem } from '../../../lib/focus-again';
import styles from './dish-grid.module.css';

const VirtualDishGrid = lazy(() => import('./virtual-dish-grid'));

/**
 * The cards of the first view: a screenful, three rows of four columns or two of six (a phone's
 * screen shows three cards), and no more, as each is markup to send and an element to take over.
 */
export const FIRST_VIEW_CARDS = 12;

/**
 * The cards. A page's first screen shows the first of them in columns drawn by CSS alone (the
 * first view): the server cannot measure, and its markup may not carry the style properties
 * that place rows (the Content-Security-Policy). Once the screen is up, the rows
 * (virtual-dish-grid.tsx, a chunk of its own) take the cards' places where they already are, in
 * a transition (decision 0083). A later screen starts with the rows, showing the first view
 * while their code arrives.
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
  const queryClient = useQueryClient();
  const firstViewRef = useRef<HTMLDivElement>(null);
  const takenOver = useTakenOver();
  const [rows, setRows] = useState<{ box: GridBox; focus?: ItemFocus | undefined } | null>(
    takenOver && !isFirstScreen() ? { box: { width: 0, top: 0 } } : null,
  );
  useEffect(() => {
    if (!takenOver || rows) return;
    return afterFirstScreen(queryClient, () => {
      const element = firstViewRef.current;
      const box = element ? { width: element.getBoundingClientRect().width, top: element.offsetTop } : { width: 0, top: 0 };
      const focus = focusedItem(element, 'aria-posinset');
      startTransition(() => setRows({ box, focus }));
    });
  }, [takenOver, rows, queryClient]);

  const label = i18n._('dishes.library.list.title');
  const total = dishes.length;
  const card = useCallback(
    (dish: DishSummary, index: number) => (
      // Keyed by place, not by dish: when a keystroke changes which dishes match, the cards on
      // screen are updated in place instead of removed and built again.
      <DishCard
        key={index}
        dish={dish}
        origin={origin}
        position={index + 1}
        total={total}
        marked={dish.id === markedId}
        showLastCooked={showLastCooked}
      />
    ),
    [origin, total, markedId, showLastCooked],
  );
  // Kept across renders: when the app takes the page over, the grid renders again at once
  // (useTakenOver), and its cards need not (on a phone they were most of a long task).
  const firstView = useMemo(
    () => (
      <div ref={firstViewRef} className={styles.firstView} role="list" aria-label={label}>
        {dishes.slice(0, FIRST_VIEW_CARDS).map(card)}
      </div>
    ),
    [dishes, card, label],
  );
  return (
    <Suspense fallback={firstView}>
      {rows ? <VirtualDishGrid dishes={dishes} card={card} label={label} firstViewBox={rows.box} focus={rows.focus} /> : firstView}
    </Suspense>
  );
}
