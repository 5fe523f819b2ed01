import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { DishSummary } from '@hearth/shared/dishes';
import { ButtonLink } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { StatusMessage } from '../../../components/ui/status-message';
import { ALL_CATEGORIES, distinctTags, filterDishes, toSearchable } from './dish-filter';
import { DishGrid } from './dish-grid';
import styles from './dish-list.module.css';

/** Search and category filters over the whole library, done locally (spec, /dishes). */
export function DishList({ dishes }: { dishes: DishSummary[] }) {
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const searchable = useMemo(() => toSearchable(dishes), [dishes]);
  const categories = useMemo(() => distinctTags(dishes), [dishes]);
  const visible = useMemo(() => filterDishes(searchable, search, category), [searchable, search, category]);

  return (
    <>
      <div className={styles.filters}>
        <label>
          <span className="visually-hidden">Search dishes</span>
          <input
            type="search"
            className={controlClassName}
            placeholder="Search dishes..."
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          <span className="visually-hidden">Category</span>
          <select className={controlClassName} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>All Categories</option>
            <OptionList values={categories} />
          </select>
        </label>
      </div>
      <p className={styles.count} role="status">
        {visible.length === dishes.length ? `${dishes.length} dishes` : `${visible.length} of ${dishes.length} dishes`}
      </p>
      {visible.length === 0 ? (
        <StatusMessage>No dishes found</StatusMessage>
      ) : (
        <DishGrid dishes={visible} origin={location.pathname + location.search} />
      )}
    </>
  );
}

export function DishListHeader() {
  return (
    <div className={styles.header}>
      <h1>Dishes</h1>
      <ButtonLink to="/dishes/new">Add New Dish</ButtonLink>
    </div>
  );
}
