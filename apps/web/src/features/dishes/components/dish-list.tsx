import { useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { DishSummary } from '@hearth/shared/dishes';
import { IMPORT_SCREEN_PATH } from '@hearth/shared/import-rules';
import { Alert } from '../../../components/ui/alert';
import { ButtonLink } from '../../../components/ui/button';
import { controlClassName } from '../../../components/ui/field';
import { OptionList } from '../../../components/ui/option-list';
import { StatusMessage } from '../../../components/ui/status-message';
import { ALL_CATEGORIES, createNarrowingFilter, distinctTags, toSearchable } from './dish-filter';
import { DishGrid } from './dish-grid';
import { useI18n } from '../i18n';
import styles from './dish-list.module.css';

/**
 * Search and category filters over the whole library, done locally (spec, /dishes). With
 * `partial`, the first cards show while the rest of the library arrives; the filters wait
 * for the whole of it.
 */
export function DishList({ dishes, partial = false }: { dishes: DishSummary[]; partial?: boolean }) {
  const { i18n } = useI18n();
  const location = useLocation();
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState(ALL_CATEGORIES);

  const searchable = useMemo(() => toSearchable(dishes), [dishes]);
  const categories = useMemo(() => distinctTags(dishes), [dishes]);
  const [filter] = useState(createNarrowingFilter);
  const visible = useMemo(() => filter(searchable, search, category).map((entry) => entry.dish), [filter, searchable, search, category]);

  return (
    <>
      <div className={styles.filters}>
        <label>
          <span className="visually-hidden">{i18n._('dishes.list.search')}</span>
          <input
            type="search"
            className={controlClassName}
            placeholder={i18n._('dishes.list.searchPlaceholder')}
            disabled={partial}
            value={search}
            onChange={(event) => setSearch(event.target.value)}
          />
        </label>
        <label>
          <span className="visually-hidden">{i18n._('dishes.list.category')}</span>
          <select className={controlClassName} disabled={partial} value={category} onChange={(event) => setCategory(event.target.value)}>
            <option value={ALL_CATEGORIES}>{i18n._('dishes.list.allCategories')}</option>
            <OptionList values={categories} />
          </select>
        </label>
      </div>
      <p className={styles.count} role="status">
        {partial
          ? i18n._('dishes.list.loadingRest')
          : visible.length === dishes.length
            ? i18n._('dishes.list.count', { count: dishes.length })
            : i18n._('dishes.list.countOf', { shown: visible.length, count: dishes.length })}
      </p>
      {visible.length === 0 ? (
        <StatusMessage>{i18n._('dishes.list.none')}</StatusMessage>
      ) : (
        <DishGrid dishes={visible} origin={location.pathname + location.search} />
      )}
    </>
  );
}

export function DishListHeader() {
  const { i18n } = useI18n();
  return (
    <div className={styles.header}>
      <h1>{i18n._('dishes.list.title')}</h1>
      <div className={styles.actions}>
        <ButtonLink to={IMPORT_SCREEN_PATH} variant="secondary">
          {i18n._('dishes.list.import')}
        </ButtonLink>
        <ButtonLink to="/dishes/new">{i18n._('dishes.list.add')}</ButtonLink>
      </div>
    </div>
  );
}

/** The library while it loads, or when it could not. */
export function DishListStatus({ failed }: { failed: boolean }) {
  const { i18n } = useI18n();
  return failed ? <Alert>{i18n._('dishes.list.loadFailed')}</Alert> : <StatusMessage>{i18n._('dishes.list.loading')}</StatusMessage>;
}
