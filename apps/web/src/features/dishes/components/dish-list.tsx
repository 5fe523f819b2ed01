import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { DishSummary } from '@hearth/shared/dishes';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import { ButtonLink } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { StartCards } from '../../../components/ui/start-cards';
import { StatusMessage } from '../../../components/ui/status-message';
import { dishMessages as messages } from '../messages';
import { ALL_CATEGORIES, createNarrowingFilter, distinctTags, toSearchable } from './dish-filter';
import { DishGrid } from './dish-grid';
import styles from './dish-list.module.css';
import { counted } from '../../../lib/counted';

/**
 * Search and category filters over the whole library, done locally (docs/product.md#dish-list). With
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

export function DishList({ dishes, partial = false, savedDishId = null, ownLibrary = false }: DishListProps) {
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const searchable = useMemo(() => toSearchable(dishes), [dishes]);
  const categories = useMemo(() => distinctTags(dishes), [dishes]);
  const [filter] = useState(createNarrowingFilter);
  const visible = useMemo(() => {
    const matching = filter(searchable, search, category).map((entry) => entry.dish);
    const saved = savedDishId === null ? -1 : matching.findIndex((dish) => dish.id === savedDishId);
    return saved <= 0 ? matching : [matching[saved]!, ...matching.slice(0, saved), ...matching.slice(saved + 1)];
  }, [filter, searchable, search, category, savedDishId]);

  return (
    <>
      <div className={styles.filters}>
        <label>
          <span className="visually-hidden">Search dishes</span>
          <input
            type="search"
            className={controlClassName}
            placeholder="Search dishes..."
            disabled={partial}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          <span className="visually-hidden">Category</span>
          <select className={controlClassName} disabled={partial} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>All Categories</option>
            <OptionList values={categories} />
          </select>
        </label>
      </div>
      <p className={styles.count} role="status">
        {partial
          ? 'Loading the rest of your dishes...'
          : visible.length === dishes.length
            ? counted(dishes.length, 'dish', 'dishes')
            : `${visible.length} of ${counted(dishes.length, 'dish', 'dishes')}`}
      </p>
      {visible.length === 0 ? (
        <>
          <StatusMessage>No dishes found</StatusMessage>
          {ownLibrary && dishes.length === 0 && !partial ? <EmptyLibrary /> : null}
        </>
      ) : (
        <DishGrid dishes={visible} origin={location.pathname + location.search} markedId={savedDishId} />
      )}
    </>
  );
}

/** A library with nothing in it yet: the ways to fill it, each with what happens. */
function EmptyLibrary() {
  return (
    <StartCards
      label={messages.waysToStart}
      cards={[
        {
          title: messages.importTitle,
          text: messages.importText,
          action: <ButtonLink to={IMPORT_SCREEN_PATH}>{messages.importAction}</ButtonLink>,
        },
        {
          title: messages.addDishTitle,
          text: messages.addDishText,
          action: (
            <ButtonLink to="/dishes/new" variant="secondary">
              {messages.addDishAction}
            </ButtonLink>
          ),
        },
        {
          title: messages.planTitle,
          text: messages.planText,
          action: (
            <ButtonLink to="/dashboard" variant="secondary">
              {messages.planAction}
            </ButtonLink>
          ),
        },
      ]}
    />
  );
}

export function DishListHeader() {
  return (
    <div className={styles.header}>
      <h1>Dishes</h1>
      <div className={styles.actions}>
        <ButtonLink to={IMPORT_SCREEN_PATH} variant="secondary">
          Import
        </ButtonLink>
        <ButtonLink to="/dishes/new">Add New Dish</ButtonLink>
      </div>
    </div>
  );
}
