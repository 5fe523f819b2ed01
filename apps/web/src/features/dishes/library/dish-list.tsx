import { Suspense, useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { I18n } from '@lingui/core';
import { DISH_SORTS, type DishSort, sortDishes } from '@hearth/shared/dish-order';
import type { DishSummary } from '@hearth/shared/dishes';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { StartCards } from '../../../components/ui/start-cards';
import { StatusMessage } from '../../../components/ui/status-message';
import { ALL_CATEGORIES, createNarrowingFilter, distinctTags, indexInSlices } from './dish-filter';
import { DishGrid } from './dish-grid';
import { useI18n } from './i18n';
import styles from './dish-list.module.css';

/**
 * Search, category and favourites filters and the order over the whole library, done locally
 * (docs/product.md#dish-list), sorted as the server sorts (sortDishes in @hearth/shared). With
 * `partial`, the first cards show while the rest of the library arrives; the filters wait
 * for the whole of it.
 */
interface DishListProps {
  dishes: DishSummary[];
  partial?: boolean;
  /** The dish the cook just saved: shown first (while it matches the filters) and marked. */
  savedDishId?: number | null;
  /** The cook's own library: empty, it offers the ways to fill it. */
  ownLibrary?: boolean;
}

/** What the sort control calls each order. */
function sortLabel(i18n: I18n, sort: DishSort): string {
  switch (sort) {
    case 'added':
      return i18n._('dishes.library.list.sortAdded');
    case 'rating':
      return i18n._('dishes.library.list.sortRating');
    case 'times_cooked':
      return i18n._('dishes.library.list.sortTimesCooked');
    case 'last_cooked':
      return i18n._('dishes.library.list.sortLastCooked');
    case 'cooked_longest_ago':
      return i18n._('dishes.library.list.sortCookedLongestAgo');
  }
}

export function DishList({ dishes, partial = false, savedDishId = null, ownLibrary = false }: DishListProps) {
  const { i18n } = useI18n();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);
  const [favouritesOnly, setFavouritesOnly] = useState(false);
  const [sort, setSort] = useState<DishSort>('added');

  // A first page's filters are disabled: its tags would only cost the first cards time.
  const categories = useMemo(() => (partial ? [] : distinctTags(dishes)), [dishes, partial]);
  // The search index is made while the cook looks at the cards, not before they show.
  useEffect(() => {
    if (partial) return;
    const stop = new AbortController();
    void indexInSlices(dishes, stop.signal);
    return () => stop.abort();
  }, [dishes, partial]);
  const [filter] = useState(createNarrowingFilter);
  // The whole library in the chosen order, once per order; the filters keep that order.
  const ordered = useMemo(() => (sort === 'added' ? dishes : sortDishes(dishes, sort)), [dishes, sort]);
  const visible = useMemo(() => {
    const found = filter(ordered, search, category);
    const matching = favouritesOnly ? found.filter((dish) => dish.favourite) : found;
    const saved = savedDishId === null ? -1 : matching.findIndex((dish) => dish.id === savedDishId);
    return saved <= 0 ? matching : [matching[saved]!, ...matching.slice(0, saved), ...matching.slice(saved + 1)];
  }, [filter, ordered, search, category, favouritesOnly, savedDishId]);

  return (
    <>
      <div className={styles.filters}>
        <label>
          <span className="visually-hidden">{i18n._('dishes.library.list.search')}</span>
          <input
            type="search"
            className={controlClassName}
            placeholder={i18n._('dishes.library.list.searchPlaceholder')}
            disabled={partial}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          <span className="visually-hidden">{i18n._('dishes.library.list.category')}</span>
          <select className={controlClassName} disabled={partial} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>{i18n._('dishes.library.list.allCategories')}</option>
            <OptionList values={categories} />
          </select>
        </label>
        <label>
          <span className="visually-hidden">{i18n._('dishes.library.list.sort')}</span>
          <select
            className={controlClassName}
            disabled={partial}
            value={sort}
            onChange={(event) => setSort(event.target.value as DishSort)}
          >
            {DISH_SORTS.map((choice) => (
              <option key={choice} value={choice}>
                {sortLabel(i18n, choice)}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.favouritesFilter}>
          <input
            type="checkbox"
            disabled={partial}
            checked={favouritesOnly}
            onChange={(event) => setFavouritesOnly(event.target.checked)}
          />
          {i18n._('dishes.library.list.favourites')}
        </label>
      </div>
      <p className={styles.count} role="status">
        {partial
          ? i18n._('dishes.library.list.loadingRest')
          : visible.length === dishes.length
            ? i18n._('dishes.library.list.count', { count: dishes.length })
            : i18n._('dishes.library.list.countOf', { shown: visible.length, count: dishes.length })}
      </p>
      {visible.length === 0 ? (
        <>
          <StatusMessage>{i18n._('dishes.library.list.none')}</StatusMessage>
          {ownLibrary && dishes.length === 0 && !partial ? <EmptyLibrary /> : null}
        </>
      ) : (
        // A boundary of its own, though nothing in it waits: in a page the server rendered, React
        // takes the cards over after the rest of the screen and in short slices, rather than in
        // one long task with it (decision 0083).
        <Suspense fallback={null}>
          <DishGrid
            dishes={visible}
            origin={location.pathname + location.search}
            markedId={savedDishId}
            showLastCooked={sort === 'last_cooked' || sort === 'cooked_longest_ago'}
          />
        </Suspense>
      )}
    </>
  );
}

/** A library with nothing in it yet: the ways to fill it, each with what happens. */
function EmptyLibrary() {
  const { i18n } = useI18n();
  return (
    <StartCards
      label={i18n._('dishes.library.empty.waysToStart')}
      cards={[
        {
          title: i18n._('dishes.library.empty.importTitle'),
          text: i18n._('dishes.library.empty.importText'),
          action: <ButtonLink to={IMPORT_SCREEN_PATH}>{i18n._('dishes.library.empty.importAction')}</ButtonLink>,
        },
        {
          title: i18n._('dishes.library.empty.addDishTitle'),
          text: i18n._('dishes.library.empty.addDishText'),
          action: (
            <ButtonLink to="/dishes/new" variant="secondary">
              {i18n._('dishes.library.empty.addDishAction')}
            </ButtonLink>
          ),
        },
        {
          title: i18n._('dishes.library.empty.planTitle'),
          text: i18n._('dishes.library.empty.planText'),
          action: (
            <ButtonLink to="/dashboard" variant="secondary">
              {i18n._('dishes.library.empty.planAction')}
            </ButtonLink>
          ),
        },
      ]}
    />
  );
}

export function DishListHeader() {
  const { i18n } = useI18n();
  return (
    <div className={styles.header}>
      <h1>{i18n._('dishes.library.list.title')}</h1>
      <div className={styles.actions}>
        <ButtonLink to={IMPORT_SCREEN_PATH} variant="secondary">
          {i18n._('dishes.library.list.import')}
        </ButtonLink>
        <ButtonLink to="/dishes/new">{i18n._('dishes.library.list.add')}</ButtonLink>
      </div>
    </div>
  );
}

/** The library while it loads, or when it could not. */
export function DishListStatus({ failed }: { failed: boolean }) {
  const { i18n } = useI18n();
  return failed ? (
    <Alert>{i18n._('dishes.library.list.loadFailed')}</Alert>
  ) : (
    <StatusMessage>{i18n._('dishes.library.list.loading')}</StatusMessage>
  );
}
